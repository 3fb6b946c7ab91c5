import Foundation

/// The table's calls to its delegate and data source: through their `…Subclassing` twins when they
/// declare them (so a subclass's own methods are found), otherwise through the plain protocols.
extension UITableView {
    func tableDelegateDidChange() {
        tableDelegate = delegate as? UITableViewDelegate
        tableDelegateTwin = delegate as? UITableViewDelegateSubclassing
        if let tableDelegate {
            SubclassedDelegateCheck.check(
                tableDelegate, protocolName: "UITableViewDelegate", twinName: "UITableViewDelegateSubclassing",
                declaresTwin: tableDelegateTwin != nil, conforms: { $0 is UITableViewDelegate.Type })
        }
        reloadData()
    }

    func dataSourceDidChange() {
        dataSourceTwin = dataSource as? UITableViewDataSourceSubclassing
        guard let dataSource else { return }
        SubclassedDelegateCheck.check(
            dataSource, protocolName: "UITableViewDataSource", twinName: "UITableViewDataSourceSubclassing",
            declaresTwin: dataSourceTwin != nil, conforms: { $0 is UITableViewDataSource.Type })
    }

    func dataSourceNumberOfSections(_ dataSource: UITableViewDataSource) -> Int {
        dataSourceTwin?.numberOfSections(in: self) ?? dataSource.numberOfSections(in: self)
    }

    func delegateHeightForRow(at indexPath: IndexPath) -> CGFloat {
        if let twin = tableDelegateTwin { return twin.tableView(self, heightForRowAt: indexPath) }
        return tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    }

    func delegateHeightForHeader(inSection section: Int) -> CGFloat {
        if let twin = tableDelegateTwin { return twin.tableView(self, heightForHeaderInSection: section) }
        return tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? 0
    }

    func delegateViewForHeader(inSection section: Int) -> UIView? {
        if let twin = tableDelegateTwin { return twin.tableView(self, viewForHeaderInSection: section) }
        return tableDelegate?.tableView(self, viewForHeaderInSection: section)
    }

    /// UIKit's default header height: `sectionHeaderHeight` when the section has a header view, else 0.
    package func defaultHeaderHeight(section: Int) -> CGFloat {
        delegateViewForHeader(inSection: section) == nil ? 0 : sectionHeaderHeight
    }

    func delegateWillDisplay(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if let twin = tableDelegateTwin { return twin.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if let twin = tableDelegateTwin { return twin.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func delegateShouldHighlightRow(at indexPath: IndexPath) -> Bool {
        if let twin = tableDelegateTwin { return twin.tableView(self, shouldHighlightRowAt: indexPath) }
        return tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateDidHighlightRow(at indexPath: IndexPath) {
        if let twin = tableDelegateTwin { return twin.tableView(self, didHighlightRowAt: indexPath) }
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func delegateDidUnhighlightRow(at indexPath: IndexPath) {
        if let twin = tableDelegateTwin { return twin.tableView(self, didUnhighlightRowAt: indexPath) }
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func delegateDidSelectRow(at indexPath: IndexPath) {
        if let twin = tableDelegateTwin { return twin.tableView(self, didSelectRowAt: indexPath) }
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    func delegateDidDeselectRow(at indexPath: IndexPath) {
        if let twin = tableDelegateTwin { return twin.tableView(self, didDeselectRowAt: indexPath) }
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }
}
