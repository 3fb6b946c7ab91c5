import Foundation
import KinemaCore
import Testing
@testable import KinemaUI

/// UIStackView laid out by UIKit's constraints. References by hand: each test's comment gives the
/// arithmetic of the distribution it checks.
@MainActor
@Suite("Stack view layout")
struct StackViewLayoutTests {
    typealias Sized = AutoLayoutTests.Sized

    func row(_ widths: [CGFloat], width: CGFloat = 300, height: CGFloat = 40) -> (UIStackView, [Sized]) {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let views = widths.map { Sized($0, 20) }
        views.forEach(stack.addArrangedSubview)
        return (stack, views)
    }

    @Test func fillStretchesTheLowestHuggingAndOnATieTheLast() {
        // 50 + 60 + 70 + 2 × 10 = 200 of 300: the 100 left goes to the view hugging least (the first, at
        // 200), and with equal priorities to the last.
        let (stack, views) = row([50, 60, 70])
        stack.spacing = 10
        views[0].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [150, 60, 70])
        views[0].setContentHuggingPriority(.defaultLow, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 60, 170])
        #expect(views.map(\.frame.minX) == [0, 60, 130])
    }

    @Test func fillProportionallySharesTheLengthLeftAfterSpacing() {
        // Intrinsic 20, 60, 120 (total 200) in 300 with spacing 10: 280 shared 1 : 3 : 6 → 28, 84, 168.
        let (stack, views) = row([20, 60, 120])
        stack.spacing = 10
        stack.distribution = .fillProportionally
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [28, 84, 168])
        #expect(views.map(\.frame.minX) == [0, 38, 132])
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Widths 20, 60, 100 in 300: first centre 10, last 250, so centres 120 apart: 10, 130, 250.
        let (stack, views) = row([20, 60, 100])
        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [10, 130, 250])
    }

    @Test func alignmentsAcrossTheAxis() {
        // Heights 20 in a 40-high row: leading at 0, centre at 10, trailing at 20; fill is 40 high.
        let (stack, views) = row([50, 50])
        for (alignment, y, height) in [(UIStackView.Alignment.leading, 0.0, 20.0), (.center, 10, 20), (.trailing, 20, 20), (.fill, 0, 40)] {
            stack.alignment = alignment
            stack.layoutIfNeeded()
            #expect(views.allSatisfy { $0.frame.minY == y && $0.frame.height == height }, "\(alignment)")
        }
    }

    @Test func baselinesLineUp() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let big = UILabel(), small = UILabel()
        big.text = "Title"
        big.font = .systemFont(ofSize: 30)
        small.text = "subtitle"
        small.font = .systemFont(ofSize: 12)
        stack.addArrangedSubview(big)
        stack.addArrangedSubview(small)
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        func baseline(_ label: UILabel) -> CGFloat {
            label.frame.midY - label.intrinsicContentSize.height / 2 + label.font.ascender
        }
        #expect(abs(baseline(big) - baseline(small)) < 1e-9)
        #expect(big.frame.minY == 0, "the tallest touches the top")
    }

    @Test func marginsRelativeArrangementAndCustomSpacing() {
        // Margins 8 each side: 284 for 50 + 60 with a custom 30 after the first; the last takes the rest.
        let (stack, views) = row([50, 60])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.setCustomSpacing(30, after: views[0])
        stack.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [8, 88] && views[1].frame.width == 204)
        #expect(views[0].frame.minY == 8 && views[0].frame.height == 24)
    }

    @Test func hidingInsideABlockCollapsesWithIt() {
        // Three equal views in 300 (100 each); the middle hidden in a linear 1 s block: at 0.5 s it is
        // 50 wide, then gone, the others 150 each.
        let harness = Harness()
        let (stack, views) = row([10, 10, 10])
        stack.distribution = .fillEqually
        harness.window.addSubview(stack)
        harness.advance(to: 0.1)
        #expect(views.map(\.frame.width) == [100, 100, 100])
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { views[1].isHidden = true }
        #expect(views[1].isHidden && views[0].frame.width == 150 && views[1].frame.width == 0)
        harness.advance(to: 0.6)
        expectClose(views[1].layer.presentation()!.bounds.width, 50, tolerance: 1e-9)
        #expect(!views[1].walkFields.isHidden, "drawn while it collapses")
        harness.advance(to: 1.2)
        #expect(views[1].walkFields.isHidden, "hidden once collapsed")
        views[1].isHidden = false
        harness.advance(to: 1.3)
        #expect(views.map(\.frame.width) == [100, 100, 100])
    }
}
