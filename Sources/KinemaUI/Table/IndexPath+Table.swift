import Foundation

/// UIKit's table and collection conveniences on Foundation's `IndexPath`: a section and a row (or item).
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int { count > 0 ? self[0] : 0 }
    public var row: Int { count > 1 ? self[1] : 0 }
    public var item: Int { row }
}
