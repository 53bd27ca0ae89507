/// Going back and switching tabs the way a finger does: by tapping the back button of the
/// navigation bar on screen, or a tab of the tab bar on screen.
extension Driver {
    /// Taps the back button of the frontmost navigation bar that shows one (the last in the
    /// window's depth-first order: a presented screen's before the game's).
    public func back() throws(DriverError) {
        let shown = views(ofType: NavigationBar.self).filter { bar in
            bar.window === window && bar.backButton.isShownOnScreen
        }
        guard let bar = shown.last else { throw .noBackButton }
        try tap(bar.backButton)
    }

    /// Taps the tab titled `title` on the frontmost tab bar that has one.
    public func tab(_ title: String) throws(DriverError) {
        let bars = views(ofType: TabBar.self).filter(\.isShownOnScreen)
        for bar in bars.reversed() {
            if let button = bar.buttons.first(where: { Self.shownText(of: $0) == title }) {
                try tap(button)
                return
            }
        }
        throw .noSuchTab(title, available: bars.last?.buttons.compactMap(Self.shownText(of:)) ?? [])
    }
}
