import Foundation
import KinemaUI

// Controls, text, alerts, gestures and dynamics that tutorials use beside their animations. Each
// class keeps UIKit's place in the hierarchy and the members tutorials touch, so a file stops once, on
// the line that makes one, with what to do instead. Checked against docs/pasted-code.md by a test.

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UISlider: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var value: Float = 0
    public var minimumValue: Float = 0
    public var maximumValue: Float = 1
    public var isContinuous = true
    public var minimumTrackTintColor: UIColor?
    public var maximumTrackTintColor: UIColor?
    public var thumbTintColor: UIColor?
    public func setValue(_ value: Float, animated: Bool) {}
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UISwitch: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var isOn = false
    public var onTintColor: UIColor?
    public var thumbTintColor: UIColor?
    public func setOn(_ on: Bool, animated: Bool) {}
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UISegmentedControl: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(items: [Any]?) { fatalError() }
    public var selectedSegmentIndex = 0
    public var numberOfSegments: Int { 0 }
    public var selectedSegmentTintColor: UIColor?
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    public func titleForSegment(at segment: Int) -> String? { nil }
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIStepper: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var value: Double = 0
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIPageControl: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var numberOfPages = 0
    public var currentPage = 0
    public var pageIndicatorTintColor: UIColor?
    public var currentPageIndicatorTintColor: UIColor?
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIDatePicker: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var date = Date()
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIRefreshControl: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var isRefreshing: Bool { false }
    public func beginRefreshing() {}
    public func endRefreshing() {}
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIProgressView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(progressViewStyle style: Int) { fatalError() }
    public var progress: Float = 0
    public var progressTintColor: UIColor?
    public var trackTintColor: UIColor?
    public func setProgress(_ progress: Float, animated: Bool) {}
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIActivityIndicatorView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var color: UIColor!
    public var hidesWhenStopped = true
    public var isAnimating: Bool { false }
    public func startAnimating() {}
    public func stopAnimating() {}
}

@available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
open class UIPickerView: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public weak var dataSource: AnyObject?
    public weak var delegate: AnyObject?
    public func reloadAllComponents() {}
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {}
}

@available(*, unavailable, message: "Kinema: text input and attributed text are not implemented yet; show text with UILabel's text and font (docs/pasted-code.md#not-yet-in-kinema)")
open class UITextField: UIControl {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var text: String?
    public var placeholder: String?
    public var font: UIFont?
    public var textColor: UIColor?
    public var textAlignment: NSTextAlignment = .natural
    public var isSecureTextEntry = false
    public weak var delegate: AnyObject?
    public var attributedText: NSAttributedString?
}

@available(*, unavailable, message: "Kinema: text input and attributed text are not implemented yet; show text with UILabel's text and font (docs/pasted-code.md#not-yet-in-kinema)")
open class UITextView: UIScrollView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var text: String!
    public var font: UIFont?
    public var textColor: UIColor?
    public var isEditable = true
    public var attributedText: NSAttributedString!
}

@available(*, unavailable, message: "Kinema: text input and attributed text are not implemented yet; show text with UILabel's text and font (docs/pasted-code.md#not-yet-in-kinema)")
open class UISearchBar: UIView {
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public var text: String?
    public var placeholder: String?
    public weak var delegate: AnyObject?
}

@available(*, unavailable, message: "Kinema: alerts and action sheets are not implemented yet; present a view controller of your own (docs/pasted-code.md#not-yet-in-kinema)")
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public func addAction(_ action: UIAlertAction) {}
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
    public var actions: [UIAlertAction] { [] }
    public var message: String?
}

@available(*, unavailable, message: "Kinema: alerts and action sheets are not implemented yet; present a view controller of your own (docs/pasted-code.md#not-yet-in-kinema)")
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }
    public var title: String? { nil }
    public var isEnabled = true
}

extension UILabel {
    @available(*, unavailable, message: "Kinema: text input and attributed text are not implemented yet; show text with UILabel's text and font (docs/pasted-code.md#not-yet-in-kinema)")
    public var attributedText: NSAttributedString? { get { fatalError() } set {} }
}

extension UIButton {
    @available(*, unavailable, message: "Kinema: text input and attributed text are not implemented yet; show text with UILabel's text and font (docs/pasted-code.md#not-yet-in-kinema)")
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {}
    @available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
    public var contentEdgeInsets: UIEdgeInsets { get { fatalError() } set {} }
    @available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
    public var configuration: AnyObject? { get { fatalError() } set {} }
}

extension UIBarButtonItem {
    @available(*, unavailable, message: "Kinema: this control is not implemented yet; build it from a UIButton, or a UIView with a UIPanGestureRecognizer (docs/pasted-code.md#not-yet-in-kinema)")
    public convenience init(customView: UIView) { fatalError() }
}

extension UIFont {
    @available(*, unavailable, message: "Kinema: text input and attributed text are not implemented yet; show text with UILabel's text and font (docs/pasted-code.md#not-yet-in-kinema)")
    public static func preferredFont(forTextStyle style: String) -> UIFont { fatalError() }
}
