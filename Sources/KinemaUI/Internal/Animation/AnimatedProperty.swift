/// A view's animatable property without its value type (`PropertyTrack` is its one subclass): what a
/// block keeps of the properties it animated, to sweep them of its animations when it ends.
///
/// A class rather than a protocol: a reference to it is one word, copied with one retain, where a
/// protocol's was two words and each copy of an optional one went through an outlined copy function —
/// a tenth of recording a block without a completion, whose engine keeps its properties.
@MainActor
class AnimatedProperty {
    /// The view the property belongs to: told of every change of the model or the animations, so it
    /// drops what it kept of its presentation. Unowned (the view owns its properties); the view clears it
    /// when it ends, as a block that outlives it may still sweep the property.
    @exclusivity(unchecked) final unowned(unsafe) var owner: UIView?
    /// The sweep that last took this property's finished entries off (`AnimationGroup.nextSweepEpoch`).
    @exclusivity(unchecked) final var sweptInEpoch = 0
    /// How many times the property has been swept of finished animations (tests check that blocks
    /// ending together cost one sweep). 32 bits, beside `kind`: ten thousand views have six properties
    /// each, and the two fit in the word a `String` name's second half took.
    @exclusivity(unchecked) final var sweeps: UInt32 = 0
    /// Which of the view's properties this is.
    final let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// The UIKit property's name ("alpha", "transform"), for the timeline.
    final var name: String { kind.name }

    /// The properties a view animates.
    enum Kind: UInt8 {
        case center, bounds, transform, alpha, backgroundColor, cornerRadius, layerTransform, effect

        var name: String {
            switch self {
            case .center: "center"
            case .bounds: "bounds"
            case .transform: "transform"
            case .alpha: "alpha"
            case .backgroundColor: "backgroundColor"
            case .cornerRadius: "cornerRadius"
            case .layerTransform: "layer.transform"
            case .effect: "effect"
            }
        }
    }

    /// Takes off the animations whose blocks have completed and, where the property's view animates on
    /// `engine` (or is gone), those of blocks without a completion that ended by `time`.
    func removeFinishedEntries(endedBy time: Double, on engine: AnimationEngine?) {
        preconditionFailure("PropertyTrack overrides removeFinishedEntries")
    }

    /// Whether the property's view animates on `engine`.
    final func isBound(to engine: AnimationEngine) -> Bool {
        owner?.boundEngine === engine
    }
}
