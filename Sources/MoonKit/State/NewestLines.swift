/// Lines of a log that a script may fill for ever: the newest `capacity` are kept, with a count
/// of the older ones dropped, so memory stays bounded. Trimmed in batches, so that a line costs
/// a constant time; never more than twice `capacity` lines are held.
public struct NewestLines: Sendable {
    /// How many of the newest lines are kept.
    public let capacity: Int
    private var stored: [String] = []
    private var droppedBeforeStored = 0

    /// An empty log that keeps the newest `capacity` lines (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The newest lines (at most `capacity`), oldest first.
    public var lines: [String] { stored.count > capacity ? Array(stored.suffix(capacity)) : stored }

    /// How many older lines were dropped.
    public var dropped: Int { droppedBeforeStored + max(0, stored.count - capacity) }

    /// Adds a line, dropping the oldest ones in a batch once twice `capacity` are held.
    public mutating func append(_ line: String) {
        stored.append(line)
        if stored.count >= 2 * capacity {
            let excess = stored.count - capacity
            stored.removeFirst(excess)
            droppedBeforeStored += excess
        }
    }

    /// Forgets every line, and the count of those dropped.
    public mutating func removeAll() {
        stored.removeAll()
        droppedBeforeStored = 0
    }
}
