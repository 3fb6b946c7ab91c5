import Foundation

/// UIKit's responder: the base of views and view controllers. An `NSObject`, so `description()`,
/// `isEqual` and `NSObject`-based protocols work as in UIKit code.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The class's name: NSObject's class method on Apple platforms, which Linux's NSObject lacks (iOS code
    /// overrides it to name reuse identifiers and nibs).
    open class func description() -> String { String(describing: self) }

    /// Sent after an object is loaded from a storyboard or nib (NSObject's, on iOS). Kinema has neither:
    /// it calls this on cells it creates from a registered class (as a nib-registered cell would be
    /// woken), and never otherwise; code that sets a view up here runs when that code calls it.
    open func awakeFromNib() {}

    /// Interface Builder's live rendering hook; Kinema has no Interface Builder and never calls it.
    open func prepareForInterfaceBuilder() {}

    /// The next responder up the chain (superview or view controller).
    open var next: UIResponder? { nil }

    // As in UIKit, a responder that does not handle touches passes them up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// An input event as UIKit passes it to responders. Kinema's events carry their touches.
@MainActor
open class UIEvent: NSObject {
    public let timestamp: TimeInterval
    public let allTouches: Set<UITouch>?

    package init(timestamp: TimeInterval, touches: Set<UITouch>) {
        self.timestamp = timestamp
        self.allTouches = touches
    }
}

/// The finger: Kinema has one touch, the mouse with its primary button held.
@MainActor
public final class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    /// Media time of the last change, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// The view the touch began in (the hit-test result).
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// Position in window (device) coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(location: CGPoint, time: TimeInterval, view: UIView?, window: UIWindow?) {
        phase = .began
        timestamp = time
        self.view = view
        self.window = window
        windowLocation = location
        previousWindowLocation = location
    }

    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public var tapCount: Int { 1 }
    /// The touch's pressure: a pointer has none (0, as a device without 3D Touch reports).
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
}
