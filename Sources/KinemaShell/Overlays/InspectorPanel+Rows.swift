import Foundation
import KinemaUI
import KinemaTweaks

/// The inspector's rows: as many as the layout gives room for, scrolled to keep the selection in view,
/// with a bar at the right saying where they are among all of them.
extension InspectorPanel {
    /// The rows' slots, top to bottom: each row, after its group's heading where it begins a group.
    var rowSlots: [(row: Int, isHeading: Bool)] {
        rows.indices.flatMap { index in rows[index].heading == nil ? [(index, false)] : [(index, true), (index, false)] }
    }

    /// Places the rows (and headings) shown and hides the others.
    func layoutRows() {
        let slots = rowSlots, visible = frames.visibleRows
        let selected = slots.firstIndex { $0.row == shownSelection && !$0.isHeading } ?? 0
        firstRow = Self.firstRow(showing: selected, current: firstRow, visible: visible, count: slots.count)
        for (slot, item) in slots.enumerated() {
            let place = slot - firstRow
            let view: UIView = item.isHeading ? rows[item.row].heading! : rows[item.row].background
            view.isHidden = place < 0 || place >= visible
            guard !view.isHidden else { continue }
            let frame = CGRect(
                x: frames.rows.minX, y: frames.rows.minY + CGFloat(place) * InspectorLayout.rowHeight,
                width: frames.rows.width, height: InspectorLayout.rowHeight)
            if item.isHeading {
                view.frame = CGRect(x: frame.minX + 8, y: frame.minY + 8, width: frame.width - 16, height: frame.height - 8)
            } else {
                rows[item.row].layout(in: frame)
            }
        }
        scrollBar.isHidden = visible >= slots.count || visible == 0
        guard !scrollBar.isHidden else { return }
        let track = frames.rows
        let height = max(12, track.height * CGFloat(visible) / CGFloat(slots.count))
        let top = track.minY + (track.height - height) * CGFloat(firstRow) / CGFloat(max(1, slots.count - visible))
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
        // The range text may have taken another line (the whole panel is laid out again), or the
        // selection scrolled (the rows are).
        if rangeLines != frames.rangeLines { layout() } else { layoutRows() }
    }

    /// The parameter row under a point in panel coordinates (a shown one).
    func parameterIndex(at point: CGPoint) -> Int? {
        guard !isCollapsed else { return nil }
        return rows.firstIndex { !$0.background.isHidden && $0.background.frame.contains(point) }
    }
}
