import Foundation
import KinemaTweaks

/// How the inspector shares its height, as frames in panel points: the header (title, subtitle, the
/// status line's two lines), the rows, the line under them, the plot with its title, the HUD with its
/// frame graph, the scene's key hints and the key legend at the bottom.
///
/// Nothing overlaps at any height: what does not fit gives way in a fixed order rather than being drawn
/// over its neighbour. First every section gets its minimum — the plot 110 points (a spring editor a hand
/// can use), four rows (they scroll), one legend line — then, in turn, the whole legend, every row, a
/// plot of 200, the frame graph, and a plot of up to 320. An enlarged editor (key E, or a click on the
/// plot's title) keeps three rows and one legend line and gives the plot everything else. Below the
/// minimums (a panel under about 560 points) the lowest sections are left out, never overlapped.
struct InspectorLayout: Equatable {
    /// What the layout is made for.
    struct Content: Equatable {
        var size: CGSize
        var rowCount: Int
        var hasPlot: Bool
        var showsHUD: Bool
        var enlargesEditor: Bool
        var legendLines: Int
        /// Lines the text under the rows takes (1 or 2).
        var rangeLines: Int = 1
        var hasHints = true
    }

    static let padding: CGFloat = 20
    static let rowHeight: CGFloat = 26
    static let lineHeight: CGFloat = 16
    static let minimumPlot: CGFloat = 110
    static let comfortablePlot: CGFloat = 200
    static let largestPlot: CGFloat = 320
    static let graphHeight: CGFloat = 60
    static let minimumRows = 4
    static let enlargedRows = 3
    /// Room for the status line's two lines.
    static let statusHeight: CGFloat = 32

    var title = CGRect.zero, subtitle = CGRect.zero, status = CGRect.zero
    /// The lines laid out for the text under the rows.
    var rangeLines = 1
    /// The rows' viewport, and how many rows it shows (the rest scroll).
    var rows = CGRect.zero
    var visibleRows = 0
    var range = CGRect.zero
    var plotTitle = CGRect.zero, plot = CGRect.zero
    var hud = CGRect.zero, graph = CGRect.zero
    var hints = CGRect.zero
    /// One frame per legend line shown (from the top one); fewer than asked when the panel is short.
    var legend: [CGRect] = []

    init(_ content: Content) {
        let width = content.size.width - 2 * Self.padding, x = Self.padding
        func line(_ y: CGFloat, _ height: CGFloat = Self.lineHeight) -> CGRect { CGRect(x: x, y: y, width: width, height: height) }
        title = line(12, 28)
        subtitle = line(42, 18)
        status = line(64, Self.statusHeight)
        let grants = Self.grants(for: content)
        rangeLines = content.rangeLines
        var y: CGFloat = 104
        visibleRows = grants.rows
        rows = CGRect(x: x - 8, y: y, width: width + 16, height: CGFloat(grants.rows) * Self.rowHeight)
        y += rows.height
        let rangeHeight = CGFloat(content.rangeLines) * 14 + 2
        range = line(y + 2, rangeHeight)
        y += rangeHeight + 10
        if grants.plot > 0 {
            plotTitle = line(y)
            plot = line(y + 18, grants.plot)
            y += 18 + grants.plot + 10
        }
        if content.showsHUD, grants.hud {
            hud = line(y)
            graph = line(y + 18, grants.graph)
        }
        var bottom = content.size.height - 10 - CGFloat(grants.legend) * Self.lineHeight
        legend = (0..<grants.legend).map { line(bottom + CGFloat($0) * Self.lineHeight) }
        if content.hasHints, grants.hints {
            bottom -= 20
            hints = line(bottom)
        }
    }

    /// What each section gets: rows shown, the plot's and the graph's heights, legend lines, and whether
    /// the HUD line and the hints have room.
    private struct Grants {
        var rows = 0, plot: CGFloat = 0, graph: CGFloat = 0, legend = 0, hud = false, hints = false
    }

    private static func grants(for content: Content) -> Grants {
        var grants = Grants()
        // Fixed: the header, the range line, the plot's title and gaps, the HUD line, the hints.
        let rangeHeight = CGFloat(content.rangeLines) * 14 + 2 + 10
        var left = content.size.height - 104 - rangeHeight - 10
        func take(_ amount: CGFloat) -> Bool {
            guard amount <= left else { return false }
            left -= amount
            return true
        }
        let plotChrome: CGFloat = content.hasPlot ? 28 : 0
        let rowsWanted = content.rowCount
        let rowsLeast = min(rowsWanted, content.enlargesEditor ? enlargedRows : minimumRows)
        // The minimums, most useful first: the rows' least, the plot's least, one legend line, the HUD's
        // line, the hints.
        grants.rows = max(0, min(rowsLeast, Int(left / rowHeight)))
        left -= CGFloat(grants.rows) * rowHeight
        if content.hasPlot, take(plotChrome + minimumPlot) { grants.plot = minimumPlot }
        if content.legendLines > 0, take(lineHeight) { grants.legend = 1 }
        grants.hud = content.showsHUD && take(18 + 8)
        grants.hints = content.hasHints && take(20)
        if content.enlargesEditor, grants.plot > 0 {
            grants.plot += max(0, left)
            return grants
        }
        // Then the comforts, in turn.
        if content.legendLines > 1, take(CGFloat(content.legendLines - 1) * lineHeight) { grants.legend = content.legendLines }
        let moreRows = max(0, min(rowsWanted - grants.rows, Int(left / rowHeight)))
        grants.rows += moreRows
        left -= CGFloat(moreRows) * rowHeight
        if grants.plot > 0 {
            let toComfortable = min(max(0, left), comfortablePlot - grants.plot)
            grants.plot += toComfortable
            left -= toComfortable
        }
        if grants.hud, take(graphHeight) { grants.graph = graphHeight }
        if grants.plot > 0 { grants.plot += min(max(0, left), largestPlot - grants.plot) }
        return grants
    }
}
