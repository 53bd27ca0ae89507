import Testing
@testable import MoonKit

@Suite("Short-access lists")
struct ShortAccessListTests {
    private final class Item {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test("changes as an array would: appended in order, removed by test or by identity, emptied")
    func changesAsAnArray() {
        let list = ShortAccessList<Item>()
        #expect(list.isEmpty && list.count == 0)
        let a = Item("a"), b = Item("b"), c = Item("c"), twinOfB = Item("b")
        for item in [a, b, c, twinOfB, b] { list.append(item) }
        #expect(list.elements.map(\.name) == ["a", "b", "c", "b", "b"] && list.count == 5)
        #expect(list.contains { $0 === twinOfB } && !list.contains { $0.name == "d" })

        // Identity, not equality: the first `b` itself goes, its twin and its second entry stay.
        list.removeFirst(identicalTo: b)
        #expect(list.elements.map { $0 === twinOfB ? "twin" : $0.name } == ["a", "c", "twin", "b"])
        list.removeFirst(identicalTo: Item("a"))
        #expect(list.count == 4)

        list.removeAll { $0.name == "b" }
        #expect(list.elements.map(\.name) == ["a", "c"])
        list.removeAll(keepingCapacity: true)
        #expect(list.isEmpty)
        list.append(c)
        #expect(list.elements.map(\.name) == ["c"])
    }

    @Test("elements is a copy, and takeAll hands the elements over and leaves the list empty")
    func copiesAndHandsOver() {
        let list = ShortAccessList<Int>()
        for k in 1...3 { list.append(k) }
        let before = list.elements
        list.append(4)
        #expect(before == [1, 2, 3] && list.elements == [1, 2, 3, 4])
        // Appending while walking a taken queue lands in the list for the next walk.
        var walked: [Int] = []
        for k in list.takeAll() {
            walked.append(k)
            if k == 2 { list.append(20) }
        }
        #expect(walked == [1, 2, 3, 4] && list.elements == [20])
        #expect(list.takeAll() == [20] && list.isEmpty && list.takeAll().isEmpty)
    }

    @Test("a change copies nothing: the list's buffer stays where it was while it has room")
    func changesInPlace() {
        let list = ShortAccessList<Int>()
        for k in 0..<8 { list.append(k) }
        list.removeAll(keepingCapacity: true)
        list.append(1)
        let start = list.elements.withUnsafeBufferPointer { $0.baseAddress }
        for k in 2...8 { list.append(k) }
        list.removeAll { $0 % 2 == 0 }
        #expect(list.elements.withUnsafeBufferPointer { $0.baseAddress } == start)
        #expect(list.elements == [1, 3, 5, 7])
    }
}
