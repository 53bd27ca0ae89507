import LuaBridge
import MoonKit

/// `ui.SegmentedControl`: segments by title, one selected.
enum WrapSegmentedControl: LuaBinding {
    static let luaName = "SegmentedControl"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<SegmentedControl>) {
        c.constructor(charging: ScriptMemory.viewBytes) { SegmentedControl() }
        // Writable so that `ui.SegmentedControl { items = {"Easy", "Hard"} }` builds one, as
        // UIKit's `init(items:)`; setting it replaces the segments and clears the selection.
        c.property("items", get: { $0.titles }, set: { control, titles in
            control.removeAllSegments()
            for title in titles { control.insertSegment(withTitle: title, at: control.numberOfSegments) }
        })
        c.property("numberOfSegments", get: { $0.numberOfSegments })
        c.property("selectedSegmentIndex", get: { $0.selectedSegmentIndex }, set: { control, index in
            guard index == SegmentedControl.noSegment || (0..<control.numberOfSegments).contains(index) else {
                throw LuaArgumentError(index: 1, message: "no segment \(index): the control has \(control.numberOfSegments) "
                                       + "(segments count from 0; -1 selects none)")
            }
            control.selectedSegmentIndex = index
        })
        c.method("insertSegment(title, index, animated?)") { (control, title: String, index: Int, _: Bool?) in
            control.insertSegment(withTitle: title, at: index)
        }
        c.method("removeSegment(index, animated?)") { (control, index: Int, _: Bool?) in
            guard (0..<control.numberOfSegments).contains(index) else {
                throw LuaArgumentError(index: 1, message: "no segment \(index): the control has \(control.numberOfSegments) (segments count from 0)")
            }
            control.removeSegment(at: index)
        }
        c.method("removeAllSegments()") { control in control.removeAllSegments() }
        c.method("titleForSegment(index)") { (control, index: Int) -> String? in control.titleForSegment(at: index) }
        c.method("setTitle(title, index)") { (control, title: String, index: Int) in
            guard (0..<control.numberOfSegments).contains(index) else {
                throw LuaArgumentError(index: 2, message: "no segment \(index): the control has \(control.numberOfSegments) (segments count from 0)")
            }
            control.setTitle(title, forSegmentAt: index)
        }
    }
}
