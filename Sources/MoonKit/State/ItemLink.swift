/// A reference to a view or a layout guide that does not keep it alive, for those that must
/// not: a constraint's items and the view it is installed on, a layout node's item, a guide's
/// owner, an engine's root, a bot's handles. Each item has one, made on first need; holders
/// keep the link strongly, and the item cuts it first thing in its `deinit`, after which it
/// reads nil for good (a new item at the same address gets a new link).
///
/// A `weak` reference would do the same, but gives its target a side table, after which every
/// retain and release of it takes the runtime's slow path, and views are retained all the time
/// (the figure: docs/performance.md, "Measured choices").
///
/// Safe because `View.deinit` and `LayoutGuide.deinit` cut the link first (`LayoutGuide` is
/// final, and no View subclass has a deinit of its own); ItemLinkTests pins that every holder
/// reads nil once its item is freed.
package final class ItemLink {
    /// The view, until it goes away; nil for a guide's link.
    package var view: View? { viewStorage }
    /// The guide, until it goes away; nil for a view's link.
    var guide: LayoutGuide? { guideStorage }
    // Private, and set only here: the compiler then proves every access exclusive, where a
    // package or public stored property is checked at run time on each read (a plain release
    // build; docs/performance.md, "Measured choices").
    private unowned(unsafe) var viewStorage: View?
    private unowned(unsafe) var guideStorage: LayoutGuide?

    fileprivate init(view: View) {
        viewStorage = view
    }

    fileprivate init(guide: LayoutGuide) {
        guideStorage = guide
    }

    /// The view or guide, until it goes away.
    var item: (any LayoutItem)? {
        if let view { return view }
        return guide
    }

    /// Called by the item first thing in its `deinit`: holders see nothing from now on.
    func cut() {
        viewStorage = nil
        guideStorage = nil
    }
}

extension View {
    /// The link that holds this view without keeping it alive (see `ItemLink`).
    package var itemLink: ItemLink {
        if let link = itemLinkStorage { return link }
        let link = ItemLink(view: self)
        itemLinkStorage = link
        return link
    }
}

extension LayoutGuide {
    /// The link that holds this guide without keeping it alive (see `ItemLink`).
    var itemLink: ItemLink {
        if let link = itemLinkStorage { return link }
        let link = ItemLink(guide: self)
        itemLinkStorage = link
        return link
    }
}
