// Methods and constructors bound from their closures' types (see `LuaClassBuilder`): the
// arguments are read by their Swift types, in order, before the body runs, and the result is
// pushed as its own; the types for editors come from the same Swift types, with the parameters'
// names from the declaration (`insertSubview(view, index)`: `LuaMemberDeclaration`).
//
// One overload per number of arguments, with or without a result, rather than a parameter pack:
// each is specialised for the binding's closure like a hand-written method (the bridge-call
// workload of the performance gate counts a typed method).

extension LuaClassBuilder {
    /// Notes a typed method's signature and returns its name.
    @usableFromInline mutating func declareMethod(_ declaration: String, _ parameters: [any LuaConvertible.Type],
                                                  results: [any LuaConvertible.Type]) -> String {
        let member = LuaMemberDeclaration(declaration, count: parameters.count, in: luaName)
        declare(member.name, type: member.signature(parameters, results: results, in: luaName))
        return member.name
    }

    /// Notes a typed constructor's signature (as `new`'s) and returns its parameters' names,
    /// under which a charging constructor charges the arguments the object keeps.
    @usableFromInline mutating func declareConstructor(_ declaration: String, _ parameters: [any LuaConvertible.Type]) -> [String] {
        let member = LuaMemberDeclaration(declaration, count: parameters.count, in: luaName)
        precondition(member.name.isEmpty || member.name == "new", "\(luaName): a constructor is declared by its parameters, '(name, …)'")
        declare("new", type: member.signature(parameters, results: [], in: luaName))
        return member.parameters.map(\.name)
    }

    /// Sets the function behind `new`.
    @usableFromInline mutating func setConstructor(_ body: @escaping LuaSwiftFunction) {
        constructor = LuaFunctionBox(body)
    }

    /// A method of no arguments, whose result is pushed: `c.method("name()") { … }`.
    @inlinable @inline(__always) public mutating func method<R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object) throws -> R
    ) {
        let name = declareMethod(declaration, [], results: [R.self])
        appendMethod(name) { object, call in
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0) })
        }
    }

    /// A method of no arguments: `c.method("name()") { … }`.
    @inlinable @inline(__always) public mutating func method(
        _ declaration: String, _ body: @escaping (Object) throws -> Void
    ) {
        let name = declareMethod(declaration, [], results: [])
        appendMethod(name) { object, call in
            try LuaMembers.with(object, as: Object.self) { try body($0) }
        }
    }

    /// A method of one argument, whose result is pushed: `c.method("viewWithTag(tag)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a) })
        }
    }

    /// A method of one argument: `c.method("name(a)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1)
            try LuaMembers.with(object, as: Object.self) { try body($0, a) }
        }
    }

    /// A method of two arguments, whose result is pushed: `c.method("name(a, b)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible, B: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self, B.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a, b) })
        }
    }

    /// A method of two arguments: `c.method("name(a, b)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible, B: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self, B.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2)
            try LuaMembers.with(object, as: Object.self) { try body($0, a, b) }
        }
    }

    /// A method of three arguments, whose result is pushed: `c.method("name(a, b, c)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c) })
        }
    }

    /// A method of three arguments: `c.method("name(a, b, c)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3)
            try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c) }
        }
    }

    /// A method of four arguments, whose result is pushed: `c.method("name(a, b, c, d)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible, D: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C, D) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self, D.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3), d = try D.read(from: call, at: 4)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c, d) })
        }
    }

    /// A method of four arguments: `c.method("name(a, b, c, d)") { … }`.
    @inlinable @inline(__always) public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible, D: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C, D) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self, D.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3), d = try D.read(from: call, at: 4)
            try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c, d) }
        }
    }

    /// How `Class.new()`, `Class()` and `Class { k = v }` make an instance (the fields are then
    /// assigned as properties).
    @inlinable @inline(__always) public mutating func constructor(_ make: @escaping () throws -> Object) {
        _ = declareConstructor("()", [])
        setConstructor { call in
            let object = try make()
            call.push(object: object)
        }
    }

    /// A constructor of one argument, declared by its parameters' names (`"(root)"`).
    @inlinable @inline(__always) public mutating func constructor<A: LuaConvertible>(_ declaration: String, _ make: @escaping (A) throws -> Object) {
        _ = declareConstructor(declaration, [A.self])
        setConstructor { call in
            let a = try A.read(from: call, at: 1)
            let object = try make(a)
            call.push(object: object)
        }
    }

    /// A constructor of two arguments, declared by its parameters' names (`"(root)"`).
    @inlinable @inline(__always) public mutating func constructor<A: LuaConvertible, B: LuaConvertible>(_ declaration: String, _ make: @escaping (A, B) throws -> Object) {
        _ = declareConstructor(declaration, [A.self, B.self])
        setConstructor { call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2)
            let object = try make(a, b)
            call.push(object: object)
        }
    }

    /// A constructor whose objects carry a charge of `bytes`, their own size, against the
    /// script's memory limit for as long as they live (`LuaMemoryCharge`).
    @inlinable @inline(__always) public mutating func constructor(charging bytes: Int, _ make: @escaping () throws -> Object)
        where Object: LuaChargeCarrier {
        _ = declareConstructor("()", [])
        setConstructor { call in
            let object = try make()
            let charge = LuaMemoryCharge(call.state, bytes: bytes)
            object.luaMemoryCharge = charge
            call.push(object: object)
        }
    }

    /// A charging constructor of one argument: the object carries `bytes`, plus what the arguments
    /// it keeps hold (a title's bytes), each under its parameter's name, as the property of that
    /// name would charge it (`"(title?, message?)"`).
    @inlinable @inline(__always) public mutating func constructor<A: LuaConvertible>(
        _ declaration: String, charging bytes: Int, _ make: @escaping (A) throws -> Object
    ) where Object: LuaChargeCarrier {
        let parts = declareConstructor(declaration, [A.self])
        setConstructor { call in
            let a = try A.read(from: call, at: 1)
            let object = try make(a)
            let charge = LuaMemoryCharge(call.state, bytes: bytes)
            if A.holdsBytes { charge.setPart(parts[0], bytes: a.heldBytes) }
            object.luaMemoryCharge = charge
            call.push(object: object)
        }
    }

    /// A charging constructor of two arguments: the object carries `bytes`, plus what the arguments
    /// it keeps hold (a title's bytes), each under its parameter's name, as the property of that
    /// name would charge it (`"(title?, message?)"`).
    @inlinable @inline(__always) public mutating func constructor<A: LuaConvertible, B: LuaConvertible>(
        _ declaration: String, charging bytes: Int, _ make: @escaping (A, B) throws -> Object
    ) where Object: LuaChargeCarrier {
        let parts = declareConstructor(declaration, [A.self, B.self])
        setConstructor { call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2)
            let object = try make(a, b)
            let charge = LuaMemoryCharge(call.state, bytes: bytes)
            if A.holdsBytes { charge.setPart(parts[0], bytes: a.heldBytes) }
            if B.holdsBytes { charge.setPart(parts[1], bytes: b.heldBytes) }
            object.luaMemoryCharge = charge
            call.push(object: object)
        }
    }
}
