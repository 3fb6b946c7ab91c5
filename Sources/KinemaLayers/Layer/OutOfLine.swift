/// An optional value kept out of line: a reference while it has a value, nothing while nil. For a large
/// value most instances leave nil — a layer's own values, which only a standalone layer has (744 bytes
/// that every view's layer carried inline: 7 MB of the stress grid's 10,000 views).
///
/// A value, not a reference: each wrapper owns its box (it is never copied out — only the value is) and
/// mutations happen in place in it.
@propertyWrapper
package struct OutOfLine<Wrapped> {
    private final class Box {
        var value: Wrapped?
        init(_ value: Wrapped?) { self.value = value }
    }

    private var box: Box?

    package init(wrappedValue: Wrapped?) {
        box = wrappedValue.map { Box($0) }
    }

    package var wrappedValue: Wrapped? {
        get { box?.value }
        set {
            guard let newValue else { return box = nil }
            if box != nil, isKnownUniquelyReferenced(&box) { box?.value = newValue } else { box = Box(newValue) }
        }
        _modify {
            if box == nil {
                var value: Wrapped? = nil
                yield &value
                if let value { box = Box(value) }
            } else {
                if !isKnownUniquelyReferenced(&box) { box = Box(box?.value) }
                yield &box!.value
                if case .none = box?.value { box = nil }
            }
        }
    }
}
