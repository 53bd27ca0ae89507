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
    /// under which it charges the arguments the object keeps when it charges the object.
    @usableFromInline mutating func declareConstructor(_ declaration: String, _ parameters: [any LuaConvertible.Type],
                                                       charging bytes: Int?) -> [String] {
        let member = LuaMemberDeclaration(declaration, count: parameters.count, in: luaName)
        precondition(member.name.isEmpty || member.name == "new", "\(luaName): a constructor is declared by its parameters, '(name, …)'")
        declare("new", type: member.signature(parameters, results: [], in: luaName))
        precondition(bytes == nil || charges != nil,
                     "\(luaName): its constructor charges the objects it makes, but \(Object.self) cannot carry a memory charge (LuaChargeCarrier)")
        return member.parameters.map(\.name)
    }

    /// Sets the function behind `new`.
    @usableFromInline mutating func setConstructor(_ body: @escaping LuaSwiftFunction) {
        constructor = LuaFunctionBox(body)
    }

    /// A method of no arguments, whose result is pushed: `c.method("name()") { … }`.
    @inlinable public mutating func method<R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object) throws -> R
    ) {
        let name = declareMethod(declaration, [], results: [R.self])
        appendMethod(name) { object, call in
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0) })
        }
    }

    /// A method of no arguments: `c.method("name()") { … }`.
    @inlinable public mutating func method(
        _ declaration: String, _ body: @escaping (Object) throws -> Void
    ) {
        let name = declareMethod(declaration, [], results: [])
        appendMethod(name) { object, call in
            try LuaMembers.with(object, as: Object.self) { try body($0) }
        }
    }

    /// A method of one argument, whose result is pushed: `c.method("viewWithTag(tag)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a) })
        }
    }

    /// A method of one argument: `c.method("name(a)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1)
            try LuaMembers.with(object, as: Object.self) { try body($0, a) }
        }
    }

    /// A method of two arguments, whose result is pushed: `c.method("name(a, b)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible, B: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self, B.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a, b) })
        }
    }

    /// A method of two arguments: `c.method("name(a, b)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible, B: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self, B.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2)
            try LuaMembers.with(object, as: Object.self) { try body($0, a, b) }
        }
    }

    /// A method of three arguments, whose result is pushed: `c.method("name(a, b, c)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c) })
        }
    }

    /// A method of three arguments: `c.method("name(a, b, c)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3)
            try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c) }
        }
    }

    /// A method of four arguments, whose result is pushed: `c.method("name(a, b, c, d)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible, D: LuaConvertible, R: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C, D) throws -> R
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self, D.self], results: [R.self])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3), d = try D.read(from: call, at: 4)
            call.push(try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c, d) })
        }
    }

    /// A method of four arguments: `c.method("name(a, b, c, d)") { … }`.
    @inlinable public mutating func method<A: LuaConvertible, B: LuaConvertible, C: LuaConvertible, D: LuaConvertible>(
        _ declaration: String, _ body: @escaping (Object, A, B, C, D) throws -> Void
    ) {
        let name = declareMethod(declaration, [A.self, B.self, C.self, D.self], results: [])
        appendMethod(name) { object, call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2), c = try C.read(from: call, at: 3), d = try D.read(from: call, at: 4)
            try LuaMembers.with(object, as: Object.self) { try body($0, a, b, c, d) }
        }
    }

    /// How `Class.new()`, `Class()` and `Class { k = v }` make an instance (the fields are then
    /// assigned as properties). With `charging`, the object carries a charge of that many bytes,
    /// its own size, against the script's memory limit (`LuaMemoryCharge`) for as long as it lives.
    @inlinable public mutating func constructor(charging bytes: Int? = nil, _ make: @escaping () throws -> Object) {
        _ = declareConstructor("()", [], charging: bytes)
        setConstructor { [charges] call in
            let object = try make()
            if let bytes, let charges {
                charges.attach(object, bytes: bytes, call)
            }
            call.push(object: object)
        }
    }

    /// A constructor of one argument, declared by its parameters' names (`"(title?, message?)"`). With
    /// `charging`, the object carries a charge of that many bytes, plus what the arguments it keeps
    /// hold (a title's bytes), each under its parameter's name, as the property of that name would.
    @inlinable public mutating func constructor<A: LuaConvertible>(
        _ declaration: String, charging bytes: Int? = nil, _ make: @escaping (A) throws -> Object
    ) {
        let parts = declareConstructor(declaration, [A.self], charging: bytes)
        setConstructor { [charges] call in
            let a = try A.read(from: call, at: 1)
            let object = try make(a)
            if let bytes, let charges {
                charges.attach(object, bytes: bytes, call)
                if A.holdsBytes { charges.charge(object, a.heldBytes, part: parts[0], call) }
            }
            call.push(object: object)
        }
    }

    /// A constructor of two arguments, declared by its parameters' names (`"(title?, message?)"`). With
    /// `charging`, the object carries a charge of that many bytes, plus what the arguments it keeps
    /// hold (a title's bytes), each under its parameter's name, as the property of that name would.
    @inlinable public mutating func constructor<A: LuaConvertible, B: LuaConvertible>(
        _ declaration: String, charging bytes: Int? = nil, _ make: @escaping (A, B) throws -> Object
    ) {
        let parts = declareConstructor(declaration, [A.self, B.self], charging: bytes)
        setConstructor { [charges] call in
            let a = try A.read(from: call, at: 1), b = try B.read(from: call, at: 2)
            let object = try make(a, b)
            if let bytes, let charges {
                charges.attach(object, bytes: bytes, call)
                if A.holdsBytes { charges.charge(object, a.heldBytes, part: parts[0], call) }
                if B.holdsBytes { charges.charge(object, b.heldBytes, part: parts[1], call) }
            }
            call.push(object: object)
        }
    }
}
