extension ViewController {
    /// Runs `work` on the engine's main queue `delay` seconds of virtual time from now
    /// (UIKit's `perform(_:with:afterDelay:)`). Returns false, doing nothing, when the view
    /// controller is not on a screen with a clock.
    @discardableResult
    public func perform(afterDelay delay: Double, _ work: @escaping () -> Void) -> Bool {
        guard let queue = viewIfLoaded?.window?.queue else { return false }
        queue.after(delay, work)
        return true
    }
}
