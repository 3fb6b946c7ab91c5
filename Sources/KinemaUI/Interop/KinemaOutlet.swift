import Foundation
import KinemaGraphics

/// What Kinema's port step makes of an `@IBOutlet` declared as an implicitly unwrapped optional
/// (`@IBOutlet var label: UILabel!`): a property that behaves as the outlet did, and says which outlet it
/// was when it is read while nil.
///
/// Kinema has no storyboards or XIBs, so nothing connects outlets: code must create the views and assign
/// them. An outlet read before that is reported once on standard error, naming it — then the program stops
/// as iOS's does, on the implicit unwrap of nil, at the line that read it.
@propertyWrapper
public struct KinemaOutlet<Value> {
    private var value: Value?
    private let name: String

    /// An outlet named `name` ("ViewController.label"), nil until code assigns it.
    public init(_ name: String) {
        self.name = name
    }

    public init(wrappedValue: Value?, _ name: String) {
        value = wrappedValue
        self.name = name
    }

    public var wrappedValue: Value? {
        get {
            if value == nil { OutletReport.readWhileNil(name, weak: false) }
            return value
        }
        set { value = newValue }
    }
}

/// `KinemaOutlet` for an outlet declared `weak` (`@IBOutlet weak var label: UILabel!`): the view is not
/// retained, as on iOS — a view created in code and assigned only to a weak outlet is deallocated at once
/// (iOS's compiler warns about it; here the report says so when it is read).
@propertyWrapper
public struct KinemaWeakOutlet<Value: AnyObject> {
    private weak var value: Value?
    private let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(wrappedValue: Value?, _ name: String) {
        value = wrappedValue
        self.name = name
    }

    public var wrappedValue: Value? {
        get {
            let current = value
            if current == nil { OutletReport.readWhileNil(name, weak: true) }
            return current
        }
        set { value = newValue }
    }
}

/// Reports an outlet read while nil, once per outlet.
enum OutletReport {
    static let reports = ReportedOnce()

    static func readWhileNil(_ name: String, weak: Bool) {
        reports.report(name, """
            Kinema: the @IBOutlet \(name) was read while nil. Kinema has no storyboards or XIBs to connect \
            outlets: create the view in code and assign it (in loadView or viewDidLoad)\(weak ? "; this outlet is weak, so add the view to a superview (which keeps it) before or as you assign it" : ""). \
            (docs/pasted-code.md#storyboards-and-outlets)
            """)
    }
}
