import LuaBridge
import MoonKit

/// `ui.EmitterView`: particles born along a line, drifting, spinning, fading (a CAEmitterLayer
/// with one cell). Its state at any virtual time is exact, so pictures show it mid-flight.
enum WrapEmitterView: LuaBinding {
    static let luaName = "EmitterView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<EmitterView>) {
        c.constructor(signature: "()") { call in
            let emitter = EmitterView()
            emitter.startTime = GameRuntime.of(call)?.engine.now ?? 0
            emitter.seed = GameRuntime.of(call)?.engine.seed ?? 0
            emitter.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.viewBytes)
            return emitter
        }
        c.property("emitterPosition", \.emitterPosition)
        c.property("emitterWidth", \.emitterWidth)
        c.property("startTime", \.startTime)
        c.property("stopTime", \.stopTime)
        c.property("seed", get: { Int(truncatingIfNeeded: $0.seed) }, set: { $0.seed = UInt64(truncatingIfNeeded: $1) })
        c.property("birthRate", \.cell.birthRate)
        c.property("lifetime", \.cell.lifetime)
        c.property("velocity", \.cell.velocity)
        c.property("velocityRange", \.cell.velocityRange)
        c.property("emissionAngle", \.cell.emissionAngle)
        c.property("emissionRange", \.cell.emissionRange)
        c.property("spin", \.cell.spin)
        c.property("spinRange", \.cell.spinRange)
        c.property("scale", \.cell.scale)
        c.property("scaleRange", \.cell.scaleRange)
        c.property("scaleSpeed", \.cell.scaleSpeed)
        c.property("alphaSpeed", \.cell.alphaSpeed)
        // nil gives back the default, white.
        c.property("particleColor", get: { $0.cell.color as Color? }, set: { (emitter, color: Color?) in emitter.cell.color = color ?? .white })
        c.property("particleSize", \.cell.contentSize)
        // The particles alive now: {x, y, scale, alpha, age} each, oldest first.
        c.method("particles", signature: "(): Particle[]") { e, call in
            let now = GameRuntime.of(call)?.engine.now ?? 0
            call.push(LuaValue.array(e.particles(at: now).map { p in
                .table(["x": .double(p.position.x), "y": .double(p.position.y), "scale": .double(p.scale),
                        "alpha": .double(p.color.alpha), "age": .double(p.age)])
            }))
        }
    }
}
