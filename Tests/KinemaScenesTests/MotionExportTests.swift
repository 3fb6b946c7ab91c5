import Foundation
import Testing
import KinemaCore
@testable import KinemaScenes
@testable import KinemaShell
@testable import KinemaTweaks

/// A tuned motion in every dialect, its numbers checked against each platform's documented
/// conversion, not against the code that wrote them.
@MainActor
@Suite struct MotionExportTests {
    /// The numbers in `text` after `label` (up to the next comma or bracket), as Doubles.
    static func number(after label: String, in text: String) -> Double? {
        guard let range = text.range(of: label) else { return nil }
        let tail = text[range.upperBound...].prefix { "-0123456789.".contains($0) }
        return Double(tail)
    }

    /// The menu's spring (seed 004): UIKit's 0.5 s, damping 0.7, relative velocity 0.8.
    static let menuSpring = DurationSpringRule.uikit.spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.8)
    static let menu = TunedMotion.spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.8, spring: menuSpring)

    @Test func swiftUIsTwoFormsAreTheSameSpring() throws {
        let spring = Self.menuSpring
        let text = MotionExport.code(Self.menu, as: .swiftui)
        let response = try #require(Self.number(after: ".spring(response: ", in: text))
        let fraction = try #require(Self.number(after: "dampingFraction: ", in: text))
        let duration = try #require(Self.number(after: ".spring(duration: ", in: text))
        let bounce = try #require(Self.number(after: "bounce: ", in: text))
        // Apple's `Spring(response:dampingRatio:)`: mass 1, stiffness (2π / response)², damping 4πζ / response;
        // `Spring(duration:bounce:)`: duration = response, bounce = 1 − ζ for ζ ≤ 1. Printed to 3 decimals.
        #expect(abs(pow(2 * .pi / response, 2) - spring.stiffness) / spring.stiffness < 0.01)
        #expect(abs(4 * .pi * fraction / response - spring.damping) / spring.damping < 0.01)
        #expect(duration == response && abs(bounce - (1 - fraction)) < 1e-9)
        #expect(text.contains(".interpolatingSpring(duration: \(MotionExport.number(duration)), bounce: 0.3, initialVelocity: 0.8)"))
        // An overdamped spring bounces negatively: 1 / ζ − 1.
        #expect(MotionExport.bounce(dampingRatio: 2) == -0.5)
    }

    @Test func coreAnimationAndComposeTakeTheSpringsOwnNumbers() throws {
        let spring = Self.menuSpring
        let ca = MotionExport.code(Self.menu, as: .coreanimation)
        // CASpringAnimation: mass, stiffness, damping of the same oscillator (m x'' + c x' + k x = 0).
        let mass = try #require(Self.number(after: "animation.mass = ", in: ca))
        let stiffness = try #require(Self.number(after: "animation.stiffness = ", in: ca))
        let damping = try #require(Self.number(after: "animation.damping = ", in: ca))
        #expect(mass == 1 && abs(stiffness - spring.stiffness) < 5e-4 && abs(damping - spring.damping) < 5e-4)
        #expect(Self.number(after: "animation.initialVelocity = ", in: ca) == 0.8)
        #expect(Self.number(after: "animation.duration = ", in: ca) == 0.5, "UIKit runs its spring for its duration")
        let compose = MotionExport.code(Self.menu, as: .compose)
        // Android's SpringForce: unit mass, ω = √k, ζ = c / (2√k).
        let ratio = try #require(Self.number(after: "dampingRatio = ", in: compose))
        let k = try #require(Self.number(after: "stiffness = ", in: compose))
        #expect(abs(k - spring.stiffness) < 5e-4)
        #expect(abs(ratio - spring.damping / (2 * k.squareRoot())) < 1e-3)
        #expect(compose.contains("val spec = spring<Float>(dampingRatio = 0.7f, stiffness = \(MotionExport.number(spring.stiffness))f)"))
    }

    @Test func cssSamplesTheSpringOverUIKitsDuration() throws {
        let spring = Self.menuSpring
        let text = MotionExport.code(Self.menu, as: .css)
        let inside = try #require(text.range(of: "linear(").map { text[$0.upperBound...].prefix { $0 != ")" } })
        let points = inside.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(points.count == 41 && points.first == 0 && points.last == 1)
        // The damped oscillator's closed form, x(t) = 1 − e^(−ζωt) (cos ω_d t + (ζω − v₀) / ω_d · sin ω_d t)
        // (ζ < 1, unit distance, v₀ the relative velocity): CSS Easing Level 2's `linear()` takes evenly
        // spaced outputs.
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio, wd = omega * (1 - zeta * zeta).squareRoot()
        for (index, point) in points.enumerated().dropLast() {
            let t = 0.5 * Double(index) / 40
            let x = 1 - exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - 0.8) / wd * sin(wd * t))
            #expect(abs(point - x) < 6e-5, "at \(t) s")
        }
        #expect(text.contains("transition: transform 0.5s linear(0, "))
    }

    @Test func curvesAreWrittenAsEachPlatformSpellsThem() {
        let curve = TunedMotion.curve(CubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55), duration: 1.25)
        #expect(MotionExport.code(curve, as: .swiftui).contains("withAnimation(.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 1.25))"))
        #expect(MotionExport.code(curve, as: .coreanimation).contains("CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.27, 1.55)"))
        #expect(MotionExport.code(curve, as: .css).contains("transition: transform 1.25s cubic-bezier(0.68, -0.55, 0.27, 1.55);"))
        #expect(MotionExport.code(curve, as: .compose).contains("tween<Float>(durationMillis = 1250, easing = CubicBezierEasing(0.68f, -0.55f, 0.27f, 1.55f))"))
        // UIKit's easeInEaseOut, as CSS names the same curve's points.
        #expect(MotionExport.code(.curve(.easeInEaseOut, duration: 0.3), as: .css).contains("cubic-bezier(0.42, 0, 0.58, 1)"))
    }

    @Test func aScenesTuningIsExportedWithTheCommandThatReopensIt() throws {
        let menu = try #require(Shell(sceneName: "menu"))
        #expect(menu.tuning.set("damping", to: "0.5") == nil)
        let swiftui = try #require(menu.tuning.code(in: .swiftui))
        #expect(swiftui.contains(".spring(response: ") && swiftui.contains("dampingFraction: 0.5)"))
        #expect(swiftui.hasSuffix("// Reopen in Kinema: kinema --scene menu --set damping=0.5\n"))
        #expect(try #require(menu.tuning.code(in: .css)).hasSuffix("/* Reopen in Kinema: kinema --scene menu --set damping=0.5 */\n"))
        #expect(menu.tuning.code(in: .uikit) == menu.tuning.codeToCopy)
        // The curves scene exports what it tunes now: its spring, then its curve once a point moves.
        let curves = try #require(Shell(sceneName: "curves"))
        #expect(try #require(curves.tuning.code(in: .css)).contains("linear("))
        #expect(curves.tuning.set("cp1x", to: "0.5") == nil)
        #expect(try #require(curves.tuning.code(in: .css)).contains("cubic-bezier(0.5, -0.55, 0.27, 1.55)"))
        // The program that runs names itself in the line (a package's own executable, say).
        menu.tuning.program = "HelloKinema"
        #expect(try #require(menu.tuning.code(in: .compose)).hasSuffix("// Reopen in Kinema: HelloKinema --scene menu --set damping=0.5\n"))
        #expect(menu.tuning.codeToCopy.hasSuffix("// Reopen in Kinema: HelloKinema --scene menu --set damping=0.5\n"))
    }
}
