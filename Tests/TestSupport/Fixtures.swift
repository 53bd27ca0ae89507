import Foundation
import LuaBridge

// What the tests of the bridge, the game runtime and the bots share: small classes bound
// with inheritance, a folder of scripts, and the LuaError a body threw.

/// Counts live instances, to prove Swift objects were released.
public final class LiveCounter {
    public var live = 0
    public init() {}
}

/// An object that registers itself with a counter while it lives.
public final class Tracked {
    public let counter: LiveCounter
    public init(_ counter: LiveCounter) {
        self.counter = counter
        counter.live += 1
    }
    deinit { counter.live -= 1 }
}

/// A tiny view hierarchy standing in for MoonKit's, to bind with inheritance. It carries a
/// memory charge, as MoonKit's views do, for the texts scripts set on it.
open class TestView: LuaChargeCarrier {
    public var luaMemoryCharge: LuaMemoryCharge?
    public var tag = 0
    public weak var superview: TestView?
    public var subviews: [TestView] = []

    public init() {}

    public func addSubview(_ view: TestView) {
        view.superview = self
        subviews.append(view)
    }
}

public final class TestButton: TestView {
    public var title = ""
    public override init() { super.init() }
}

public final class TestCounter {
    public var value = 0
    public init() {}
}

/// The test classes are values bindings can take and give, as MoonKit's are.
extension TestView: LuaBoundObject {}
extension TestCounter: LuaBoundObject {}

public enum WrapTestView: LuaBinding {
    public static let luaName = "View"
    public static func bind(_ c: inout LuaClassBuilder<TestView>) {
        c.constructor { TestView() }
        c.property("tag", get: { $0.tag }, set: { $0.tag = $1 })
        c.property("superview", get: { $0.superview })
        c.property("subviewCount", get: { $0.subviews.count })
        c.method("addSubview(view)") { (view, subview: TestView) in view.addSubview(subview) }
        c.method("kind()") { _ in "view" }
        c.metamethod("__len") { call in call.push(try call.object(1, as: TestView.self).subviews.count) }
        c.metamethod("__concat") { call in call.push("view " + (try call.string(2))) }
    }
}

public enum WrapTestButton: LuaBinding {
    public static let luaName = "Button"
    public static var parent: (any LuaBinding.Type)? { WrapTestView.self }
    public static func bind(_ c: inout LuaClassBuilder<TestButton>) {
        c.constructor { TestButton() }
        c.property("title", get: { $0.title }, set: { $0.title = $1 })
        c.method("describe()") { button in "\(button.title)#\(button.tag)" }
        c.method("kind()") { _ in "button" }
        c.metamethod("__concat") { call in call.push("button " + (try call.object(1, as: TestButton.self).title) + (try call.string(2))) }
    }
}

public enum WrapTestCounter: LuaBinding {
    public static let luaName = "Counter"
    public static var allowsScriptFields: Bool { true }
    public static func bind(_ c: inout LuaClassBuilder<TestCounter>) {
        c.constructor { TestCounter() }
        c.property("value", get: { $0.value }, set: { $0.value = $1 })
        c.method("add(a, b)") { (counter, a: Int, b: Int) in counter.value + a + b }
    }
}

/// A fresh folder of script files, removed when the test is done.
public final class ScriptFolder {
    public let root: String

    public init(_ files: [String: String]) throws {
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

    public func path(_ name: String) -> String { root + "/" + name }

    deinit {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
}

/// The error a throwing body threw, if it was a LuaError.
public func luaError(_ body: () throws -> Void) -> LuaError? {
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
public final class TestWide {
    public var values = Array(repeating: 0, count: 20)
    public init() {}
}

public enum WrapTestWide: LuaBinding {
    public static let luaName = "Wide"
    public static func bind(_ c: inout LuaClassBuilder<TestWide>) {
        c.constructor { TestWide() }
        for i in 0..<20 {
            c.property("p\(i)", get: { $0.values[i] }, set: { $0.values[i] = $1 })
        }
        c.property("sum", get: { $0.values.reduce(0, +) })
    }
}
