import Foundation

/// Supplies a collection view's items (UIKit's `UICollectionViewDataSource`).
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional: one section by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Optional: the header or footer view of a section whose layout gives it room (nil: none drawn).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionView.noSupplementaryView
    }
}

/// Kinema: declared by a subclass of a `UICollectionViewDataSource` class so the optional methods it adds
/// are called (see `SubclassedDelegateCheck`); the same methods, whose defaults serve it too (one body each).
@MainActor
public protocol UICollectionViewDataSourceSubclassing: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}
