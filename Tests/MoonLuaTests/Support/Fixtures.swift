import Foundation
import LuaBridge
import MoonLua

/// Counts live instances, to prove Swift objects were released.
final class LiveCounter {
    var live = 0
}

/// An object that registers itself with a counter while it lives.
final class Tracked {
    let counter: LiveCounter
    init(_ counter: LiveCounter) {
        self.counter = counter
        counter.live += 1
    }
    deinit { counter.live -= 1 }
}

/// A tiny view hierarchy standing in for MoonKit's, to bind with inheritance.
class TestView {
    var tag = 0
    weak var superview: TestView?
    var subviews: [TestView] = []

    func addSubview(_ view: TestView) {
        view.superview = self
        subviews.append(view)
    }
}

final class TestButton: TestView {
    var title = ""
}

final class TestCounter {
    var value = 0
}

enum WrapTestView: LuaBinding {
    static let luaName = "View"
    static func bind(_ c: inout LuaClassBuilder<TestView>) {
        c.constructor { _ in TestView() }
        c.property("tag", get: { $0.tag }, set: { $0.tag = $1 })
        c.property("superview", get: { $0.superview })
        c.property("subviewCount", get: { $0.subviews.count })
        c.method("addSubview") { view, call in view.addSubview(try call.object(2, as: TestView.self)) }
        c.method("kind") { _, call in call.push("view") }
        c.metamethod("__len") { call in call.push(try call.object(1, as: TestView.self).subviews.count) }
        c.metamethod("__concat") { call in call.push("view " + (try call.string(2))) }
    }
}

enum WrapTestButton: LuaBinding {
    static let luaName = "Button"
    static var parent: (any LuaBinding.Type)? { WrapTestView.self }
    static func bind(_ c: inout LuaClassBuilder<TestButton>) {
        c.constructor { _ in TestButton() }
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.method("describe") { button, call in call.push("\(button.title)#\(button.tag)") }
        c.method("kind") { _, call in call.push("button") }
        c.metamethod("__concat") { call in call.push("button " + (try call.object(1, as: TestButton.self).title) + (try call.string(2))) }
    }
}

enum WrapTestCounter: LuaBinding {
    static let luaName = "Counter"
    static var allowsScriptFields: Bool { true }
    static func bind(_ c: inout LuaClassBuilder<TestCounter>) {
        c.constructor { _ in TestCounter() }
        c.property("value", get: { $0.value }, set: { $0.value = $1 })
        c.method("add") { counter, call in call.push(counter.value + (try call.int(2)) + (try call.int(3))) }
    }
}

/// A fresh folder of script files, removed when the test is done.
final class ScriptFolder {
    let root: String

    init(_ files: [String: String]) throws {
        // Short: Lua abbreviates chunk names longer than 60 bytes with "...".
        let tag = UUID().uuidString.prefix(8)
        root = "/tmp/ml-\(tag)/scripts"
        for (name, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { root + "/" + name }

    deinit {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
}

/// The error a throwing body threw, if it was a LuaError.
func luaError(_ body: () throws -> Void) -> LuaError? {
    do {
        try body()
        return nil
    } catch let error as LuaError {
        return error
    } catch {
        return nil
    }
}

/// Twenty properties: more names than the C key cache has slots, so lookups collide.
final class TestWide {
    var values = Array(repeating: 0, count: 20)
}

enum WrapTestWide: LuaBinding {
    static let luaName = "Wide"
    static func bind(_ c: inout LuaClassBuilder<TestWide>) {
        c.constructor { _ in TestWide() }
        for i in 0..<20 {
            c.property("p\(i)", get: { $0.values[i] }, set: { $0.values[i] = $1 })
        }
        c.property("sum", get: { $0.values.reduce(0, +) })
    }
}
