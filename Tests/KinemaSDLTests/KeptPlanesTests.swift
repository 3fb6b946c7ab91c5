import Foundation
import KinemaCore
import KinemaGraphics
import KinemaRaster
import Testing
@testable import KinemaSDL

/// Projected planes kept between frames (`KeptPlanes`): a card turning through small steps is drawn
/// into its texture and read back only when its plane's scale passes a step, and every frame is the
/// same, pixel for pixel, as the frame drawn by a renderer that has kept nothing; a plane whose items
/// change is drawn again; what is kept stays under its budget and goes when not drawn.
@MainActor
@Suite("Kept projected planes", .serialized)
struct KeptPlanesTests {
    typealias P = ProjectionRenderingTests

    /// The checkerboard, with a label, turned `degrees` about y.
    static func card(degrees: Double, color: RGBAColor = P.blue) -> [DisplayItem] {
        var items = P.checkerboard()
        items[0] = .rect(RoundedRect(rect: P.bounds, cornerRadius: 18, color: color))
        return [.beginProjection(ProjectionGroup(transform: P.flip(degrees: degrees), bounds: P.bounds))] + items + [.endProjection]
    }

    @Test func aTurningCardIsReadOnlyAsItsScaleStepsAndDrawsWhatAFreshRendererDraws() throws {
        let kept = try RendererTests.canvas(400, 300)
        var steps: Set<CGFloat> = []
        for frame in 0..<24 {
            let degrees = 10 + Double(frame) * 3
            RendererTests.draw(Self.card(degrees: degrees), on: kept)
            let fresh = try RendererTests.canvas(400, 300)
            RendererTests.draw(Self.card(degrees: degrees), on: fresh)
            let difference = kept.differences(from: fresh)
            #expect(difference.count == 0, "frame \(frame) at \(degrees)°: \(difference.count) pixels differ, first \(String(describing: difference.first))")
            let plan = ProjectionPlan(group: ProjectionGroup(transform: P.flip(degrees: degrees), bounds: P.bounds), placement: .identity,
                                      clip: CGRect(x: 0, y: 0, width: 400, height: 300))
            steps.insert(try #require(plan).scale)
        }
        let planes = kept.renderer.keptPlanes
        // One read for each scale the turn passed through (the texture's size and map follow the scale).
        #expect(steps.count >= 2 && steps.count < 8, "the turn crosses a few steps (\(steps.sorted()))")
        #expect(planes.reads == steps.count, "\(planes.reads) reads for \(steps.count) steps")
        #expect(planes.reuses == 24 - steps.count)
        #expect(kept.renderer.projections.drawn == steps.count, "the plane is drawn into its texture only when read")
    }

    @Test func aPlaneWhoseItemsChangeIsDrawnAgain() throws {
        let canvas = try RendererTests.canvas(400, 300)
        RendererTests.draw(Self.card(degrees: 30), on: canvas)
        RendererTests.draw(Self.card(degrees: 30, color: P.green), on: canvas)
        #expect(canvas.renderer.keptPlanes.reads == 2 && canvas.renderer.keptPlanes.reuses == 0)
        RendererTests.expectColor(canvas.pixel(x: 200, y: 150), (0, 255, 0), tolerance: 0, "the new colour shows at the centre")
        let fresh = try RendererTests.canvas(400, 300)
        RendererTests.draw(Self.card(degrees: 30, color: P.green), on: fresh)
        #expect(canvas.differences(from: fresh).count == 0)
    }

    @Test func whatIsKeptStaysUnderItsBudgetAndGoesWhenNotDrawn() {
        let items = Self.card(degrees: 30)
        let group = ProjectionGroup(transform: P.flip(degrees: 30), bounds: P.bounds)
        let plan = ProjectionPlan(group: group, placement: .identity, clip: CGRect(x: 0, y: 0, width: 400, height: 300))!
        let texels = Int(plan.textureWidth) * Int(plan.textureHeight)
        let plane = items[1..<(items.count - 1)]
        // A budget under one plane: it is read, used, and not kept.
        let small = KeptPlanes(byteBudget: texels * 4 - 1)
        #expect(small.reading(plane, plan: plan, read: { _ in true }) != nil)
        #expect(small.count == 0 && small.plane(for: plane, plan: plan) == nil)
        // A plane that cannot be read is neither used nor kept.
        let planes = KeptPlanes(idleFrames: 3)
        #expect(planes.reading(plane, plan: plan, read: { _ in false }) == nil && planes.count == 0)
        #expect(planes.reading(plane, plan: plan, read: { _ in true }) != nil && planes.count == 1 && planes.bytes == texels * 4)
        for _ in 0..<3 { planes.frameEnded() }
        #expect(planes.plane(for: plane, plan: plan) != nil, "two frames without it, it stays")
        // The frame it is drawn in, then three without it.
        for _ in 0..<3 { planes.frameEnded() }
        #expect(planes.count == 1, "two frames without it, it stays")
        planes.frameEnded()
        #expect(planes.count == 0 && planes.bytes == 0, "three frames without it, it goes")
    }
}
