import Foundation
import KinemaCore
import KinemaGraphics

/// Core Animation's replicator: its sublayers drawn `instanceCount` times, each copy transformed by
/// `instanceTransform` once more than the one before (about the replicator's centre), its colour
/// multiplied by `instanceColor` and shifted by the offsets once more per copy — the dots of the
/// tutorials' activity indicators and loaders.
///
/// Each copy's sublayers run their explicit animations `instanceDelay` seconds later than the copy
/// before (the staggered dots of a loader). Kinema differs: a replicator-backed view's subviews are not
/// delayed (their own animations run once for all copies), and the colour multiplies what the copies
/// paint (fills, borders, paths and their gradients, text, symbols; not images or shadows) with its
/// alpha in every item's opacity. A view whose `layerClass` is a replicator replicates its subviews as
/// well as its sublayers.
open class CAReplicatorLayer: CALayer {
    /// How many copies (1 by default: the sublayers once; 0 or less draws none).
    open var instanceCount = 1 { didSet { layerDidChange() } }
    /// Seconds each copy's sublayers' animations run behind the copy before.
    open var instanceDelay: Double = 0 { didSet { layerDidChange() } }
    /// The transform from one copy to the next, about the replicator's centre.
    open var instanceTransform = CATransform3DIdentity { didSet { layerDidChange("instanceTransform", from: .transform(Transform3D(oldValue))) } }
    /// The colour the first copy is multiplied by (opaque white by default: unchanged).
    open var instanceColor: CGColor? = .white { didSet { layerDidChange("instanceColor", from: oldValue.map(LayerValue.color) ?? LayerValue.none) } }
    /// Added to the colour's components once more per copy (each clamped to 0…1).
    open var instanceRedOffset: Float = 0 { didSet { layerDidChange() } }
    open var instanceGreenOffset: Float = 0 { didSet { layerDidChange() } }
    open var instanceBlueOffset: Float = 0 { didSet { layerDidChange() } }
    open var instanceAlphaOffset: Float = 0 { didSet { layerDidChange() } }
    /// Whether copies keep their depth (Kinema flattens every layer into its superlayer, as a plain
    /// layer does).
    open var preservesDepth = false { didSet { layerDidChange() } }

    /// The layer of a view whose `layerClass` is this class.
    override init(view: any CALayerBacking) {
        super.init(view: view)
    }

    @MainActor
    public override init() {
        super.init()
    }

    @MainActor
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let replicator = layer as? CAReplicatorLayer else { return }
        (instanceCount, instanceDelay, instanceTransform, instanceColor) = (replicator.instanceCount, replicator.instanceDelay, replicator.instanceTransform, replicator.instanceColor)
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) = (
            replicator.instanceRedOffset, replicator.instanceGreenOffset, replicator.instanceBlueOffset, replicator.instanceAlphaOffset)
        preservesDepth = replicator.preservesDepth
    }

    @MainActor
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The replicator's animatable properties, as explicit animations read and write them.
    override package func animatableValue(forKey key: String) -> LayerValue? {
        switch key {
        case "instanceTransform": return .transform(Transform3D(instanceTransform))
        case "instanceDelay": return .number(instanceDelay)
        case "instanceColor": return instanceColor.map(LayerValue.color) ?? LayerValue.none
        default: return nil
        }
    }

    override package func setAnimatableValue(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case ("instanceTransform", .transform(let t)): instanceTransform = CATransform3D(t)
        case ("instanceDelay", .number(let n)): instanceDelay = n
        case ("instanceColor", .color(let color)): instanceColor = color
        case ("instanceColor", .none): instanceColor = nil
        default: break
        }
    }

    /// The largest number of copies drawn: a count beyond it is a mistake, not a look.
    package static let mostCopies = 10_000

    @MainActor
    package override func displaySublayers(into canvas: inout DisplayCanvas, parent: LayerParent, time: Double) {
        replicate(into: &canvas, parent: parent) { canvas, copy, index in
            super.displaySublayers(into: &canvas, parent: copy, time: time - Double(index) * instanceDelay)
        }
    }

    /// Runs `drawCopy` once per copy with the parent it is drawn under (its transform one step more as
    /// the copy's shared transform, its alpha in the opacity), then tints what the copy drew. A view
    /// whose `layerClass` is a replicator draws its subviews and sublayers through it too.
    @MainActor
    package func replicate(into canvas: inout DisplayCanvas, parent: LayerParent, _ drawCopy: (inout DisplayCanvas, LayerParent, Int) -> Void) {
        let count = min(instanceCount, Self.mostCopies)
        guard count > 0 else { return }
        let bounds = self.bounds
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let step = Transform3D(translationX: -centre.x, y: -centre.y, z: 0)
            .concatenating(Transform3D(instanceTransform))
            .concatenating(Transform3D(translationX: centre.x, y: centre.y, z: 0))
        var copyTransform = Transform3D.identity
        let base = instanceColor ?? .white
        for index in 0..<count {
            var copy = parent
            copy.sublayerTransform = parent.sublayerTransform.map { copyTransform.concatenating($0) } ?? copyTransform
            let alpha = Self.component(base.alpha, plus: instanceAlphaOffset, times: index)
            copy.opacity = parent.opacity * alpha
            let first = canvas.items.count
            if copy.opacity > 0.001 { drawCopy(&canvas, copy, index) }
            tint(&canvas.items, from: first, copy: index, base: base)
            copyTransform = copyTransform.concatenating(step)
        }
    }

    /// Multiplies the colours drawn for copy `index` by its colour (its alpha went into the copy's
    /// opacity): see `DisplayItem.tinted`.
    @MainActor
    private func tint(_ items: inout [DisplayItem], from first: Int, copy index: Int, base: RGBAColor) {
        let red = Self.component(base.red, plus: instanceRedOffset, times: index)
        let green = Self.component(base.green, plus: instanceGreenOffset, times: index)
        let blue = Self.component(base.blue, plus: instanceBlueOffset, times: index)
        guard red < 1 || green < 1 || blue < 1 else { return }
        for position in first..<items.count {
            items[position] = items[position].tinted(red: red, green: green, blue: blue)
        }
    }

    /// A colour component of copy `index`: the base plus `index` offsets, clamped to 0…1.
    package static func component(_ base: Double, plus offset: Float, times index: Int) -> Double {
        min(1, max(0, base + Double(offset) * Double(index)))
    }
}
