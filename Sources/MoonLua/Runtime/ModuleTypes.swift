import Foundation
import MoonKit

/// The types, for editors, of what cannot carry its own: the module's tables, what moonkit.lua
/// defines in Lua (observed properties, anchors, Lua subclasses and the hooks and data-source
/// methods the engine calls on them), and the shapes of the tables scripts pass (`AnimateArgs`).
///
/// Everything else carries its type where it is defined: bound classes' members where they are
/// bound (`LuaClassBuilder`, from Swift types), the module's Swift functions where they are
/// made (`MoonkitModule.export`, `LuaState.function(_:_:)`: the function holds it), and the
/// values scripts write with their conformances (`Values/`: `Rect`, `TextAlignment`'s names).
///
/// `moonkit lua-defs` writes them out as Lua language server definitions; it refuses a name the
/// module has and nothing types, and an entry here that names nothing, so a function added to
/// the module without a type fails the definitions test.
public enum ModuleTypes {
    /// The tables scripts reach, by path as the reference names them, with the class name the
    /// definitions give them and the class it extends.
    public static let tables: [(path: String, luaClass: String, parent: String?)] = [
        ("ui", "moonkit", nil),
        ("ui.Color", "moonkit.Color", nil),
        ("ui.sound", "moonkit.sound", nil),
        ("ui.dispatch", "moonkit.dispatch", nil),
        ("ui.dispatch.main", "moonkit.MainQueue", nil),
        ("ui.dispatch.global", "moonkit.GlobalQueue", nil),
        ("ui.solver", "moonkit.solver", nil),
        ("files", "moonkit.files", nil),
        ("anchor", "Anchor", nil),
        ("expression", "AnchorExpression", nil),
        ("Screen", "ViewControllerSubclass", "ViewController"),
    ]

    /// Each name as the reference writes it (a colon for methods), with its type: a signature
    /// `(parameters): results` for functions, else the type of the value. `__call` makes a table
    /// callable; `__add`, `__sub`, `__mul` are operators (the other operand, then the result).
    public static let members: [(name: String, type: String)] = [
        ("ui.property", "(initial: any, observers?: PropertyObservers): any"),
        ("ui.observable", "(initial: table<string, any>): Observable"),
        ("ui.dispatch.global.__call", "(qos: QoS): moonkit.GlobalQueue"),
        ("ui.dispatch.global.qos", "QoS"),
        ("anchor:eq", "(target: Anchor|AnchorExpression|number): LayoutConstraint"),
        ("anchor:le", "(target: Anchor|AnchorExpression|number): LayoutConstraint"),
        ("anchor:ge", "(target: Anchor|AnchorExpression|number): LayoutConstraint"),
        ("anchor.__add", "(number): AnchorExpression"),
        ("anchor.__sub", "(number): AnchorExpression"),
        ("anchor.__mul", "(number): AnchorExpression"),
        ("expression.__add", "(number): AnchorExpression"),
        ("expression.__sub", "(number): AnchorExpression"),
        ("expression.__mul", "(number): AnchorExpression"),
        ("ViewController:extend", "(name: string): ViewControllerSubclass"),
        ("TableViewCell:extend", "(name: string): TableViewCellSubclass"),
        ("CollectionViewCell:extend", "(name: string): CollectionViewCellSubclass"),
        ("TableViewController:extend", "(name: string): TableViewControllerSubclass"),
        ("CollectionViewController:extend", "(name: string): CollectionViewControllerSubclass"),
        ("Screen.new", "(...: any): ViewControllerSubclass"),
        ("Screen.super", "ViewController|ViewControllerSubclass"),
        ("Screen:extend", "(name: string): ViewControllerSubclass"),
        ("Screen:init", "(...: any)"),
    ] + ScriptHook.allCases.map { ("Screen:\($0.key)", hookSignature($0)) } + delegateMethods

