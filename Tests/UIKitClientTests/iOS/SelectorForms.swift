import UIKit
import UIKit.UIGestureRecognizerSubclass

// Every form of #selector and @objc that iOS code writes, each recorded as it runs.
@objcMembers
class SelectorForms: NSObject {
    private(set) var calls: [String] = []
    let button = UIButton(type: .system)
    let item: UIBarButtonItem

    override init() {
        item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        super.init()
        button.addTarget(self, action: #selector(tap), for: .touchUpInside)
        button.addTarget(self, action: #selector(press(sender:)), for: .touchUpInside)
        button.addTarget(self, action: #selector(SelectorForms.tapped(_:event:)), for: .touchUpInside)
        button.addTarget(self, action: #selector(self.touchedDown), for: .touchDown)
        item.target = self
        item.action = #selector(done(_:))
    }

    func tap() { calls.append("tap") }
    @objc(pressWithSender:) func press(sender: UIButton) { calls.append("press(sender:) \(type(of: sender))") }
    func tapped(_ sender: Any, event: UIEvent?) { calls.append("tapped(_:event:)") }
    func touchedDown() { calls.append("touchedDown") }
    func done(_ item: UIBarButtonItem) { calls.append("done \(item.title ?? "")") }

    func keyPaths() -> [String] {
        [#keyPath(CALayer.position), #keyPath(UIView.layer.cornerRadius), "\(#keyPath(SelectorForms.calls))"]
    }

    func responds() -> (Bool, Bool) {
        (responds(to: #selector(touchedDown)), responds(to: #selector(UIView.layoutSubviews)))
    }
}

/// A recognizer subclass that begins on touch-down, as UIGestureRecognizerSubclass allows.
class TouchDownGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .began
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .ended
    }
}
