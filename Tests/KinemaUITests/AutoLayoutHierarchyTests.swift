import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// Subtrees that join and leave a hierarchy laid out by constraints — a cell coming into a scrolled
/// collection and going again — move the engine by their own items only: what was in it stays (the
/// same entries), and the frames are those a rebuild from scratch gives.
@MainActor
@Suite("Auto Layout as subtrees come and go")
struct AutoLayoutHierarchyTests {
    /// A 300 × 400 root with a header pinned 20 from its top, 44 high, full width.
    func root() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), header.heightAnchor.constraint(equalToConstant: 44),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor), header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, header)
    }

    /// A cell placed by its frame, its badge (50 × 20) 10 from its leading edge and centred vertically:
    /// at (10, 40) in a 100-high cell.
    func cell(at origin: CGPoint) -> (UIView, AutoLayoutTests.Sized) {
        let cell = UIView(frame: CGRect(origin: origin, size: CGSize(width: 200, height: 100)))
        let badge = AutoLayoutTests.Sized(50, 20)
        cell.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10), badge.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
        ])
        return (cell, badge)
    }

    @Test func aCellJoinsAndLeavesWithoutRebuildingTheEngine() throws {
        let (root, header) = root()
        let engine = try #require(root.layoutState?.engine)
        let headerEntry = try #require(engine.entries[ObjectIdentifier(header)])
        let (cell, badge) = cell(at: CGPoint(x: 0, y: 100))
        root.addSubview(cell)
        root.layoutIfNeeded()
        #expect(engine.entries[ObjectIdentifier(header)] === headerEntry, "the header's entry stayed: no rebuild")
        #expect(badge.frame == CGRect(x: 10, y: 40, width: 50, height: 20))
        #expect(header.frame == CGRect(x: 0, y: 20, width: 300, height: 44))
        // The same frames from a rebuild from scratch.
        engine.needsRebuild = true
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 40, width: 50, height: 20))
        let rebuiltHeader = try #require(engine.entries[ObjectIdentifier(header)])

        cell.removeFromSuperview()
        #expect(!engine.needsRebuild)
        #expect(engine.entries[ObjectIdentifier(badge)] == nil && engine.entries[ObjectIdentifier(cell)] == nil, "the cell's items left")
        #expect(engine.entries[ObjectIdentifier(header)] === rebuiltHeader)
        // Alone, the cell lays itself out with its own engine.
        cell.frame.size.height = 60
        cell.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 20, width: 50, height: 20))

        // Back, elsewhere: its constraints join again.
        cell.frame = CGRect(x: 50, y: 200, width: 200, height: 80)
        root.addSubview(cell)
        root.layoutIfNeeded()
        #expect(engine.entries[ObjectIdentifier(header)] === rebuiltHeader)
        #expect(engine.entries[ObjectIdentifier(badge)] != nil)
        #expect(badge.frame == CGRect(x: 10, y: 30, width: 50, height: 20))
    }

    /// A constraint from outside that reaches into a leaving subtree goes (UIKit's rule); the subtree's
    /// own stay with it, and what is left solves without it.
    @Test func aSubtreeLeavingTakesOnlyItsOwnConstraintsAlong() throws {
        let (root, header) = root()
        let engine = try #require(root.layoutState?.engine)
        let (cell, badge) = cell(at: CGPoint(x: 0, y: 100))
        root.addSubview(cell)
        let reach = badge.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8)
        reach.priority = .defaultLow
        reach.isActive = true
        root.layoutIfNeeded()
        cell.removeFromSuperview()
        #expect(!reach.isActive, "the constraint reaching into the cell from outside was removed")
        #expect(cell.constraints.count == 2, "the cell keeps its own")
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 20, width: 300, height: 44))
        #expect(!engine.needsRebuild)
    }

    /// A cell moved and resized by its frame (a collection's layout change) and a badge whose intrinsic
    /// size changes keep their system constraints — the same objects, their constants moved in place —
    /// and lay out as a rebuild from scratch does; a change of the autoresizing mask changes their shape,
    /// and they are made again.
    @Test func movedAndResizedViewsMoveTheirConstraintsInPlace() throws {
        let (root, _) = root()
        let (cell, badge) = cell(at: CGPoint(x: 0, y: 100))
        root.addSubview(cell)
        root.layoutIfNeeded()
        let engine = try #require(root.layoutState?.engine)
        let steps = [
            (CGRect(x: 30, y: 80, width: 120, height: 60), CGSize(width: 40, height: 10)),
            (CGRect(x: 5.5, y: 210.25, width: 260, height: 150), CGSize(width: 90, height: 36)),
        ]
        for (frame, size) in steps {
            let cellEntry = try #require(engine.entries[ObjectIdentifier(cell)]), badgeEntry = try #require(engine.entries[ObjectIdentifier(badge)])
            let (cellSystem, badgeSystem) = (cellEntry.system, badgeEntry.system)
            #expect(cellSystem.count == 4 && badgeSystem.count == 4)
            cell.frame = frame
            badge.size = size
            badge.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            #expect(cellEntry.system.elementsEqual(cellSystem, by: ===) && badgeEntry.system.elementsEqual(badgeSystem, by: ===), "the same constraints")
            let expected = CGRect(x: 10, y: (frame.height - size.height) / 2, width: size.width, height: size.height)
            #expect(badge.frame == expected && cell.frame == frame)
            engine.needsRebuild = true
            root.layoutIfNeeded()
            #expect(badge.frame == expected && cell.frame == frame, "a rebuild from scratch")
            #expect(engine.entries[ObjectIdentifier(cell)] !== cellEntry)
        }
        try checkMaskChange(root: root, cell: cell, engine: engine)
    }

    /// A flexible width makes the cell's width follow the root's: its constraints are made again.
    private func checkMaskChange(root: UIView, cell: UIView, engine: LayoutEngine) throws {
        let entry = try #require(engine.entries[ObjectIdentifier(cell)])
        let before = entry.system
        cell.autoresizingMask = [.flexibleWidth]
        cell.frame.origin.x = 12
        root.layoutIfNeeded()
        #expect(!entry.system.elementsEqual(before, by: ===), "new constraints for a new shape")
        root.frame.size.width = 340
        root.layoutIfNeeded()
        #expect(cell.frame.width == 300, "the width followed the root's by its 40 points")
    }

    /// A constraint is installed on the nearest view both its items are in (or are): siblings' on their
    /// parent, a view and its ancestor's on the ancestor, cousins' on the shared grandparent, a view with
    /// itself on itself; views of two hierarchies share none.
    @Test func theNearestCommonAncestorIsWhereAConstraintGoes() {
        let root = UIView(), left = UIView(), right = UIView(), leftChild = UIView(), rightChild = UIView(), deep = UIView()
        root.addSubview(left)
        root.addSubview(right)
        left.addSubview(leftChild)
        right.addSubview(rightChild)
        leftChild.addSubview(deep)
        func common(_ a: UIView?, _ b: UIView?) -> UIView? { NSLayoutConstraint.nearestCommonAncestor(a, b) }
        #expect(common(leftChild, left) === left)
        #expect(common(left, right) === root)
        #expect(common(deep, rightChild) === root)
        #expect(common(deep, leftChild) === leftChild)
        #expect(common(rightChild, deep) === root)
        #expect(common(deep, deep) === deep)
        #expect(common(deep, UIView()) == nil)
        #expect(common(nil, deep) == nil)
        let constraint = deep.leadingAnchor.constraint(equalTo: rightChild.leadingAnchor)
        #expect(constraint.commonAncestor === root)
    }
}
