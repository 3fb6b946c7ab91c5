import Foundation
import KinemaUI
import KinemaTweaks

// Seed 000's animator, as written; `@MainActor` added where Swift 6 asks for it (as it would on iOS).

// определяем псевдоним типа для удобства применения
typealias TableCellAnimation = @MainActor (UITableViewCell, IndexPath, UITableView) -> Void

// класс для анимации, которая применяется к tableView
@MainActor
final class TableViewAnimator {
    private let animation: TableCellAnimation

    init(animation: @escaping TableCellAnimation) {
        self.animation = animation
    }

    func animate(cell: UITableViewCell, at indexPath: IndexPath, in tableView: UITableView) {
        animation(cell, indexPath, tableView)
    }
}
