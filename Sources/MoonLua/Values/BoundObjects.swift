import Cassowary
import LuaBridge
import MoonKit

// The classes whose objects scripts hold, as values a binding can take and give
// (`LuaBoundObject`): each conforms once here, and its subclasses with it (`Responder` covers
// every view and view controller). Their Lua names come from their bindings (`Wrap….swift`).

extension Responder: LuaBoundObject {}
extension GestureRecognizer: LuaBoundObject {}
extension LayoutConstraint: LuaBoundObject {}
extension LayoutGuide: LuaBoundObject {}
extension Touch: LuaBoundObject {}
extension MoonKit.Timer: LuaBoundObject {}
extension BarButtonItem: LuaBoundObject {}
extension NavigationItem: LuaBoundObject {}
extension TabBarItem: LuaBoundObject {}
extension Layer: LuaBoundObject {}
extension FontObject: LuaBoundObject {}
extension ImageObject: LuaBoundObject {}
extension Variable: LuaBoundObject {}
extension ScriptExpression: LuaBoundObject {}
extension ScriptConstraint: LuaBoundObject {}
extension ScriptSolver: LuaBoundObject {}
extension ContextualAction: LuaBoundObject {}
extension SwipeActionsConfiguration: LuaBoundObject {}
extension CollectionViewFlowLayout: LuaBoundObject {}

// The objects that carry a memory charge (`LuaChargeCarrier`), in the companion slot MoonKit
// keeps for whoever made them: those a script makes (views, controllers: `ScriptMemory`) and
// those on which it sets texts and images.

extension Responder: LuaChargeCarrier, LifetimeCompanionSlot {}
extension BarButtonItem: LuaChargeCarrier, LifetimeCompanionSlot {}
extension NavigationItem: LuaChargeCarrier, LifetimeCompanionSlot {}
extension TabBarItem: LuaChargeCarrier, LifetimeCompanionSlot {}
extension LayoutConstraint: LuaChargeCarrier, LifetimeCompanionSlot {}
extension LayoutGuide: LuaChargeCarrier, LifetimeCompanionSlot {}
extension GestureRecognizer: LuaChargeCarrier, LifetimeCompanionSlot {}
extension MoonKit.Timer: LuaChargeCarrier, LifetimeCompanionSlot {}
extension Variable: LuaChargeCarrier, LifetimeCompanionSlot {}
extension ScriptExpression: LuaChargeCarrier {}
extension ScriptConstraint: LuaChargeCarrier {}
extension ScriptSolver: LuaChargeCarrier {}
extension ContextualAction: LuaChargeCarrier, LifetimeCompanionSlot {}
extension SwipeActionsConfiguration: LuaChargeCarrier, LifetimeCompanionSlot {}
extension CollectionViewFlowLayout: LuaChargeCarrier, LifetimeCompanionSlot {}

/// A MoonKit object's `lifetimeCompanion`: an object that lives as long as it, for whoever made it.
public protocol LifetimeCompanionSlot: AnyObject {
    /// The object kept alive as long as this one (set by the runtime; hosts leave it alone).
    var lifetimeCompanion: AnyObject? { get set }
}

extension LuaChargeCarrier where Self: LifetimeCompanionSlot {
    /// The charge, kept as the object's companion.
    public var luaMemoryCharge: LuaMemoryCharge? {
        get { lifetimeCompanion as? LuaMemoryCharge }
        set { lifetimeCompanion = newValue }
    }
}
