import UIKit

// A view controller as an iOS tutorial writes it, pasted unchanged: outlets set up in code, target–action
// with #selector on a button, a pan recognizer and a display link, the coder initializer, a colour
// literal, and the display link invalidated in deinit.
class CardViewController: UIViewController {
    @IBOutlet weak var card: UIView!
    @IBOutlet weak var flipButton: UIButton!
    @IBOutlet var badges: [UIView]!

    private var displayLink: CADisplayLink?
    private(set) var isFlipped = false
    private(set) var frameTimes: [CFTimeInterval] = []
    private(set) var panStates: [UIGestureRecognizer.State] = []
    private(set) var tapSenders: [UIButton] = []
    var onDeinit: (() -> Void)?

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Cards"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        displayLink?.invalidate()
        onDeinit?()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

        let card = UIView(frame: CGRect(x: 40, y: 200, width: 310, height: 200))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        view.addSubview(card)
        self.card = card

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 120, y: 600, width: 150, height: 44)
        button.setTitle("Flip", for: .normal)
        button.addTarget(self, action: #selector(flipTapped(_:)), for: .touchUpInside)
        view.addSubview(button)
        flipButton = button

        badges = [UIView(), UIView()]

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(pan)

        displayLink = CADisplayLink(target: self, selector: #selector(step))
        displayLink?.add(to: .main, forMode: .common)
    }

    @objc func flipTapped(_ sender: UIButton) {
        tapSenders.append(sender)
        isFlipped.toggle()
        UIView.animate(withDuration: 0.3) {
            self.card.transform = self.isFlipped ? CGAffineTransform(scaleX: -1, y: 1) : .identity
        }
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        panStates.append(recognizer.state)
        let translation = recognizer.translation(in: view)
        card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
        recognizer.setTranslation(.zero, in: view)
    }

    @objc func step() {
        guard let link = displayLink else { return }
        frameTimes.append(link.timestamp)
    }

    func stopDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
    }
}

#Preview {
    CardViewController()
}
