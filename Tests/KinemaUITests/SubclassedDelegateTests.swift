import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

// Shaped exactly like seed 002's delegates: a protocol refining the delegate protocol with a selection
// closure, a base class with the shared methods (selection, highlight), and subclasses that add the
// layout methods the base does not implement. Seed 002 does this with `UICollectionViewDelegateFlowLayout`;
// the same shape over `UITableViewDelegate` exercises the same dispatch.
@MainActor
protocol TableSelectableItemDelegate: AnyObject, UITableViewDelegate {
    var didSelectItem: ((_ indexPath: IndexPath) -> Void)? { get set }
}

@MainActor
class DefaultTableDelegate: NSObject, TableSelectableItemDelegate {
    var didSelectItem: ((_ indexPath: IndexPath) -> Void)?
    var highlighted: [IndexPath] = []

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelectItem?(indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        highlighted.append(indexPath)
    }
}

@MainActor
class TallRowsTableDelegate: DefaultTableDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row % 4 == 0 ? 112 : 50
    }
}

// The one line Kinema asks of such a subclass (kept apart from the class, as a port keeps it apart from
// the article's file).
extension TallRowsTableDelegate: UITableViewDelegateSubclassing {}

/// The same subclass without the line: Kinema cannot call its method, and says so.
@MainActor
class UndeclaredTallRowsTableDelegate: DefaultTableDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 112 }
}

@MainActor
final class FixedRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

@MainActor
@Suite("Delegates and subclasses")
struct SubclassedDelegateTests {
    static func table(delegate: UITableViewDelegate, rows: FixedRows) -> (Harness, UITableView) {
        let harness = Harness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = delegate
        harness.window.addSubview(table)
        harness.advance(to: 0)
        return (harness, table)
    }

    @Test func aSubclassesOwnMethodsAndItsBaseClassesAreBothCalled() {
        var reports: [String] = []
        SubclassedDelegateCheck.report = { reports.append($0) }
        defer { SubclassedDelegateCheck.report = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
        let delegate = TallRowsTableDelegate()
        var selected: [IndexPath] = []
        delegate.didSelectItem = { selected.append($0) }
        let rows = FixedRows()
        let (harness, table) = Self.table(delegate: delegate, rows: rows)
        // The subclass's own method sets the heights: 112 for every 4th row, 50 otherwise.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 112)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 112, width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).minY == CGFloat(112 + 3 * 50))
        // The base class's methods still run.
        harness.send(.pointerDown(position: CGPoint(x: 100, y: 130), button: .primary, time: harness.now))
        harness.send(.pointerUp(position: CGPoint(x: 100, y: 130), button: .primary, time: harness.now))
        #expect(delegate.highlighted == [IndexPath(row: 1, section: 0)])
        #expect(selected == [IndexPath(row: 1, section: 0)])
        #expect(reports.isEmpty)
    }

    @Test func aSubclassWithoutTheLineIsReportedOnceNeverSilentlySkipped() {
        var reports: [String] = []
        SubclassedDelegateCheck.report = { reports.append($0) }
        defer { SubclassedDelegateCheck.report = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) } }
        let delegate = UndeclaredTallRowsTableDelegate()
        let rows = FixedRows()
        let (_, table) = Self.table(delegate: delegate, rows: rows)
        _ = Self.table(delegate: UndeclaredTallRowsTableDelegate(), rows: rows)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44, "Swift cannot reach the method")
        #expect(reports.count == 1, "once per class")
        let report = reports.first ?? ""
        #expect(report.contains("UndeclaredTallRowsTableDelegate inherits its UITableViewDelegate conformance from DefaultTableDelegate"))
        #expect(report.contains("extension UndeclaredTallRowsTableDelegate: UITableViewDelegateSubclassing {}"))
        // A class that declares the conformance itself is never reported.
        _ = Self.table(delegate: DefaultTableDelegate(), rows: rows)
        #expect(reports.count == 1)
    }
}
