import Foundation
import KinemaGraphics
import KinemaUI

/// Whether the texts of a DisplayList stay apart: no two texts' ink over each other, none outside given
/// bounds. Shared by the checks with the approximate metrics (`TextMetrics.approximateSize`) and with the
/// real font the window draws with (the measuring closure decides which).
public enum TextOverlap {
    /// The drawn size of a text run in its list's points (width of its line, height of the font's line).
    public typealias Measure = (TextRun) -> CGSize

    /// Inter's advance widths without a rasteriser: what layout measures in tests.
    public static func approximate(_ run: TextRun) -> CGSize {
        TextMetrics.approximateSize(of: run.text, font: UIFont.systemFont(ofSize: run.fontSize, weight: UIFont.Weight(rawValue: run.weight)))
    }

    /// The ink frames of a DisplayList's texts, in its coordinates. A text's ink is its measured width,
    /// placed by its alignment in its box as the renderer places it (a wider text runs past its box, as
    /// drawn), and one line's height; inside a clip, only what the clip lets through (a text clipped away
    /// entirely is left out).
    public static func frames(_ list: DisplayList, measure: Measure) -> [(text: String, frame: CGRect)] {
        var clips: [CGRect] = []
        var frames: [(text: String, frame: CGRect)] = []
        for item in list.items {
            switch item {
            case .pushClip(let rect, let transform, _):
                let bounds = rect.applying(transform)
                clips.append(clips.last.map { $0.intersection(bounds) } ?? bounds)
            case .popClip:
                _ = clips.popLast()
            case .text(let run):
                var frame = inkFrame(run, size: measure(run))
                if let clip = clips.last { frame = frame.intersection(clip) }
                if !frame.isNull, frame.width > 0, frame.height > 0 { frames.append((run.text, frame)) }
            default:
                continue
            }
        }
        return frames
    }

    static func inkFrame(_ run: TextRun, size: CGSize) -> CGRect {
        let width = size.width, height = min(run.rect.height, size.height)
        let x = switch run.alignment {
        case .left: run.rect.minX
        case .center: run.rect.midX - width / 2
        case .right: run.rect.maxX - width
        }
        return CGRect(x: x, y: run.rect.midY - height / 2, width: width, height: height).applying(run.transform)
    }

    /// The pairs of texts that overlap (by more than half a point each way), and the texts outside `bounds`.
    public static func problems(in list: DisplayList, bounds: CGRect, measure: Measure = approximate) -> [String] {
        let texts = frames(list, measure: measure).filter { !$0.text.isEmpty }
        var found: [String] = []
        for (index, a) in texts.enumerated() {
            if !bounds.insetBy(dx: -0.5, dy: -0.5).contains(a.frame) { found.append("“\(a.text)” leaves the bounds: \(a.frame)") }
            for b in texts[(index + 1)...] where a.frame.insetBy(dx: 0.5, dy: 0.5).intersects(b.frame.insetBy(dx: 0.5, dy: 0.5)) {
                found.append("“\(a.text)” \(a.frame) overlaps “\(b.text)” \(b.frame)")
            }
        }
        return found
    }
}
