import Foundation
import KinemaGraphics

/// Makes sure a delegate method a subclass adds is never silently skipped.
///
/// UIKit finds an optional delegate method on whatever class implements it, subclasses included, through
/// the Objective-C runtime. Kinema's delegate protocols give their optional methods default
/// implementations instead, and Swift fills a class's protocol witnesses once, for the class that
/// declares the conformance: a method that only a *subclass* declares is not among them and would never
/// be called. So every Kinema delegate protocol with optional methods has a twin, `…Subclassing`, with the
/// same methods; a subclass declares it in one line (`extension FancyDelegate: UITableViewDelegateSubclassing {}`)
/// and Kinema asks the twin first, which finds the subclass's methods, the superclass's and the defaults
/// alike. A delegate whose class inherits its conformance without declaring the twin is reported once
/// per class on standard error, naming the line to add.
@MainActor
enum SubclassedDelegateCheck {
    /// Where reports go (standard error; tests collect them).
    static var report: (String) -> Void = { message in
        StandardError.writeLine(message)
    }

    private static var checked: Set<Key> = []

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let protocolName: String
    }

    /// Reports `delegate`'s class once if it inherits its conformance to `protocolName` (the superclass
    /// conforms too) and does not declare `twinName`.
    /// - Parameter conforms: whether a class conforms to the protocol (`{ $0 is P.Type }`).
    static func check(
        _ delegate: AnyObject, protocolName: String, twinName: String, declaresTwin: Bool,
        conforms: (AnyClass) -> Bool
    ) {
        let type: AnyClass = Swift.type(of: delegate)
        guard !declaresTwin, checked.insert(Key(type: ObjectIdentifier(type), protocolName: protocolName)).inserted else { return }
        // The class that declared the conformance: the topmost ancestor that conforms.
        var declaring: AnyClass = type
        while let parent = _getSuperclass(declaring), conforms(parent) { declaring = parent }
        guard declaring != type else { return }
        let name = String(describing: type)
        report("""
            Kinema: \(name) inherits its \(protocolName) conformance from \(String(describing: declaring)). Without \
            the Objective-C runtime Kinema cannot see delegate methods a subclass adds, so \(name)'s own would \
            never be called. Declare `extension \(name): \(twinName) {}` (README: "Delegates and subclasses").
            """)
    }
}