    /// What a Lua view controller may define to be a table's or a collection view's data source
    /// or a scroll (or text) view's or a text field's delegate (`ScriptTableAnswers`,
    /// `ScriptCollectionAnswers`, `ScriptViewController+ScrollViewDelegate` and
    /// `ScriptController+TextFieldDelegate` ask for them by name). A Lua table or collection view
    /// controller may define the same.
    static let delegateMethods: [(name: String, type: String)] = [
        ("Screen:numberOfSections", "(view: TableView|CollectionView): integer"),
        ("Screen:numberOfRowsInSection", "(tableView: TableView, section: integer): integer"),
        ("Screen:cellForRowAt", "(tableView: TableView, indexPath: IndexPath): TableViewCell"),
        ("Screen:titleForHeaderInSection", "(tableView: TableView, section: integer): string?"),
        ("Screen:heightForRowAt", "(tableView: TableView, indexPath: IndexPath): number"),
        ("Screen:didSelectRowAt", "(tableView: TableView, indexPath: IndexPath)"),
        ("Screen:didDeselectRowAt", "(tableView: TableView, indexPath: IndexPath)"),
        ("Screen:titleForFooterInSection", "(tableView: TableView, section: integer): string?"),
        ("Screen:canEditRowAt", "(tableView: TableView, indexPath: IndexPath): boolean"),
        ("Screen:commitEditingStyle", "(tableView: TableView, editingStyle: \"delete\", indexPath: IndexPath)"),
        ("Screen:trailingSwipeActionsConfigurationForRowAt", "(tableView: TableView, indexPath: IndexPath): SwipeActionsConfiguration?"),
        ("Screen:numberOfItemsInSection", "(collectionView: CollectionView, section: integer): integer"),
        ("Screen:cellForItemAt", "(collectionView: CollectionView, indexPath: ItemIndexPath): CollectionViewCell"),
        ("Screen:viewForSupplementaryElementOfKind", "(collectionView: CollectionView, kind: ElementKind, indexPath: ItemIndexPath): CollectionReusableView?"),
        ("Screen:sizeForItemAt", "(collectionView: CollectionView, indexPath: ItemIndexPath): Size?"),
        ("Screen:referenceSizeForHeaderInSection", "(collectionView: CollectionView, section: integer): Size?"),
        ("Screen:referenceSizeForFooterInSection", "(collectionView: CollectionView, section: integer): Size?"),
        ("Screen:didSelectItemAt", "(collectionView: CollectionView, indexPath: ItemIndexPath)"),
        ("Screen:didDeselectItemAt", "(collectionView: CollectionView, indexPath: ItemIndexPath)"),
        ("Screen:scrollViewDidScroll", "(scrollView: ScrollView)"),
        ("Screen:scrollViewWillBeginDragging", "(scrollView: ScrollView)"),
        ("Screen:scrollViewDidEndDragging", "(scrollView: ScrollView, willDecelerate: boolean)"),
        ("Screen:scrollViewDidEndDecelerating", "(scrollView: ScrollView)"),
        ("Screen:scrollViewDidEndScrollingAnimation", "(scrollView: ScrollView)"),
        ("Screen:textViewShouldInteractWith", "(textView: TextView, url: string): boolean"),
        ("Screen:textFieldShouldBeginEditing", "(textField: TextField): boolean"),
        ("Screen:textFieldDidBeginEditing", "(textField: TextField)"),
        ("Screen:textFieldShouldEndEditing", "(textField: TextField): boolean"),
        ("Screen:textFieldDidEndEditing", "(textField: TextField)"),
        ("Screen:shouldChangeCharacters", "(textField: TextField, range: TextFieldEditRange, replacement: string): boolean"),
        ("Screen:textFieldShouldReturn", "(textField: TextField): boolean"),
        ("Screen:textFieldShouldClear", "(textField: TextField): boolean"),
    ]

    /// What the engine passes a hook.
    static func hookSignature(_ hook: ScriptHook) -> String {
        switch hook {
        case .loadView, .viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews: "()"
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: "(animated: boolean)"
        case .willMove, .didMove: "(parent: ViewController?)"
        case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: "(touches: Touch[])"
        }
    }

    /// The hooks a Lua subclass may define, which the engine calls (no table holds them).
    public static let hookNames: Set<String> = Set(ScriptHook.allCases.map { "Screen.\($0.key)" } + ["Screen.init"]
        + delegateMethods.map { $0.name.replacingOccurrences(of: ":", with: ".") })

    /// The names whose values are truly any Lua value (plain data a script chooses), the only
    /// places the definitions say `any`.
    public static let dynamicNames: Set<String> = [
        "ui.assert", "ui.shuffle", "ui.signal", "ui.property", "ui.observable", "ui.dispatch.global:async", "Screen.new", "Screen:init",
    ]

