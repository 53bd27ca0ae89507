/// Where a table view's rows come from (UIKit's `UITableViewDataSource`). Only the row count and
/// the cells are required; the rest have UIKit's defaults.
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has (default 1).
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row at `indexPath`, usually from `dequeueReusableCell`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of the section's header, or nil for no header (the default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the section's footer, or nil for no footer (the default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the data source deletes rows when asked (UIKit shows swipe-to-delete when the data
    /// source implements `tableView(_:commit:forRowAt:)`; Swift cannot ask whether a method is
    /// there, so the data source says so). Default false.
    var commitsEditing: Bool { get }
    /// Whether the row may be edited: swiped, or shown with a delete control in editing mode
    /// (default true).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user asked to delete the row (its Delete action): remove it from the data and call
    /// `deleteRows` (UIKit's `tableView(_:commit:forRowAt:)` with `.delete`).
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title: the section has no header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title: the section has no footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False: the data source deletes no rows, so rows have no Delete action.
    public var commitsEditing: Bool { false }
    /// True: every row may be edited.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing (the row stays).
    public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {}
}

/// What a table view tells its delegate, and asks it, besides scrolling (UIKit's
/// `UITableViewDelegate`, which is also the scroll view's delegate). Every method has a default.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row at `indexPath`, or nil for the table's `rowHeight` (the default).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double?
    /// A finger selected the row (not called for `selectRow`).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A finger selecting another row deselected this one (not called for `deselectRow`).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The actions a leftward swipe reveals on the row's trailing side, or nil for the default: a
    /// Delete action when the data source commits editing, else none (UIKit's
    /// `trailingSwipeActionsConfigurationForRowAt`).
    func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
    /// No height of its own: the row takes the table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nil: the table's default actions (Delete when the data source commits editing, else none).
    public func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
}
