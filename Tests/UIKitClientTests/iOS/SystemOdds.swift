import UIKit

// Storyboard-free boilerplate and the everyday odds a pasted controller touches.
class OddsView: UIView {
    private(set) var moves: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        moves.append("awakeFromNib")
    }

    override func willMove(toSuperview newSuperview: UIView?) { moves.append("willMove(toSuperview:) \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { moves.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { moves.append("willMove(toWindow:) \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { moves.append("didMoveToWindow") }
}

class OddsViewController: UIViewController {
    private(set) var sizes: [CGSize] = []
    private(set) var alongside = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        coordinator.animate(alongsideTransition: { _ in self.alongside += 1 }, completion: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    func odds() -> [String] {
        setNeedsStatusBarAppearanceUpdate()
        let duration: CFTimeInterval = 0.25
        let count: NSInteger = 3
        let boxed = NSValue(cgPoint: CGPoint(x: 3, y: 4))
        let colors: [UIColor] = [.orange, .yellow, .brown, .purple, .cyan, .magenta]
        let names = [UIApplication.didBecomeActiveNotification, UIResponder.keyboardWillShowNotification]
        return [
            "\(duration) \(count) \(boxed.cgPointValue) \(HUGE > 1e38) \(colors.count) \(names.count)",
            "storyboard \(storyboard == nil ? "nil" : "some")",
        ]
    }
}

// Stops a layer's animations when it goes, from deinit, as iOS code does (a layer is not main-actor
// isolated).
class PulseController {
    let pulseLayer: CALayer

    init(layer: CALayer) {
        pulseLayer = layer
    }

    deinit {
        pulseLayer.removeAllAnimations()
    }
}

// A layer subclass as iOS code writes one: its own initializers, the presentation copy's and the coder's.
class BadgeLayer: CALayer {
    var count = 0

    override init() {
        super.init()
        cornerRadius = 8
    }

    override init(layer: Any) {
        super.init(layer: layer)
        count = (layer as? BadgeLayer)?.count ?? 0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
