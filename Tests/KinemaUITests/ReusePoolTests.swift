import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// The pool tables (and collections) share: what it makes, what it hands back, how much it keeps.
@MainActor
@Suite("Reuse pool")
struct ReusePoolTests {
    @Test func makesOnceReusesAfterPreparingAndKeepsWhatWasOnScreen() {
        let pool = ReusePool<UITableViewCell>()
        pool.minimumCapacity = 2
        pool.register("row") { CountingCell(style: .default, reuseIdentifier: $0) }
        #expect(pool.dequeue("header") == nil, "nothing registered")
        let cells = (0..<5).map { _ in pool.dequeue("row") as! CountingCell }
        #expect(pool.created == 5)
        #expect(cells.allSatisfy { $0.awakened == 1 && $0.reused == 0 && $0.reuseIdentifier == "row" })
        // Five were on screen: the pool may keep five, not just its minimum of two.
        pool.noteVisible(5)
        for cell in cells { pool.enqueue(cell) }
        pool.enqueue(CountingCell(style: .default, reuseIdentifier: "row"))
        #expect(pool.idleCount == 5, "no more than the most ever visible")
        let again = pool.dequeue("row") as! CountingCell
        #expect(cells.contains { $0 === again } && again.reused == 1 && again.awakened == 1)
        #expect(pool.created == 5)
        pool.enqueue(UITableViewCell(style: .default, reuseIdentifier: nil))
        #expect(pool.idleCount == 4, "a cell without an identifier is not kept")
    }

    @Test func theTableDequeuesThroughThePool() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        let cell = table.dequeueReusableCell(withIdentifier: "row") as? CountingCell
        #expect(cell?.awakened == 1 && table.cellsCreated == 1)
        #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
    }
}
