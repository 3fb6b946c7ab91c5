/// A triangle's corner: where it is (window pixels), its colour, and where it samples a texture (0…1;
/// unused by untextured triangles). The GPU path hands these to SDL by their fields' offsets.
package struct RasterVertex {
    package var position: Point
    package var color: RasterColor
    package var texCoord: Point

    package init(position: Point, color: RasterColor, texCoord: Point = Point(x: 0, y: 0)) {
        (self.position, self.color, self.texCoord) = (position, color, texCoord)
    }

    /// A point in window pixels (or texture coordinates), in single precision as a GPU takes it.
    package struct Point: Equatable {
        package var x: Float
        package var y: Float

        package init(x: Float, y: Float) {
            (self.x, self.y) = (x, y)
        }
    }
}
