import Foundation

/// A view a table or collection hands out again: made once from its registered class (then
/// `awakeFromNib()`, Kinema's stand-in for loading it from a nib), reset by `prepareForReuse()` before
/// each reuse.
@MainActor
protocol ReusableView: UIView {
    var reuseIdentifier: String? { get }
    func awakeFromNib()
    func prepareForReuse()
}
