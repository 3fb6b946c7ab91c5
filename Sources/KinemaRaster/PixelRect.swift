/// A rectangle of whole pixels (a clip, a damaged region): `x`, `y` its top-left, `w`, `h` its size.
package struct PixelRect: Equatable {
    package var x: Int32
    package var y: Int32
    package var w: Int32
    package var h: Int32

    package init(x: Int32, y: Int32, w: Int32, h: Int32) {
        (self.x, self.y, self.w, self.h) = (x, y, w, h)
    }

    package var isEmpty: Bool { w <= 0 || h <= 0 }
}
