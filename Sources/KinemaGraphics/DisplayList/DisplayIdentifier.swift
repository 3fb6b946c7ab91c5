import Foundation
import Synchronization

/// An accessibility identifier as a DisplayList item carries it: a number standing for the string.
///
/// A rounded rectangle — most of what a frame draws — is then a plain value, copied, compared and
/// dropped without reference counting (a string in every item retained and released it each time, a
/// fifth of a 10,000-view frame). Numbers are handed out once per distinct string for the life of the
/// process, so two items carry the same number exactly when they carry the same identifier; the strings
/// are kept (a scene names a bounded set of things).
public struct DisplayIdentifier: Hashable, Sendable {
    /// 0 is "no identifier"; otherwise one more than the string's place in the table.
    private let number: UInt32

    /// No identifier.
    public static let none = DisplayIdentifier(number: 0)

    private init(number: UInt32) {
        self.number = number
    }

    /// The number for `string` (`none` for nil).
    public init(_ string: String?) {
        guard let string else {
            self = .none
            return
        }
        number = Self.table.withLock { table in
            if let number = table.numbers[string] { return number }
            table.strings.append(string)
            let number = UInt32(table.strings.count)
            table.numbers[string] = number
            return number
        }
    }

    /// The identifier's string, or nil for `none`.
    public var string: String? {
        guard number > 0 else { return nil }
        return Self.table.withLock { $0.strings[Int(number) - 1] }
    }

    private struct Table {
        package var strings: [String] = []
        package var numbers: [String: UInt32] = [:]
    }

    /// Shared by every thread that builds lists (tests build them in parallel), behind a lock; the frame
    /// path never takes it: a view keeps its identifier's number.
    private static let table = Mutex(Table())
}
