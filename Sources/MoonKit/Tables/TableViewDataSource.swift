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
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
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
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { nil }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
