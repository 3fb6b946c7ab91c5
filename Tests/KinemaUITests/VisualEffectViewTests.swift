import Foundation
import KinemaCore
import Testing
import KinemaGraphics
@testable import KinemaUI

/// `UIVisualEffectView` as Apple's reference describes it: subviews go to `contentView`, which fills the
/// view; one added to the view itself is warned about (UIKit raises); each blur style's recipe — Apple's
/// three from its image-effects sample, Kinema's approximation for the rest — and the materials that
/// follow the appearance; an effect set in an animation block animates the blur.
@MainActor
@Suite struct VisualEffectViewTests {
    @Test func theContentViewHostsTheSubviewsAndFillsTheView() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 10, y: 20, width: 200, height: 120)
        let label = UILabel()
        effectView.contentView.addSubview(label)
        #expect(effectView.subviews == [effectView.contentView])
        #expect(label.superview === effectView.contentView)
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
        effectView.bounds.size = CGSize(width: 80, height: 60)
        #expect(effectView.contentView.frame.size == CGSize(width: 80, height: 60))
    }

    @Test func aSubviewAddedToTheViewItselfIsWarnedAboutAndDrawn() {
        let heard = LayerClassTests.Heard()
        let previous = UIVisualEffectView.reports.sink
        UIVisualEffectView.reports.sink = { heard.add($0) }
        defer { UIVisualEffectView.reports.sink = previous }
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.addSubview(UILabel())
        #expect(heard.messages.count == 1, "\(heard.messages)")
        #expect(heard.messages.first?.contains(
            "<UILabel> has been added as a subview to <UIVisualEffectView>. Do not add subviews directly to the visual effect view itself, instead add them to the -contentView."
        ) == true, "\(heard.messages)")
        #expect(effectView.subviews.count == 2, "kept, over the content view")
    }

    /// Apple's sample: light radius 30, white at 0.3; extra light 20, white 0.97 at 0.82; dark 20, white
    /// 0.11 at 0.73; each saturation 1.8.
    @Test func theSamplesStylesAreItsRecipes() {
        let cases: [(UIBlurEffect.Style, CGFloat, Double, Double)] = [(.light, 30, 1, 0.3), (.extraLight, 20, 0.97, 0.82), (.dark, 20, 0.11, 0.73)]
        for (style, radius, white, alpha) in cases {
            let recipe = UIBlurEffect.recipe(for: style, dark: false)
            #expect(recipe == BackdropFilter(radius: radius, saturation: 1.8, tint: RGBAColor(red: white, green: white, blue: white, alpha: alpha)), "\(style)")
            #expect(recipe == UIBlurEffect.recipe(for: style, dark: true), "\(style) ignores the appearance")
        }
    }

    /// The unsuffixed materials, `.regular` and `.prominent` follow the appearance; the suffixed ones
    /// keep theirs; thicker materials tint more.
    @Test func theMaterialsFollowTheAppearance() {
        typealias S = UIBlurEffect.Style
        #expect(UIBlurEffect.recipe(for: .systemMaterial, dark: false) == UIBlurEffect.recipe(for: .systemMaterialLight, dark: true))
        #expect(UIBlurEffect.recipe(for: .systemMaterial, dark: true) == UIBlurEffect.recipe(for: .systemMaterialDark, dark: false))
        #expect(UIBlurEffect.recipe(for: .regular, dark: true) == UIBlurEffect.recipe(for: .dark, dark: true))
        #expect(UIBlurEffect.recipe(for: .regular, dark: false) == UIBlurEffect.recipe(for: .light, dark: false))
        let alphas = [S.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial].map {
            UIBlurEffect.recipe(for: $0, dark: false).tint.alpha
        }
        #expect(alphas == alphas.sorted() && Set(alphas).count == 4, "\(alphas)")
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        UITraitCollection.$override.withValue(.dark) { view.traitCollectionDidChange(.light) }
        #expect(view.effectTrack?.model == UIBlurEffect.recipe(for: .systemMaterialDark, dark: true))
    }

    /// Inside `UIView.animate`, the effect animates from none to the recipe along the curve: linear, at a
    /// quarter of the time a quarter of each component.
    @Test func anEffectSetInABlockAnimates() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.engine.drainsMainQueue = false
        let effectView = UIVisualEffectView(effect: nil)
        effectView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(effectView)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { effectView.effect = UIBlurEffect(style: .light) }, completion: nil)
        _ = window.runFrame(events: [], advancingBy: 0)
        let items = window.runFrame(events: [], advancingBy: 0.25).items
        let backdrop = try #require(items.compactMap { if case .backdrop(let b) = $0 { b } else { nil } }.first)
        #expect(abs(backdrop.filter.radius - 7.5) < 1e-9 && abs(backdrop.filter.saturation - 1.2) < 1e-9, "\(backdrop.filter)")
        #expect(abs(backdrop.filter.straightTint.alpha - 0.075) < 1e-9 && abs(backdrop.filter.straightTint.red - 1) < 1e-9)
        #expect(effectView.effect is UIBlurEffect, "the model is the new effect at once")
    }

    /// A vibrancy effect view's content is faded to its style's share; its `alpha` reads what was set.
    @Test func vibrancyFadesTheContent() {
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel))
        #expect(vibrancy.contentView.alpha == 1)
        #expect(vibrancy.contentView.alphaTrack.model == 0.6)
        vibrancy.effect = nil
        #expect(vibrancy.contentView.alphaTrack.model == 1)
    }
}
