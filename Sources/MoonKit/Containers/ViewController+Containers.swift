/// What a view controller knows of the containers that show it (UIKit's
/// `navigationController`, `tabBarController`, `navigationItem`, `tabBarItem`).
extension ViewController {
    /// The nearest navigation controller above this one (itself excluded), or nil.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this one (itself excluded), or nil.
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? TabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller (made on first use).
    public var navigationItem: NavigationItem {
        if let item = navigationItemStorage { return item }
        let item = NavigationItem(controller: self)
        navigationItemStorage = item
        return item
    }

    /// What a tab bar shows for this controller (made on first use).
    public var tabBarItem: TabBarItem {
        get {
            if let item = tabBarItemStorage { return item }
            let item = TabBarItem()
            item.controller = self
            tabBarItemStorage = item
            return item
        }
        set {
            newValue.controller = self
            tabBarItemStorage = newValue
            titleDidChange()
        }
    }

    /// The title a bar shows for this controller: its navigation item's, else its own.
    var shownTitle: String? { navigationItemStorage?.title ?? title }
}
