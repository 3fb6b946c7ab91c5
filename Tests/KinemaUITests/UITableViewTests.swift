import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

@MainActor
final class CountingCell: UITableViewCell {
    var awakened = 0
    var reused = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awakened += 1
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

@MainActor
final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var displayed: [Int] = []
    var ended: [Int] = []
    var selected: [IndexPath] = []
    var headerHeight: CGFloat = 0

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.accessibilityIdentifier = "row-\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 62 }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UIView()
        header.accessibilityIdentifier = "header"
        header.backgroundColor = .systemBackground
        return header
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath.row)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append(indexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("UITableView")
struct UITableViewTests {
    static func setUp(rows: Int, height: CGFloat = 650) -> (Harness, UITableView, Rows) {
        let harness = Harness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let rows = Rows(count: rows)
        table.dataSource = rows
        table.delegate = rows
        harness.window.addSubview(table)
        harness.advance(to: 0)
        return (harness, table, rows)
    }

    @Test func onlyVisibleRowsAreCellsAndWillDisplayRunsInOrder() {
        let (_, table, rows) = Self.setUp(rows: 100)
        // 650 points of 62-point rows: rows 0…10 are (partly) on screen.
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(rows.displayed == Array(0...10))
        #expect(table.contentSize.height == 6200)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 186, width: 390, height: 62))
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 190)) == IndexPath(row: 3, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)).maxY == 6200)
    }

    @Test func scrollingDisplaysArrivingRowsAndRecyclesLeavingOnes() {
        let (harness, table, rows) = Self.setUp(rows: 100)
        rows.displayed = []
        table.contentOffset = CGPoint(x: 0, y: 124)
        harness.advance(to: 1.0 / 60)
        #expect(rows.displayed == [11, 12], "two rows arrive at the bottom")
        #expect(rows.ended == [0, 1], "two leave at the top")
        #expect(table.pooledCellCount == 0, "…and were reused for the arrivals")
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reused > 0 }
        #expect(reused.count == 2)
        #expect(table.cellsCreated == 11)
    }

    @Test func tenThousandRowsKeepTheLiveCellCountBounded() {
        let (harness, table, rows) = Self.setUp(rows: 10_000)
        var time = 0.0
        for step in 1...400 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 1_500)
            time += 1.0 / 60
            harness.advance(to: time)
            #expect(table.visibleCells.count <= 12)
        }
        #expect(table.cellsCreated <= 12 + table.reusePoolLimit, "created \(table.cellsCreated)")
        #expect(table.subviews.count <= 12 + 1, "cells plus the scroll indicator's nothing: \(table.subviews.count)")
        #expect(rows.displayed.count > 400 * 10, "each appearance was displayed")
        table.scrollToRow(at: IndexPath(row: 9_999, section: 0), at: .bottom, animated: false)
        harness.advance(to: time + 1.0 / 60)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
    }

    @Test func reloadDisplaysTheVisibleRowsAgainWithReusedCells() {
        let (harness, table, rows) = Self.setUp(rows: 20)
        rows.displayed = []
        let created = table.cellsCreated
        rows.count = 5
        table.reloadData()
        harness.advance(to: 1.0 / 60)
        #expect(rows.displayed == [0, 1, 2, 3, 4])
        #expect(table.cellsCreated == created, "the reload reused the cells")
        #expect(table.visibleCells.allSatisfy { ($0 as! CountingCell).awakened == 1 }, "awakeFromNib once per created cell")
    }

    @Test func headersFloatAtTheTopOfTheirSection() {
        let (harness, table, rows) = Self.setUp(rows: 100)
        rows.headerHeight = 72
        table.reloadData()
        harness.advance(to: 1.0 / 60)
        let header = table.subviews.first { $0.accessibilityIdentifier == "header" }!
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 72))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 72)
        table.contentOffset = CGPoint(x: 0, y: 500)
        harness.advance(to: 2.0 / 60)
        #expect(header.frame.minY == 500, "pinned to the visible top")
        #expect(table.subviews.last === header, "above the rows")
    }

    @Test func tappingSelectsAndDraggingDoesNot() {
        let (harness, table, rows) = Self.setUp(rows: 100)
        harness.send(.pointerDown(position: CGPoint(x: 100, y: 200), button: .primary, time: harness.now))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == true)
        harness.send(.pointerUp(position: CGPoint(x: 100, y: 200), button: .primary, time: harness.now))
        #expect(rows.selected == [IndexPath(row: 3, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        harness.drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 0, y: -12), steps: 5)
        #expect(rows.selected.count == 1, "a drag scrolls instead of selecting")
        #expect(table.contentOffset.y > 0)
    }

    @Test func tappingAFloatingHeaderSelectsNothing() {
        let (harness, table, rows) = Self.setUp(rows: 100)
        rows.headerHeight = 72
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 500)
        harness.advance(to: 1.0 / 60)
        harness.send(.pointerDown(position: CGPoint(x: 100, y: 30), button: .primary, time: harness.now))
        harness.send(.pointerUp(position: CGPoint(x: 100, y: 30), button: .primary, time: harness.now))
        #expect(rows.selected.isEmpty, "the header, not the row beneath it")
    }

    @Test func aTouchThatCatchesAFlingStopsItAndSelectsNothing() {
        let (harness, table, rows) = Self.setUp(rows: 100)
        harness.drag(from: CGPoint(x: 100, y: 600), by: CGPoint(x: 0, y: -40), steps: 6)
        harness.advance(to: harness.now + 0.1)
        #expect(table.isDecelerating)
        harness.send(.pointerDown(position: CGPoint(x: 100, y: 300), button: .primary, time: harness.now))
        let caught = table.contentOffset.y
        #expect(!table.isDecelerating, "the finger stops the content")
        harness.advance(to: harness.now + 0.3)
        #expect(table.contentOffset.y == caught, "and it stays put under the finger")
        harness.send(.pointerUp(position: CGPoint(x: 100, y: 300), button: .primary, time: harness.now))
        #expect(rows.selected.isEmpty, "catching is not tapping")
        // The next tap selects as usual.
        harness.send(.pointerDown(position: CGPoint(x: 100, y: 300), button: .primary, time: harness.now))
        harness.send(.pointerUp(position: CGPoint(x: 100, y: 300), button: .primary, time: harness.now))
        #expect(rows.selected.count == 1)
    }

    @Test func reloadRowsAreMarkedEvenIfTheTableWasAskedFirst() {
        final class Watcher: NSObject, UITableViewDataSource, UITableViewDelegate {
            var marks: [Bool] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                marks.append(tableView.isDisplayingReload)
            }
        }
        let (harness, table, _) = Self.setUp(rows: 1)
        let watcher = Watcher()
        table.dataSource = watcher
        table.delegate = watcher
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 20, "answers before any layout")
        harness.advance(to: 1.0 / 60)
        // 650 points of 44-point rows: rows 0…14 are shown by the reload.
        #expect(watcher.marks == Array(repeating: true, count: 15))
        watcher.marks = []
        table.contentOffset = CGPoint(x: 0, y: 44)
        harness.advance(to: 2.0 / 60)
        #expect(watcher.marks == [false], "row 15 scrolled in: not a reload")
    }

    @Test func unregisteredIdentifierStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
            }
        }
    }
}

extension UITableViewTests {
    /// The separators are drawn from the table's own properties: a still table's list is handed out
    /// again, and a change to any of them brings a new one (checked the long way at every frame).
    @Test func separatorChangesReachAStillTable() {
        let (harness, table, _) = Self.setUp(rows: 20)
        let still = harness.advanceChecking(to: 1)
        #expect(harness.advanceChecking(to: 1.1) == still)
        let changes: [(String, () -> Void)] = [
            ("separatorColor", { table.separatorColor = .systemRed }),
            ("separatorInset", { table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0) }),
            ("separatorStyle", { table.separatorStyle = .none }),
        ]
        var time = 1.2
        for (name, change) in changes {
            let before = harness.advanceChecking(to: time)
            change()
            #expect(harness.advanceChecking(to: time + 0.05) != before, "\(name) changed the separators")
            time += 0.1
        }
    }
}
