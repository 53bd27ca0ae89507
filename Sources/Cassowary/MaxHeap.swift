/// A binary max-heap in one contiguous array: the solver's queues of symbols and definitions
/// (newest first), without the allocation and protocol costs of a general priority queue.
struct MaxHeap<Element: Comparable> {
    private(set) var items: ContiguousArray<Element> = []

    var isEmpty: Bool { items.isEmpty }

    mutating func removeAll(keepingCapacity: Bool) { items.removeAll(keepingCapacity: keepingCapacity) }

    mutating func push(_ element: Element) {
        items.append(element)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if items[p] >= items[i] { break }
            items.swapAt(p, i)
            i = p
        }
    }

    mutating func pop() -> Element? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            let n = items.count
            while true {
                let l = 2 * i + 1
                if l >= n { break }
                var m = l
                if l + 1 < n && items[l + 1] > items[l] { m = l + 1 }
                if items[i] >= items[m] { break }
                items.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