    /// The types the signatures use that no Swift type declares, as Lua language server
    /// declarations: the tables scripts pass and get (docs/lua-api.md, "Values as scripts write
    /// them"), with the names of animation options and queues taken from the tables that read
    /// them. The values bindings read and write declare themselves (`LuaType.declared`).
    public static var valueTypes: String {
        func names(_ keys: some Sequence<String>) -> String { keys.sorted().map { "\"\($0)\"" }.joined(separator: "|") }
        return """
        ---@class Particle
        ---@field x number
        ---@field y number
        ---@field scale number
        ---@field alpha number
        ---@field age number

        ---@alias AnimationOption \(names(AnimationOptions.byName.keys))
        ---@alias QoS \(names(DispatchQoS.QoSClass.luaNames.map(\.name)))

        ---@class AnimateArgs
        ---@field animations? fun()
        ---@field completion? fun(finished: boolean)
        ---@field duration? number
        ---@field delay? number
        ---@field options? AnimationOption|AnimationOption[]

        ---@class TransitionArgs: AnimateArgs
        ---@field view View

        ---@class PropertyObservers
        ---@field willSet? fun(self: ViewControllerSubclass, new: any)
        ---@field didSet? fun(self: ViewControllerSubclass, old: any)

        ---A table whose writes call its observers.
        ---@class Observable
        ---@field [string] any
        local Observable = {}
        ---Calls `fn(new, old)` after each write of `key`.
        ---@param key string
        ---@param fn fun(new: any, old: any)
        function Observable:observe(key, fn) end

        ---What `ui.App` returns and a game script returns.
        ---@class App

        ---@class AppDescription
        ---@field root ViewControllerSubclass|ViewController
        ---@field device? string
        ---@field orientation? "portrait"|"landscape"
        ---@field dataFiles? string[]

        ---A module named in `dataFiles`: what `moonkit check` checks.
        ---@class DataFileModule
        ---@field reads string
        ---@field check fun(path: string, name: string): string[]

        ---A Lua subclass of table view controllers (`ui.TableViewController:extend "Name"`): a
        ---`Screen` whose view is its table, the table's data source and delegate.
        ---@class TableViewControllerSubclass: TableViewController, ViewControllerSubclass
        ---@field style? TableStyle The style of its table, set on the class (UIKit's `init(style:)`).
        local TableViewControllerSubclass = {}
        ---@param name string
        ---@return TableViewControllerSubclass
        function TableViewControllerSubclass:extend(name) end
        ---@param ... any
        ---@return TableViewControllerSubclass
        function TableViewControllerSubclass.new(...) end

        ---A Lua subclass of collection view controllers (`ui.CollectionViewController:extend
        ---"Name"`): a `Screen` whose view is its collection view, its data source and delegate.
        ---@class CollectionViewControllerSubclass: CollectionViewController, ViewControllerSubclass
        local CollectionViewControllerSubclass = {}
        ---@param name string
        ---@return CollectionViewControllerSubclass
        function CollectionViewControllerSubclass:extend(name) end
        ---@param ... any
        ---@return CollectionViewControllerSubclass
        function CollectionViewControllerSubclass.new(...) end

        ---A Lua subclass of cells (`ui.TableViewCell:extend "Name"`).
        ---@class TableViewCellSubclass: TableViewCell
        ---@field super TableViewCell|TableViewCellSubclass
        local TableViewCellSubclass = {}
        ---@param name string
        ---@return TableViewCellSubclass
        function TableViewCellSubclass:extend(name) end
        ---Called before the table hands the cell out again.
        function TableViewCellSubclass:prepareForReuse() end
        ---@param ... any
        ---@return TableViewCellSubclass
        function TableViewCellSubclass.new(...) end
        ---@param ... any
        function TableViewCellSubclass:init(...) end

        ---A Lua subclass of collection view cells (`ui.CollectionViewCell:extend "Name"`).
        ---@class CollectionViewCellSubclass: CollectionViewCell
        ---@field super CollectionViewCell|CollectionViewCellSubclass
        local CollectionViewCellSubclass = {}
        ---@param name string
        ---@return CollectionViewCellSubclass
        function CollectionViewCellSubclass:extend(name) end
        ---Called before the collection view hands the cell out again.
        function CollectionViewCellSubclass:prepareForReuse() end
        ---@param ... any
        ---@return CollectionViewCellSubclass
        function CollectionViewCellSubclass.new(...) end
        ---@param ... any
        function CollectionViewCellSubclass:init(...) end

        \(TextFieldEditRange.luaDeclaration)
        """
    }
}
