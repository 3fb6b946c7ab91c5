import Foundation
import KinemaUI

/// The inspector's rows: as many as the layout gives room for, scrolled to keep the selection in view,
/// with a bar at the right saying where they are among all of them.
extension InspectorPanel {
    /// Places the rows shown and hides the others.
    func layoutRows() {
        let visible = frames.visibleRows
        firstRow = Self.firstRow(showing: shownSelection, current: firstRow, visible: visible, count: rows.count)
        for (index, row) in rows.enumerated() {
            let slot = index - firstRow
            row.background.isHidden = slot < 0 || slot >= visible
            guard !row.background.isHidden else { continue }
            row.layout(in: CGRect(
                x: frames.rows.minX, y: frames.rows.minY + CGFloat(slot) * InspectorLayout.rowHeight,
                width: frames.rows.width, height: InspectorLayout.rowHeight))
        }
        scrollBar.isHidden = visible >= rows.count || visible == 0
        guard !scrollBar.isHidden else { return }
        let track = frames.rows
        let height = max(12, track.height * CGFloat(visible) / CGFloat(rows.count))
        let top = track.minY + (track.height - height) * CGFloat(firstRow) / CGFloat(max(1, rows.count - visible))
        scrollBar.frame = CGRect(x: track.maxX + 2, y: top, width: 3, height: height)
    }

    /// The first row to show so that `selection` is in view, moving as little as possible from
    /// `current` (and keeping one row of context past the selection where there is one).
    static func firstRow(showing selection: Int, current: Int, visible: Int, count: Int) -> Int {
        guard visible > 0, count > visible else { return 0 }
        let context = visible >= 3 ? 1 : 0
        var first = min(current, count - visible)
        if selection - context < first { first = selection - context }
        if selection + context >= first + visible { first = selection + context - visible + 1 }
        return max(0, min(count - visible, first))
    }

    /// The parameter rows and the selected one's range: only when a value or the selection changed.
    func updateRows(_ state: InspectorState) {
        for (index, parameter) in state.rows.enumerated() where index < rows.count {
            rows[index].show(parameter, note: state.note(parameter), selected: index == state.selectedIndex)
        }
        if let text = state.rangeText() { rangeLabel.text = text }
        // The selection may have scrolled, the range text taken another line.
        layout()
    }

    /// The parameter row under a point in panel coordinates (a shown one).
    func parameterIndex(at point: CGPoint) -> Int? {
        guard !isCollapsed else { return nil }
        return rows.firstIndex { !$0.background.isHidden && $0.background.frame.contains(point) }
    }
}
