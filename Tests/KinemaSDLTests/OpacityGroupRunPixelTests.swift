import Foundation
import KinemaCore
import KinemaGraphics
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
}
