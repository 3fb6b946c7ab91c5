import Foundation
import KinemaCore
import KinemaGraphics
import Testing
@testable import KinemaSDL

/// The first layer's unchanged leading items are copied in from the pixels they drew rather than drawn
/// (`PrefixSnapshot`): a fading dimming over a still screen. Every frame must be the pixels of drawing
/// them, whether the frame is drawn whole, in damaged rectangles, or cut around an opaque cover; the
/// pixels are dropped the moment one of those items changes.
@MainActor
@Suite("Prefix snapshot", .serialized)
struct PrefixSnapshotTests {
    static let size = (width: 220, height: 180)

    /// A still screen of `PrefixSnapshot.fewestItems` items and more (cards, text, an image), with a
    /// clip closed among them.
    static func screen(shift: CGFloat = 0) -> [DisplayItem] {
        var items: [DisplayItem] = [.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 220, height: 180), color: RGBAColor(hex: 0x36455C)))]
        for row in 0..<4 {
            let y = 8 + CGFloat(row) * 42 + shift
            items.append(.rect(RoundedRect(rect: CGRect(x: 8, y: y, width: 204, height: 36), cornerRadius: 6, color: .white)))
            items.append(.pushClip(rect: CGRect(x: 8, y: y, width: 204, height: 36), transform: .identity, identifier: nil))
            items.append(.text(TextRun(text: "Card \(row)", fontSize: 13, color: RGBAColor(hex: 0x000000), rect: CGRect(x: 16, y: y + 6, width: 120, height: 22))))
            items.append(.popClip)
        }
        items.append(.image(ImageItem(path: LazyClearTests.image, rect: CGRect(x: 150.3, y: 20.6, width: 50, height: 50))))
        return items
    }

    /// The dimming at `alpha` over the screen, with an icon sliding in on it.
    static func overlay(alpha: Double, iconX: CGFloat) -> [DisplayItem] {
        [
            .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 220, height: 180), color: RGBAColor(red: 0.2, green: 0.25, blue: 0.35, alpha: alpha))),
            .rect(RoundedRect(rect: CGRect(x: iconX, y: 70, width: 30, height: 30), cornerRadius: 15, color: RGBAColor(hex: 0xFF9500))),
        ]
    }

    /// Draws `frames` on a canvas copying the screen in and on one drawing it, each as the window would
    /// (damaged rectangles) and whole; returns the frames that differ and the copying canvas.
    static func compare(_ frames: [[DisplayItem]]) throws -> (differing: [String], canvas: OffscreenCanvas) {
        let copying = try RendererTests.canvas(size.width, size.height)
        let drawing = try RendererTests.canvas(size.width, size.height)
        let copyingWhole = try RendererTests.canvas(size.width, size.height)
        drawing.renderer.usesPrefixSnapshot = false
        var differing: [String] = []
        for (index, items) in frames.enumerated() {
            _ = copying.drawChanges(copying.composition(items))
            _ = drawing.drawChanges(drawing.composition(items))
            copyingWhole.drawChecked(copyingWhole.composition(items))
            let reference = drawing.allPixels
            for (name, canvas) in [("damaged", copying), ("whole", copyingWhole)] {
                let pixels = canvas.allPixels
                if let first = pixels.indices.first(where: { pixels[$0] != reference[$0] }) {
                    differing.append("frame \(index) \(name): first at (\(first % size.width), \(first / size.width))")
                }
                let broken = canvas.renderer.clearMap.checkInvariants()
                if !broken.isEmpty { differing.append("frame \(index) \(name): \(broken.prefix(2))") }
            }
        }
        return (differing, copying)
    }

    @Test func aFadeOverAStillScreenIsThePixelsOfDrawingIt() throws {
        let frames = (0..<12).map { Self.screen() + Self.overlay(alpha: 0.1 + 0.07 * Double($0), iconX: 10 + 13.7 * CGFloat($0)) }
        let (differing, canvas) = try Self.compare(frames)
        #expect(differing.isEmpty, "\(differing.prefix(6))")
        let prefix = canvas.renderer.prefix
        #expect(prefix.keeps == 1 && prefix.copies >= 8, "kept once, then copied in: \(prefix.keeps) keeps, \(prefix.copies) copies")
        // The dimming covers every damaged rectangle: blended into each row as it was copied.
        #expect(prefix.coveredCopies == prefix.copies, "\(prefix.coveredCopies) of \(prefix.copies) copies dimmed as they were copied")
    }

    /// The menu's case: a button (a disc and its symbol, the symbol turning) between the screen and the
    /// dimming, and the dimming in a translucent group with its icons (split: composited around the
    /// icons alone), then without the group once it is opaque. The dimming is still blended in as the
    /// screen is copied, but where the button and the icons are.
    @Test func aDimmingAfterAButtonAndInASplitGroupIsBlendedInAsItIsCopied() throws {
        func button(turn: CGFloat) -> [DisplayItem] {
            [.rect(RoundedRect(rect: CGRect(x: 95, y: 140, width: 30, height: 30), cornerRadius: 15, color: RGBAColor(hex: 0x007AFF))),
             .symbol(SymbolItem(name: "plus", rect: CGRect(x: 100, y: 145, width: 20, height: 20), pointSize: 16, strokeWidth: 0.1, color: .white, transform: CGAffineTransform(rotationAngle: turn)))]
        }
        func menu(opacity: Double, iconX: CGFloat) -> [DisplayItem] {
            let label = TextRun(text: "Photo", fontSize: 13, color: .white, rect: CGRect(x: iconX - 10, y: 104, width: 50, height: 18))
            let contents: [DisplayItem] = Self.overlay(alpha: 0.8, iconX: iconX) + [.text(label)]
            guard opacity < 1 else { return contents }
            let group = OpacityGroup(opacity: opacity, bounds: CGRect(x: 0, y: 0, width: 220, height: 180))
            return [.beginGroup(group)] + contents + [.endGroup]
        }
        let frames: [[DisplayItem]] = (0..<14).map { (frame: Int) -> [DisplayItem] in
            let opacity = frame < 9 ? 0.3 + 0.07 * Double(frame) : 1
            return Self.screen() + button(turn: 0.2 * CGFloat(frame)) + menu(opacity: opacity, iconX: 20 + 9.3 * CGFloat(frame))
        }
        let (differing, canvas) = try Self.compare(frames)
        #expect(differing.isEmpty, "\(differing.prefix(6))")
        let prefix = canvas.renderer.prefix
        #expect(prefix.keeps == 1 && prefix.copies >= 8, "kept once, then copied in: \(prefix.keeps) keeps, \(prefix.copies) copies")
        #expect(prefix.coveredCopies == prefix.copies, "\(prefix.coveredCopies) of \(prefix.copies) copies dimmed as they were copied")
    }

    @Test func aChangeInTheScreenDropsThePixels() throws {
        var frames = (0..<6).map { Self.screen() + Self.overlay(alpha: 0.1 + 0.07 * Double($0), iconX: 20) }
        // A card moves under the dimming: the kept pixels are wrong from here, and must not be copied.
        frames += (0..<3).map { Self.screen(shift: 3 + CGFloat($0)) + Self.overlay(alpha: 0.6 + 0.05 * Double($0), iconX: 20) }
        frames += (0..<5).map { Self.screen(shift: 5) + Self.overlay(alpha: 0.75 + 0.03 * Double($0), iconX: 20) }
        let (differing, canvas) = try Self.compare(frames)
        #expect(differing.isEmpty, "\(differing.prefix(6))")
        #expect(canvas.renderer.prefix.keeps == 2, "kept again once the screen held still")
    }

    /// An opaque cover at the end of a screen of plain fills hides it (`firstVisibleItem` finds covers
    /// before the first clip): drawing starts at the cover, nothing is copied.
    @Test func anOpaqueCoverAfterTheScreenIsDrawnFromTheCover() throws {
        let fills = Self.screen().filter { if case .rect = $0 { true } else { false } }
        let cover = DisplayItem.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 220, height: 180), color: RGBAColor(hex: 0x112233)))
        let frames = (0..<8).map { fills + fills + [cover] + Self.overlay(alpha: 0.1 + 0.05 * Double($0), iconX: 30) }
        let (differing, canvas) = try Self.compare(frames)
        #expect(differing.isEmpty, "\(differing.prefix(6))")
        #expect(canvas.renderer.prefix.copies == 0)
    }

    @Test func theSharedPrefixEndsWhereNothingIsOpen() {
        let clip = DisplayItem.pushClip(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .identity, identifier: nil)
        let a = RoundedRect(rect: CGRect(x: 0, y: 0, width: 5, height: 5), color: .white)
        let b = RoundedRect(rect: CGRect(x: 1, y: 0, width: 5, height: 5), color: .white)
        let still = [DisplayItem](repeating: .rect(a), count: PrefixSnapshot.fewestItems)
        // The lists part inside the clip: the shared prefix ends before it.
        #expect(PrefixSnapshot.sharedPrefix(still + [clip, .rect(a), .popClip], still + [clip, .rect(b), .popClip]) == still.count)
        #expect(PrefixSnapshot.sharedPrefix(still + [clip, .rect(a), .popClip, .rect(a)], still + [clip, .rect(a), .popClip, .rect(b)]) == still.count + 3)
        #expect(PrefixSnapshot.sharedPrefix(still + [.rect(a)], still + [.rect(a), .rect(b)]) == still.count + 1)
        // Fewer shared items than are worth keeping: none.
        #expect(PrefixSnapshot.sharedPrefix(Array(still.dropFirst()) + [.rect(a)], Array(still.dropFirst()) + [.rect(b)]) == 0)
    }
}
