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
        c.property("emitterPosition", get: { $0.emitterPosition }, set: { $0.emitterPosition = $1 })
        c.property("emitterWidth", get: { $0.emitterWidth }, set: { $0.emitterWidth = $1 })
        c.property("startTime", get: { $0.startTime }, set: { $0.startTime = $1 })
        c.property("stopTime", get: { $0.stopTime }, set: { $0.stopTime = $1 })
        c.property("seed", get: { Int(truncatingIfNeeded: $0.seed) }, set: { $0.seed = UInt64(truncatingIfNeeded: $1) })
        c.property("birthRate", get: { $0.cell.birthRate }, set: { $0.cell.birthRate = $1 })
        c.property("lifetime", get: { $0.cell.lifetime }, set: { $0.cell.lifetime = $1 })
        c.property("velocity", get: { $0.cell.velocity }, set: { $0.cell.velocity = $1 })
        c.property("velocityRange", get: { $0.cell.velocityRange }, set: { $0.cell.velocityRange = $1 })
        c.property("emissionAngle", get: { $0.cell.emissionAngle }, set: { $0.cell.emissionAngle = $1 })
        c.property("emissionRange", get: { $0.cell.emissionRange }, set: { $0.cell.emissionRange = $1 })
        c.property("spin", get: { $0.cell.spin }, set: { $0.cell.spin = $1 })
        c.property("spinRange", get: { $0.cell.spinRange }, set: { $0.cell.spinRange = $1 })
        c.property("scale", get: { $0.cell.scale }, set: { $0.cell.scale = $1 })
        c.property("scaleRange", get: { $0.cell.scaleRange }, set: { $0.cell.scaleRange = $1 })
        c.property("scaleSpeed", get: { $0.cell.scaleSpeed }, set: { $0.cell.scaleSpeed = $1 })
        c.property("alphaSpeed", get: { $0.cell.alphaSpeed }, set: { $0.cell.alphaSpeed = $1 })
        // nil gives back the default, white.
        c.property("particleColor", get: { $0.cell.color as Color? }, set: { (emitter, color: Color?) in emitter.cell.color = color ?? .white })
        c.property("particleSize", get: { $0.cell.contentSize }, set: { $0.cell.contentSize = $1 })
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
