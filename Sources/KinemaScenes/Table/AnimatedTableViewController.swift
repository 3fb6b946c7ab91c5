import Foundation
import KinemaCore
import KinemaUI

/// Seed 000's `ViewController` ("Animate boring table views"), as the article writes it, extended with seed
/// 003's six cell animations on a second row of buttons. Replaced: the storyboard (views are made in
/// `loadView` with the article's constraints as frames), the XIB registration (by class) and the
/// `@IBAction` wiring (`UIAction`s). The deterministic shuffle replaces `shuffled()` so captures repeat, and
/// `heightForRowAt` asks one kept cell instead of building one per row.
@MainActor
final class AnimatedTableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {

    // MARK:- точки выхода для viewController
    /*@IBOutlet*/ weak var tableView: UITableView!
    /*@IBOutlet*/ weak var button1: UIButton!
    /*@IBOutlet*/ weak var button2: UIButton!
    /*@IBOutlet*/ weak var button3: UIButton!
    /*@IBOutlet*/ weak var button4: UIButton!

    // MARK:- переменные для viewController
    var colors = [UIColor.systemRed, UIColor.systemBlue, UIColor.systemOrange,
                  UIColor.systemPurple,UIColor.systemGreen]
    var tableViewHeaderText = ""

    /// перечисление типа TableAnimation - определяет, какая анимация будет применена к tableViewCells
    var currentTableAnimation: TableAnimation = .fadeIn(duration: 0.85, delay: 0.03) {
        didSet {
            self.tableViewHeaderText = currentTableAnimation.getTitle()
        }
    }
    var animationDuration: TimeInterval = 0.85
    var delay: TimeInterval = 0.05
    var fontSize: CGFloat = 26

    // MARK: - Kinema: the scene's additions

    /// Seed 003's buttons (tags 5…10).
    private(set) var cellButtons: [UIButton] = []
    private(set) var kind: TableAnimationKind = .fadeIn
    var offsetFactor: CGFloat = 0
    var damping: CGFloat = 0.6
    var velocity: CGFloat = 0.1
    var rowCount = 10 { didSet { rebuildColors() } }
    var moment: RowAnimationMoment = .everyAppearance
    /// Stagger by position on screen instead of by row index (the seeds' way: row 200 scrolled into view
    /// waits 200 × the delay before it appears).
    var staggersFromScreenTop = false
    /// Called when a button picks an animation (the scene mirrors it in its parameters).
    var onKindPicked: ((TableAnimationKind) -> Void)?
    /// Media time of the layout pass that showed the rows after the last reload.
    private(set) var reloadDisplayTime: Double?
    private var animatedRows = Set<Int>()
    private let baseColors = [UIColor.systemRed, UIColor.systemBlue, UIColor.systemOrange, UIColor.systemPurple, UIColor.systemGreen]

