import UIKit

// A card you can drag and flip, with a pulse driven by a display link — written for iOS, pasted here
// unchanged: outlets set up in code, target–action with #selector on a button, a pan recognizer and a
// display link, the coder initializer, a colour literal, and the display link invalidated in deinit.
class CardViewController: UIViewController {
    @IBOutlet weak var card: UIView!
    @IBOutlet weak var pulse: UIView!
    @IBOutlet weak var flipButton: UIButton!

    private var displayLink: CADisplayLink?
    private var isFlipped = false
    private var startTime: CFTimeInterval = 0

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        displayLink?.invalidate()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

        let card = UIView(frame: CGRect(x: 40, y: 200, width: 310, height: 200))
        card.backgroundColor = #colorLiteral(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
        card.layer.cornerRadius = 24
        view.addSubview(card)
        self.card = card

        let pulse = UIView(frame: CGRect(x: 135, y: 80, width: 40, height: 40))
        pulse.backgroundColor = .white
        pulse.layer.cornerRadius = 20
        card.addSubview(pulse)
        self.pulse = pulse

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 120, y: 600, width: 150, height: 44)
        button.setTitle("Flip", for: .normal)
        button.addTarget(self, action: #selector(flipTapped(_:)), for: .touchUpInside)
        view.addSubview(button)
        flipButton = button

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(pan)

        displayLink = CADisplayLink(target: self, selector: #selector(step(_:)))
        displayLink?.add(to: .main, forMode: .common)
    }

    @objc func flipTapped(_ sender: UIButton) {
        isFlipped.toggle()
        print("flip tapped: \(isFlipped ? "flipped" : "front")")
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: {
            self.card.transform = self.isFlipped ? CGAffineTransform(rotationAngle: .pi) : .identity
            self.card.backgroundColor = self.isFlipped ? .systemPink : #colorLiteral(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
        })
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
        recognizer.setTranslation(.zero, in: view)
        if recognizer.state == .ended {
            print("pan ended: card at (\(Int(card.center.x)), \(Int(card.center.y)))")
        }
    }

    @objc func step(_ link: CADisplayLink) {
        if startTime == 0 { startTime = link.timestamp }
        let phase = (link.timestamp - startTime) * 2 * .pi
        let scale = 1 + 0.25 * CGFloat(sin(phase))
        pulse.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
}

#Preview {
    CardViewController()
}
