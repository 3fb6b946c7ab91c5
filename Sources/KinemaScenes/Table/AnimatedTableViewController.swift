import Foundation
import KinemaCore
import KinemaUI
import KinemaTweaks

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

    // MARK: - Kinema: its tuning (AnimatedTableViewController+Tuning.swift)

    /// Kinema's numbers and state for the scene: seed 003's buttons, the picked animation, the tuned
    /// offset, spring and row count, when rows animate, where the stagger counts from.
    var tuning = TableTuning() {
        didSet { if tuning.rowCount != oldValue.rowCount { rebuildColors() } }
    }

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
        tuning.cellButtons = (5...10).map { makeButton(tag: $0) }
        tuning.cellButtons.forEach(cellStack.addArrangedSubview)
        for button in tuning.cellButtons {
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

    func makeButton(tag: Int) -> UIButton {
        let button = UIButton(type: .system)
        button.tag = tag
        button.accessibilityIdentifier = "button-\(tag)"
        button.setImage(symbol(tag, filled: false), for: .normal)
        return button
    }

    func symbol(_ number: Int, filled: Bool) -> UIImage? {
        UIImage(systemName: "\(number).circle\(filled ? ".fill" : "")", withConfiguration:
                    UIImage.SymbolConfiguration(pointSize: fontSize, weight: .semibold, scale: .large))
    }

    // MARK:- методы жизненного цикла ViewController
    override func viewDidLoad() {
        super.viewDidLoad()
        self.colors.append(contentsOf: colors.shuffled(using: &tuning.shuffle))

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

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        // Kinema: which rows animate, its own animations and numbers, and the row the delay counts from.
        guard let indexPath = kinemaIndexPath(animating: cell, at: indexPath) else { return }
        // извлекает анимацию из перечисления TableAnimation и инициализирует класс TableViewAnimator
        let animation = currentTableAnimation.getAnimation()
        let animator = TableViewAnimator(animation: animation)
        animator.animate(cell: cell, at: indexPath, in: tableView)
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
        seedButtonPicked(senderButton)

        /// перезагружаем tableView, чтобы увидеть анимацию
        self.tableView.reloadData()
    }
}