    // MARK: - In place of the storyboard

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        let bounds = root.bounds
        // TableView: top, leading, trailing 0; height 77 % of the view.
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: (bounds.height * 0.77).rounded()))
        table.accessibilityIdentifier = "table"
        root.addSubview(table)
        tableView = table
        // StackView: top, leading, trailing 24 below the table; buttons 42 high.
        let stack = UIStackView(frame: CGRect(x: 24, y: table.frame.maxY + 24, width: bounds.width - 48, height: 42))
        stack.distribution = .fillEqually
        let buttons = (1...4).map { makeButton(tag: $0) }
        buttons.forEach(stack.addArrangedSubview)
        (button1, button2, button3, button4) = (buttons[0], buttons[1], buttons[2], buttons[3])
        root.addSubview(stack)
        for button in buttons {
            button.addAction(UIAction { [unowned self] action in
                self.pick(.fadeIn, refreshOnly: true)
                self.animationButtonPressed(action.sender as Any)
            }, for: .touchUpInside)
        }
        // Seed 003's six, on a second row.
        let cellStack = UIStackView(frame: CGRect(x: 24, y: stack.frame.maxY + 12, width: bounds.width - 48, height: 42))
        cellStack.distribution = .fillEqually
        cellButtons = (5...10).map { makeButton(tag: $0) }
        cellButtons.forEach(cellStack.addArrangedSubview)
        for button in cellButtons {
            button.addAction(UIAction { [unowned self, unowned button] _ in
                self.pick(TableAnimationKind(rawValue: button.tag - 1)!)
            }, for: .touchUpInside)
        }
        root.addSubview(cellStack)
        let caption = UILabel(frame: CGRect(x: 24, y: cellStack.frame.maxY + 8, width: bounds.width - 48, height: 18))
        caption.text = "1–4 table animations · 5–10 cell animations"
        caption.font = .systemFont(ofSize: 12)
        caption.textColor = .secondaryLabel
        caption.textAlignment = .center
        root.addSubview(caption)
        view = root
    }

    private func makeButton(tag: Int) -> UIButton {
        let button = UIButton(type: .system)
        button.tag = tag
        button.accessibilityIdentifier = "button-\(tag)"
        button.setImage(symbol(tag, filled: false), for: .normal)
        return button
    }

    private func symbol(_ number: Int, filled: Bool) -> UIImage? {
        UIImage(systemName: "\(number).circle\(filled ? ".fill" : "")", withConfiguration:
                    UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold, scale: .large))
    }

    // MARK:- методы жизненного цикла ViewController
    override func viewDidLoad() {
        super.viewDidLoad()
        self.colors.append(contentsOf: colors.shuffled(using: &seededShuffle))

        // регистрация tableView
        self.tableView.register(TableAnimationViewCell.self,
        forCellReuseIdentifier: TableAnimationViewCell.description())
        self.tableView.delegate = self
        self.tableView.dataSource = self
        self.tableView.isHidden = true

        // задает none в качестве значения separatorStyle и задает заголовок tableView
        self.tableView.separatorStyle = .none
        self.tableViewHeaderText = self.currentTableAnimation.getTitle()

        // устанавливает выбранной кнопку button1 и перезагружает данные tableView для воспроизведения анимации
        button1.setImage(UIImage(systemName: "1.circle.fill", withConfiguration:
        UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold, scale: .large)), for: .normal)
        DispatchQueue.main.asyncAfter(deadline: .now()) {
            self.tableView.isHidden = false
            self.tableView.reloadData()
        }
    }

    // делегаты функций tableView
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return colors.count
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        // The seed builds a throwaway cell per row here (`TableAnimationViewCell().tableViewHeight`); with
        // 10,000 rows that is 10,000 cells per reload, so one cell is kept for asking.
        return heightCell.tableViewHeight
    }

    private lazy var heightCell = TableAnimationViewCell()

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.dequeueReusableCell(withIdentifier: TableAnimationViewCell.description(),
                                                    for: indexPath) as? TableAnimationViewCell {
          // устанавливает цвет ячейки
            cell.color = colors[indexPath.row]
            cell.accessibilityIdentifier = "row-\(indexPath.row)"
            return cell
        }
        fatalError()
    }

    // для отображения headerTitle в tableView
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let headerView = UIView(frame: CGRect.init(x: 0, y: 0, width: tableView.frame.width, height: 42))
        headerView.backgroundColor = UIColor.systemBackground
        headerView.accessibilityIdentifier = "header"

        let label = UILabel()
        label.frame = CGRect(x: 24, y: 12, width: self.view.frame.width, height: 42)
        label.text = tableViewHeaderText
        label.textColor = UIColor.label
        label.font = UIFont.systemFont(ofSize: 26, weight: .medium)
        headerView.addSubview(label)
        return headerView
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        return 72
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt realIndexPath: IndexPath) {
        guard shouldAnimate(row: realIndexPath.row) else { return }
        // Kinema: the row number the delay counts from (the real one, as in the seeds, unless staggering
        // from the top of the screen).
        var indexPath = realIndexPath
        if staggersFromScreenTop, let top = tableView.indexPathForRow(at: CGPoint(x: 1, y: tableView.bounds.minY + 72)) {
            indexPath = IndexPath(row: max(0, realIndexPath.row - top.row), section: realIndexPath.section)
        }
        if kind.isFromSeed000 && usesSeedNumbers && !UIAccessibility.isReduceMotionEnabled {
            // извлекает анимацию из перечисления TableAnimation и инициализирует класс TableViewAnimator
            let animation = currentTableAnimation.getAnimation()
            let animator = TableViewAnimator(animation: animation)
            animator.animate(cell: cell, at: indexPath, in: tableView)
        } else {
            tunedAnimation()(cell, indexPath, tableView)
        }
    }

    // MARK:- точки выхода функций для viewController
    /*@IBAction*/ func animationButtonPressed(_ sender: Any) {
        guard let senderButton = sender as? UIButton else { return }

        /// задает незакрашенный кружок в качестве символа по умолчанию для кнопок
        button1.setImage(UIImage(systemName: "1.circle", withConfiguration:
                                 UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold, scale: .large)),
                         for: .normal)
        button2.setImage(UIImage(systemName: "2.circle", withConfiguration:
                                 UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold, scale: .large)),
                         for: .normal)
        button3.setImage(UIImage(systemName: "3.circle", withConfiguration:
                                 UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold, scale: .large)),
                         for: .normal)
        button4.setImage(UIImage(systemName: "4.circle", withConfiguration:
                                 UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold, scale: .large)),
                         for: .normal)

        /// задает символ для кнопки на основе ее тэга, чтобы продемонстрировать, что она выбрана, и задает currentTableAnimation.
        switch senderButton.tag {
        case 1: senderButton.setImage(UIImage(systemName: "1.circle.fill", withConfiguration:
                                              UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold,
                                                                          scale: .large)), for: .normal)
        currentTableAnimation = TableAnimation.fadeIn(duration: animationDuration, delay: delay)
        case 2: senderButton.setImage(UIImage(systemName: "2.circle.fill", withConfiguration:
                                              UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold,
                                                                          scale: .large)), for: .normal)
        currentTableAnimation = TableAnimation.moveUp(rowHeight: TableAnimationViewCell().tableViewHeight,
                                                      duration: animationDuration, delay: delay)
        case 3: senderButton.setImage(UIImage(systemName: "3.circle.fill", withConfiguration:
                                              UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold,
                                                                          scale: .large)), for: .normal)
        currentTableAnimation = TableAnimation.moveUpWithFade(rowHeight: TableAnimationViewCell().tableViewHeight,
                                                              duration: animationDuration, delay: delay)
        case 4: senderButton.setImage(UIImage(systemName: "4.circle.fill", withConfiguration:
                                              UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold,
                                                                          scale: .large)), for: .normal)
        currentTableAnimation = TableAnimation.moveUpBounce(rowHeight: TableAnimationViewCell().tableViewHeight,
                                                            duration: animationDuration + 0.2, delay: delay)
        default: break
        }

        // Kinema: the button also picks the scene's animation kind.
        if let picked = TableAnimationKind(rawValue: senderButton.tag - 1), picked.isFromSeed000 {
            kind = picked
            onKindPicked?(picked)
        }

        /// перезагружаем tableView, чтобы увидеть анимацию
        self.tableView.reloadData()
    }

    // MARK: - Kinema: picking, replaying, tuning

    /// Whether the seed 000 path gives what the parameters say (offset, damping, velocity at the seed's).
    private var usesSeedNumbers: Bool {
        let seed = kind.defaults
        return abs(Double(offsetFactor) - seed.offset) < 1e-9 && abs(Double(damping) - seed.damping) < 1e-9
            && abs(Double(velocity) - seed.velocity) < 1e-9 || kind == .fadeIn
    }

    /// Selects an animation as its button would: fills that button, empties the others, replays.
    /// With `refreshOnly`, only empties seed 003's buttons (seed 000's own code handles its four).
    func pick(_ picked: TableAnimationKind, refreshOnly: Bool = false) {
        for button in cellButtons { button.setImage(symbol(button.tag, filled: false), for: .normal) }
        if refreshOnly { return }
        if picked.isFromSeed000 {
            animationButtonPressed([button1, button2, button3, button4][picked.rawValue] as Any)
            return
        }
        for (index, button) in [button1, button2, button3, button4].enumerated() {
            button?.setImage(symbol(index + 1, filled: false), for: .normal)
        }
        cellButtons[picked.rawValue - 4].setImage(symbol(picked.number, filled: true), for: .normal)
        kind = picked
        tableViewHeaderText = picked.title
        onKindPicked?(picked)
        replay()
    }

    /// Seed 000's enum value for the current kind and tuning (its buttons build the same).
    func refreshSeedAnimation() {
        let height = TableAnimationViewCell().tableViewHeight
        switch kind {
        case .fadeIn: currentTableAnimation = .fadeIn(duration: animationDuration, delay: delay)
        case .moveUp: currentTableAnimation = .moveUp(rowHeight: height, duration: animationDuration, delay: delay)
        case .moveUpWithFade: currentTableAnimation = .moveUpWithFade(rowHeight: height, duration: animationDuration, delay: delay)
        case .moveUpBounce: currentTableAnimation = .moveUpBounce(rowHeight: height, duration: animationDuration + 0.2, delay: delay)
        default: tableViewHeaderText = kind.title
        }
    }

    /// Plays the animation again: a reload, as the seed's buttons do.
    func replay() {
        refreshSeedAnimation()
        tableView.reloadData()
    }

    private var lastReloadFrame = -1

    private func shouldAnimate(row: Int) -> Bool {
        let reloading = tableView.isDisplayingReload
        if reloading {
            // A new reload pass: "first appearance" starts over, and the playhead starts here.
            let frame = tableView.animationEngine.clock.frameCount
            if frame != lastReloadFrame {
                lastReloadFrame = frame
                animatedRows.removeAll()
                reloadDisplayTime = tableView.animationEngine.now
            }
        }
        switch moment {
        case .everyAppearance:
            return true
        case .firstAppearance:
            return animatedRows.insert(row).inserted
        case .afterReload:
            return reloading
        }
    }

    /// The current kind with the tuned numbers.
    private func tunedAnimation() -> TableCellAnimation {
        let height = TableAnimationViewCell().tableViewHeight
        let (duration, delay, offset) = (animationDuration, self.delay, offsetFactor)
        let (damping, velocity) = (self.damping, self.velocity)
        // Reduce Motion (Apple's guidance: replace motion with a fade): every kind fades its rows in
        // place, with its own duration and stagger, without moving or bouncing.
        if UIAccessibility.isReduceMotionEnabled {
            return TableAnimationFactory.makeFadeAnimation(duration: duration, delayFactor: delay)
        }
        switch kind {
        case .fadeIn:
            return TableAnimationFactory.makeFadeAnimation(duration: duration, delayFactor: delay)
        case .moveUp:
            return TableAnimationFactory.makeMoveUpAnimation(rowHeight: height, duration: duration, delayFactor: delay, offsetFactor: offset)
        case .moveUpWithFade:
            return TableAnimationFactory.makeMoveUpWithFadeAnimation(rowHeight: height, duration: duration, delayFactor: delay, offsetFactor: offset)
        case .moveUpBounce:
            return TableAnimationFactory.makeMoveUpBounceAnimation(
                rowHeight: height, duration: duration + 0.2, delayFactor: delay, offsetFactor: offset, damping: damping, velocity: velocity)
        case .fade:
            return { cell, indexPath, _ in cell.fadeInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row) }
        case .bounce:
            return { cell, indexPath, _ in
                cell.bouncingAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset, damping: damping, velocity: velocity)
            }
        case .moveIn:
            return { cell, indexPath, _ in cell.moveInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset) }
        case .rightIn:
            return { cell, indexPath, _ in cell.rightInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset) }
        case .leftIn:
            return { cell, indexPath, _ in cell.leftInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset) }
        case .side:
            // Seed 003's "side": even rows from the left, odd rows from the right.
            return { cell, indexPath, _ in
                if (indexPath.row % 2 == 0){
                    cell.leftInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset)
                }else{
                    cell.rightInAnimation(withDuration: duration, withDelay: delay, forIndex: indexPath.row, offsetFactor: offset)
                }
            }
        }
    }

    /// `rowCount` colours: the seed's five, then shuffled copies of them.
    private func rebuildColors() {
        var generator = Self.shuffleGenerator()
        var result = baseColors
        while result.count < rowCount { result.append(contentsOf: baseColors.shuffled(using: &generator)) }
        colors = Array(result.prefix(max(1, rowCount)))
    }

    /// A fixed-seed generator, so "shuffled" colours are the same in every run and capture.
    private static func shuffleGenerator() -> SplitMix64 { SplitMix64(seed: 0x4B69_6E65_6D61) }

    private var seededShuffle = shuffleGenerator()
}
