import Foundation
import KinemaTestSupport
import Testing
@testable import KinemaApp
@testable import KinemaScenes
@testable import KinemaSDL
import KinemaGraphics
import KinemaUI
@testable import KinemaShell
@testable import KinemaTweaks

/// The inspector and the key list with the fonts the window draws with: the shells are the window's
/// (their text measured by `Output.textMeasure`, the fonts' own widths), and each text's ink is measured
/// as the renderer draws it — SDL_ttf's width for the run's pixel size and face. Inter, and DejaVu Sans
/// (what draws where Inter is missing, wider). The same checks as `InspectorOverlapTests` and
/// `KeyListFitTests` (`InspectorSweep`), which use the approximate metrics.
@MainActor
@Suite("Real-font overlap", .serialized)
struct RealFontOverlapTests {
    static let system = try! SDLSystem(mode: .headless)

    /// The window's fonts (Inter through fontconfig), or those of a machine without Inter.
    enum Family: String, CaseIterable, Sendable {
        case inter, dejaVu
    }

    static let libraries: [Family: FontLibrary] = [
        .inter: try! FontLibrary(system: system),
        .dejaVu: try! FontLibrary(system: system) { $0.hasPrefix("Inter") ? nil : FontLibrary.match($0) },
    ]

    /// A text run's size as the renderer draws it at one pixel per point (`DisplayListRenderer.drawText`).
    static func measure(_ family: Family) -> TextOverlap.Measure {
        let fonts = libraries[family]!
        return { run in
            let face = FontFace.for(weight: run.weight, pointSize: run.fontSize, isItalic: run.isItalic)
            let size = fonts.size(of: run.text, pixelSize: Int(run.fontSize.rounded()), face: face)
            return CGSize(width: size.width, height: UIFont.systemFont(ofSize: run.fontSize).lineHeight)
        }
    }

    /// A user's own font of 1e300 points is measured (scaled from the largest size drawn), not a trap
    /// in `Int(pointSize × 4)`; a font of 17 points measures as before, a quarter of its 4× width.
    @Test func anyFontSizeIsMeasured() {
        let measure = Output.textMeasure(Self.libraries[.inter]!)
        let huge = measure("Kinema", .systemFont(ofSize: 1e300)), tiny = measure("Kinema", .systemFont(ofSize: 0.01))
        #expect(huge.width.isFinite && huge.width > 1e299 && tiny.width.isFinite && tiny.width >= 0)
        let body = measure("Kinema", .systemFont(ofSize: 17))
        let face = FontFace.for(weight: UIFont.Weight.regular.rawValue, pointSize: 17, isItalic: false)
        #expect(body.width == Self.libraries[.inter]!.size(of: "Kinema", pixelSize: 68, face: face).width / 4)
    }

    /// The shell the window makes (`kinema --scene NAME --size W×H [--dark]`), with the family's fonts.
    static func windowShell(_ scene: String, size: CGSize, dark: Bool = false, family: Family = .inter) throws -> Shell {
        var setup = SceneSetup(scene: scene)
        (setup.size, setup.isDark) = (size, dark)
        return try Output.makeShell(scene: scene, catalog: .kinema, size: size, sets: [], environment: Output.environment(for: setup, fonts: libraries[family]))
    }

    @Test func theFamiliesAreInterAndDejaVu() {
        #expect(Self.libraries[.inter]?.family.name == "Inter")
        #expect(Self.libraries[.dejaVu]?.family.name == "DejaVu Sans")
    }

    /// The measure is the drawn one: a text drawn from x 10 inks no column past 10 + its measured width,
    /// and reaches within a few pixels of it (a glyph's side bearing).
    @Test(arguments: Family.allCases)
    func theMeasureIsWhatIsDrawn(family: Family) throws {
        let canvas = try OffscreenCanvas(system: Self.system, fonts: Self.libraries[family]!, width: 400, height: 40)
        let size = CGSize(width: 400, height: 40)
        for (text, points, weight) in [("Spring damping 0.55", 13.0, 0.0), ("Kinema — curves", 22, 0.4), ("WWW iii ✕ ⌄", 11, 0.3)] {
            let run = TextRun(text: text, fontSize: points, weight: weight, color: .black, rect: CGRect(x: 10, y: 4, width: 380, height: 32))
            let list = DisplayList(size: size, items: [.text(run)])
            canvas.draw(Composition(size: size, background: .white, layers: [.init(list: list, frame: CGRect(origin: .zero, size: size))]))
            let inked = (0..<400).filter { x in (0..<40).contains { y in canvas.pixel(x: x, y: y) & 0xFF < 200 } }
            let right = 10 + Self.measure(family)(run).width, last = CGFloat(inked.last ?? 0)
            #expect(last < right && last >= right - 4, "\(family) “\(text)”: ink to \(last), measured to \(right)")
        }
    }

    @Test(arguments: ["table", "collection", "menu", "player", "curves", "stress"], Family.allCases)
    func noTwoTextsOverlapAtAnySize(scene: String, family: Family) throws {
        let problems = try InspectorSweep.problems(scene: scene, measure: Self.measure(family)) { size, dark in
            try Self.windowShell(scene, size: size, dark: dark, family: family)
        }
        #expect(problems == [])
    }

    @Test(arguments: InspectorSweep.keyListSizes, Family.allCases)
    func theKeyListFits(size: CGSize, family: Family) throws {
        let shell = try Self.windowShell("table", size: size, family: family)
        let (seen, problems) = InspectorSweep.keyList(shell, measure: Self.measure(family))
        #expect(problems == [], "at \(size)")
        #expect(InspectorSweep.keyListMissing(seen) == [], "at \(size) in \(family)")
        #expect(seen.contains { $0.hasPrefix("↑/↓ or the wheel") } == (size.height < 600))
    }
}
