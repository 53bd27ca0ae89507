import LuaBridge
import Cassowary

enum WrapSolver: LuaBinding {
    static let luaName = "Solver"
    static func bind(_ c: inout LuaClassBuilder<Solver>) {}
}
