import Foundation

/// Supplies a table's rows (UIKit's `UITableViewDataSource`).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Kinema: declared by a subclass of a `UITableViewDataSource` class so an optional method it adds
/// (`numberOfSections(in:)`) is called (see `SubclassedDelegateCheck`).
@MainActor
public protocol UITableViewDataSourceSubclassing: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
}
