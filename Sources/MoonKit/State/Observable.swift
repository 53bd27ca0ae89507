/// A value whose changes can be watched, like a Swift property with `willSet`/`didSet`
/// that several parties can attach to: the score label follows `score`, and a simulation
/// reads the same score without looking at the screen.
///
/// ```swift
/// let score = Observable(0)
/// let watch = score.observe(didSet: { old, new in label.text = "Score: \(new)" })
/// score.value += 1
/// watch.cancel()
/// ```
public final class Observable<Value> {
    /// A change notification: the old value and the new one.
    public typealias Observer = (_ old: Value, _ new: Value) -> Void

    private var observers: [(id: Int, willSet: Observer?, didSet: Observer?)] = []
    private var nextID = 0

    /// The current value; setting it calls every `willSet`, stores, then every `didSet`.
    public var value: Value {
        willSet {
            let current = value
            for observer in observers { observer.willSet?(current, newValue) }
        }
        didSet {
            let current = value
            for observer in observers { observer.didSet?(oldValue, current) }
        }
    }

    /// An observable starting at `initial`.
    public init(_ initial: Value) {
        value = initial
    }

    /// Calls `willSet` before and `didSet` after every change, until the token is cancelled.
    @discardableResult
    public func observe(willSet: Observer? = nil, didSet: Observer? = nil) -> ObservationToken {
        let id = nextID
        nextID += 1
        observers.append((id, willSet, didSet))
        return ObservationToken { [weak self] in self?.observers.removeAll { $0.id == id } }
    }
}

/// Ends an observation when cancelled.
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation; cancelling twice does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
