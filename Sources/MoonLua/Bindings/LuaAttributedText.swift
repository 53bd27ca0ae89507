import LuaBridge
import MoonKit

/// Attributed text as scripts write it: a list of runs, each a string (plain) or a table
/// `{text = "…", font = ui.Font…, color = "…", alignment = "center", link = "https://…"}`.
enum LuaAttributedText {
    /// The attributed text at `index` (nil for nil); errors name the run and the field.
    static func read(_ call: LuaCall, at index: Int32) throws(LuaArgumentError) -> AttributedText? {
        if call.isNil(index) { return nil }
        let list = try LuaTableReader(call, index, for: "attributedText")
        var runs: [AttributedText.Run] = []
        try list.forEachElement { position, slot throws(LuaArgumentError) in
            do throws(LuaArgumentError) {
                runs.append(try run(call, at: slot))
            } catch {
                throw LuaArgumentError(index: index, message: "run \(position): \(error.message)")
            }
        }
        return AttributedText(runs)
    }

    private static func run(_ call: LuaCall, at slot: Int32) throws(LuaArgumentError) -> AttributedText.Run {
        if call.isString(slot) { return AttributedText.Run(try call.string(slot)) }
        guard call.isTable(slot) else {
            throw LuaArgumentError(index: slot, message: "string or table {text, font, color, alignment, link} expected, got \(call.typeName(slot))")
        }
        let fields = try LuaTableReader(call, slot, for: "attributedText")
        let first = fields.pushFields("text\0font\0color\0alignment\0link\0")
        guard let text = try fields.string("text", at: first) else {
            throw LuaArgumentError(index: slot, message: "field 'text' missing")
        }
        var run = AttributedText.Run(text)
        run.font = try fields.object("font", at: first + 1, as: FontObject.self)?.font
        if let color = try fields.string("color", at: first + 2) {
            do { run.color = try Color(named: color) } catch {
                throw LuaArgumentError(index: slot, message: "field 'color': \(error.description)")
            }
        }
        if let alignment = try fields.string("alignment", at: first + 3) {
            guard let value = LuaGeometry.alignments[alignment] else {
                throw LuaArgumentError(index: slot, message: "field 'alignment': '\(alignment)' is not one of "
                                       + LuaGeometry.alignments.keys.sorted().joined(separator: ", "))
            }
            run.alignment = value
        }
        run.link = try fields.string("link", at: first + 4)
        return run
    }

    /// Pushes the runs as tables, each with the attributes it has.
    static func push(_ text: AttributedText?, _ call: inout LuaCall) {
        guard let text else { call.push(LuaValue.nil); return }
        call.pushTable(arrayCount: text.runs.count) { list in
            for run in text.runs {
                list.appendTable(fieldCount: 5) { t in
                    t.set("text", run.text)
                    if let font = run.font { t.set("font", object: FontObject(font)) }
                    if let color = run.color { t.set("color", color.description) }
                    if let alignment = run.alignment { t.set("alignment", alignment.rawValue) }
                    if let link = run.link { t.set("link", link) }
                }
            }
        }
    }
}
