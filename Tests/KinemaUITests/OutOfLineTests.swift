import Foundation
import Testing
@testable import KinemaLayers
@testable import KinemaUI

/// `OutOfLine` keeps a large optional value behind a reference only while it has one, with the
/// semantics of the plain optional it replaces.
struct OutOfLineTests {
    struct Big: Equatable {
        var numbers = [Double](repeating: 0, count: 4)
        var name = "big"
    }

    struct Holder {
        @OutOfLine var value: Big?
    }

    @Test func itBehavesAsAnOptional() {
        var holder = Holder(value: nil)
        #expect(holder.value == nil)
        holder.value?.name = "not set: nil stays nil"
        #expect(holder.value == nil)
        holder.value = Big()
        holder.value!.numbers[2] = 7
        holder.value?.name = "changed in place"
        #expect(holder.value == Big(numbers: [0, 0, 7, 0], name: "changed in place"))
        // A copy of the holder is its own value: changing one leaves the other.
        var copy = holder
        copy.value!.name = "copy"
        #expect(holder.value!.name == "changed in place")
        #expect(copy.value!.name == "copy")
        holder.value = nil
        #expect(holder.value == nil)
        #expect(copy.value?.name == "copy")
    }

    /// A view's layer keeps no values of its own (a pointer's worth); a standalone layer's are its own,
    /// and its presentation copy's are a frozen copy of them.
    @MainActor
    @Test func aViewsLayerCarriesNoValuesOfItsOwn() {
        #expect(MemoryLayout<OutOfLine<CALayer.Snapshot>>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<CALayer.Snapshot?>.size > 500, "what every view's layer carried inline")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.values == nil)
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.cornerRadius = 5
        let frozen = layer.presentation()!
        layer.cornerRadius = 9
        #expect(layer.cornerRadius == 9)
        #expect(frozen.cornerRadius == 5)
        #expect(frozen.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    }
}
