/// Who shows bar button items and redraws when one changes (its title, image, enabling): a
/// navigation item (through its controller's bar) or a toolbar.
protocol BarButtonItemHolder: AnyObject {
    func itemDidChange()
}
