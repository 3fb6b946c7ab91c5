import Foundation
import KinemaCore
import KinemaGraphics
import KinemaUI
import Testing
@testable import KinemaSDL

/// A translucent view groups only its overlapping runs (`DisplayCanvas.groupIfOverlapping`): on screen
/// that must be the view grouped whole, as iOS composites it, to a unit of rounding per channel (an item
/// outside a group is blended at its opacity; inside one, mixed with the backdrop at the group's).
@MainActor
@Suite("Opacity group runs on screen", .serialized)
struct OpacityGroupRunPixelTests {
    @Test func runsLookLikeTheWholeViewGrouped() throws {
        let size = (width: 240, height: 180)
        let runs = try RendererTests.canvas(size.width, size.height)
        let whole = try RendererTests.canvas(size.width, size.height)
        var generator = SplitMix64(seed: 23)
        var worst = 0
        var grouped = 0
        for _ in 0..<16 {
            func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &generator)) }
            let backdrop = DisplayItem.rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 240, height: 180), color: RGBAColor(hex: 0x3366AA)))
            var view: [DisplayItem] = (0..<Int.random(in: 3...7, using: &generator)).map { _ in
                let color = RGBAColor(red: Double(number(0...1)), green: Double(number(0...1)), blue: Double(number(0...1)), alpha: Double(number(0.5...1)))
                return .rect(RoundedRect(rect: CGRect(x: number(0...200), y: number(0...140), width: number(10...70), height: number(10...60)), cornerRadius: number(0...8), color: color))
            }
            let opacity = Double(number(0.2...0.9))
            for index in view.indices { view[index].divideOpacity(by: 1 / opacity) }
            var wholeView = view
            for index in wholeView.indices { wholeView[index].divideOpacity(by: opacity) }
            wholeView.insert(.beginGroup(OpacityGroup(opacity: opacity, bounds: CGRect(x: 0, y: 0, width: 240, height: 180))), at: 0)
            wholeView.append(.endGroup)
            DisplayCanvas.groupIfOverlapping(&view, from: 0, opacity: opacity, identifier: .none, behind: nil)
            grouped += view.contains { if case .beginGroup = $0 { true } else { false } } ? 1 : 0
            runs.drawChecked(runs.composition([backdrop] + view))
            whole.drawChecked(whole.composition([backdrop] + wholeView))
            for (a, b) in zip(runs.allPixels, whole.allPixels) {
                for shift in [0, 8, 16] as [UInt32] {
                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
            }
        }
        #expect(worst <= 1, "the most a channel differs: \(worst)")
        #expect(grouped > 0 && grouped < 16, "some views overlap and some do not (\(grouped) of 16 grouped)")
    }

    /// A white chevron at half opacity over black — in a translucent view, or in a translucent colour —
    /// is nowhere brighter than half the opaque chevron: its round caps over its strokes, blended twice,
    /// showed as bright dots at its ends.
    @Test func aTranslucentSymbolIsNotBlendedTwiceWhereItsStrokesJoin() throws {
        let canvas = try RendererTests.canvas(60, 60)
        func symbol(alpha: Double) -> [DisplayItem] {
            var drawing = DisplayCanvas(transform: .identity, opacity: 1, displayIdentifier: .none, backdrop: .black, items: [])
            let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: alpha)
            drawing.symbol("chevron.down", in: CGRect(x: 6, y: 6, width: 48, height: 48), pointSize: 44, weight: .semibold, color: white)
            return drawing.items
        }
        func pixels(_ items: [DisplayItem]) -> [UInt32] {
            canvas.drawChecked(canvas.composition(items, background: .black))
            return canvas.allPixels
        }
        let opaque = pixels(symbol(alpha: 1))
        #expect(opaque.contains { $0 & 0xFF == 0xFF } && opaque.contains { $0 & 0xFF == 0 }, "the chevron was drawn, the black around it")
        var view = symbol(alpha: 1)
        for index in view.indices { view[index].divideOpacity(by: 2) }
        DisplayCanvas.groupIfOverlapping(&view, from: 0, opacity: 0.5, identifier: .none, behind: nil)
        let inView = Self.brighterThanHalf(pixels(view), opaque), tinted = Self.brighterThanHalf(pixels(symbol(alpha: 0.5)), opaque)
        #expect(inView == 0 && tinted == 0, "pixels brighter than half the opaque chevron: \(inView) in a view, \(tinted) tinted")
    }

    /// Sibling groups — one that splits (a fill under a small item) after one that does not — across a
    /// clip's edge, redrawn in bands of damage: every band gives the whole frame's pixels (a group split
    /// or not by what the band showed of it and its neighbours differed by a unit of rounding).
    @Test func splitGroupsRedrawTheirPixelsInAnyBand() throws {
        let size = (width: 120, height: 90)
        let whole = try RendererTests.canvas(size.width, size.height), banded = try RendererTests.canvas(size.width, size.height)
        func group(_ x: CGFloat, _ y: CGFloat, small: Bool, opacity: Double) -> [DisplayItem] {
            let inner = small ? CGRect(x: x + 16, y: y + 1, width: 22, height: 12) : CGRect(x: x + 2, y: y + 2, width: 46, height: 26)
            return [.beginGroup(OpacityGroup(opacity: opacity, bounds: CGRect(x: x, y: y, width: 50, height: 30))),
                    .rect(RoundedRect(rect: CGRect(x: x, y: y, width: 50, height: 30), cornerRadius: 15, color: RGBAColor(hex: 0xF2E6D9))),
                    .rect(RoundedRect(rect: inner, cornerRadius: 3, color: RGBAColor(hex: 0x1A4D80))), .endGroup]
        }
        var differing: [String] = []
        for variant in 0..<12 {
            let opacity = 0.13 + 0.07 * Double(variant), shift = CGFloat(variant) * 0.37
            let items: [DisplayItem] = [
                .rect(RoundedRect(rect: CGRect(x: 0, y: 0, width: 120, height: 90), color: RGBAColor(hex: 0x292133))),
                .pushClip(rect: CGRect(x: 0, y: 0, width: 120, height: 61.3 + shift), transform: .identity, identifier: nil),
            ] + group(4.3, 40.6 + shift, small: false, opacity: opacity) + group(60.1, 40.2 + shift, small: true, opacity: opacity) + [.popClip]
            let composition = whole.composition(items)
            whole.drawChecked(composition)
            banded.drawChecked(composition)
            for band in [CGRect(x: 0, y: 0, width: 120, height: 47), CGRect(x: 0, y: 47, width: 120, height: 13), CGRect(x: 70, y: 55, width: 50, height: 35)] {
                banded.drawChecked(composition, damage: [band])
                let (w, b) = (whole.allPixels, banded.allPixels)
                if let first = w.indices.first(where: { w[$0] != b[$0] }) { differing.append("variant \(variant), \(band): (\(first % size.width), \(first / size.width))") }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(4))")
    }

    /// How many pixels' blue is more than half the opaque one's (and a unit of rounding).
    static func brighterThanHalf(_ pixels: [UInt32], _ opaque: [UInt32]) -> Int {
        var count = 0
        for (pixel, full) in zip(pixels, opaque) where Int(pixel & 0xFF) > (Int(full & 0xFF) + 1) / 2 + 1 { count += 1 }
        return count
    }
}
