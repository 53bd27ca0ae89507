/// A view controller whose view is a table view (UIKit's `UITableViewController`), for a screen
/// that is a list and little else.
///
/// As UIKit's: its `view` is its `tableView`, made by `loadView` in the controller's `style`
/// unless a subclass's `loadView` gives one; the table's data source and delegate are the
/// controller itself (unless the subclass set others before the view finished loading), and
/// the controller answers with UIKit's defaults until a subclass overrides them: one section,
/// no rows. A table that fills the screen extends under the bars, and its content inset makes
/// room for them (`ScrollView.contentInsetAdjustmentBehavior`). When the view is about to
/// appear again (back from a pushed screen, say), the selected row is deselected, unless
/// `clearsSelectionOnViewWillAppear` is false.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table `loadView` makes (UIKit's `init(style:)`).
    public let style: TableView.Style

    /// Whether the selected row is deselected when the view is about to appear (default true,
    /// as in UIKit).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose table will be of `style`.
    public init(style: TableView.Style = .plain) {
        self.style = style
        super.init()
    }

    /// The table view: the controller's view, loaded on first use. Nil only when a subclass made
    /// a view that is not a table. A table set here becomes the view, and takes the controller
    /// as its data source and delegate where it has none; setting nil leaves the view as it is.
    public var tableView: TableView! {
        get { view as? TableView }
        set {
            guard let newValue else { return }
            view = newValue
            adopt(newValue)
        }
    }

    /// A table of the controller's `style`, which shows the controller's rows.
    open override func loadView() {
        view = TableView(style: style)
    }

    /// The table a subclass's `loadView` made takes the controller as its data source and
    /// delegate, where it has none yet.
    override func didLoadView() {
        if let table = viewIfLoaded as? TableView { adopt(table) }
    }

    private func adopt(_ table: TableView) {
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
    }

    /// Deselects the selected row when `clearsSelectionOnViewWillAppear` says so, as UIKit's
    /// does before the view comes back.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView,
              let selected = table.indexPathForSelectedRow else { return }
        table.deselectRow(at: selected, animated: animated)
    }

    // MARK: the data source, with UIKit's defaults

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A blank cell (asked only of a subclass that gives rows and no cells).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False: rows have no Delete action until a subclass deletes rows.
    open var commitsEditing: Bool { false }
    /// True: every row may be edited.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing (the row stays).
    open func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {}

    // MARK: the delegate, with UIKit's defaults

    /// No height of its own: the row takes the table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nil: the table's default actions.
    open func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        nil
    }
    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
