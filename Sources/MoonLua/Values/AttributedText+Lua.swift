import LuaBridge
import MoonKit

/// Attributed text as scripts write it: a list of runs, each a string (plain) or a table
/// `{text = "…", font = ui.Font…, color = "…", alignment = "center", link = "https://…"}`.
/// Errors name the run and the field: `run 2: field 'font': Font expected, got string`.
extension AttributedText: LuaConvertible {
    /// Editors see attributed text as a list of runs, each a string or a string with attributes.
    public static var luaType: LuaType {
        .declared("AttributedText", declaration: """
            ---A run of attributed text: a plain string, or a string with attributes.
            ---@alias AttributedRun string|{text: string, font?: Font, color?: Color, alignment?: TextAlignment, link?: string}
            ---@alias AttributedText AttributedRun[]
            """)
    }

    /// A script chooses how many runs and how much text: each run's text and link, and the run itself.
    public static var holdsBytes: Bool { true }
    /// The bytes of its text and attributes, which a script chooses and the memory limit counts.
    public var heldBytes: Int {
        runs.reduce(0) { $0 + MemoryLayout<Run>.stride + $1.text.utf8.count + ($1.link?.utf8.count ?? 0) }
    }

    /// Reads a list of runs; an error names the run and the field (`run 2: field 'font': …`).
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> AttributedText {
        let list = try LuaTableReader(call, index, for: "attributedText")
        var runs: [AttributedText.Run] = []
        try list.forEachElement { item, position throws(LuaArgumentError) in
            do throws(LuaArgumentError) {
                runs.append(try run(call, at: position))
            } catch {
                throw LuaArgumentError(index: index, message: "run \(item): \(error.message)")
            }
        }
        return AttributedText(runs)
    }

    private static func run(_ call: LuaCall, at position: Int32) throws(LuaArgumentError) -> AttributedText.Run {
        if call.isString(position) { return AttributedText.Run(try call.string(position)) }
        guard call.isTable(position) else {
            throw LuaArgumentError(index: position, message: "string or table {text, font, color, alignment, link} expected, got \(call.typeName(position))")
        }
        let fields = try LuaTableReader(call, position, for: "attributedText")
        let first = fields.pushFields("text\0font\0color\0alignment\0link\0")
        guard let text = try fields.string("text", at: first) else {
            throw LuaArgumentError(index: position, message: "field 'text' missing")
        }
        var run = AttributedText.Run(text)
        run.font = try fields.object("font", at: first + 1, as: FontObject.self)?.font
        if let color = try fields.string("color", at: first + 2) {
            do { run.color = try Color(named: color) } catch {
                throw LuaArgumentError(index: position, message: "field 'color': \(error.description)")
            }
        }
        if let alignment = try fields.string("alignment", at: first + 3) {
            guard let value = TextAlignment(rawValue: alignment) else {
                throw LuaArgumentError(index: position, message: "field 'alignment': \(LuaText.quoted(alignment)) is not one of "
                                       + TextAlignment.luaNames.map(\.name).joined(separator: ", "))
            }
            run.alignment = value
        }
        run.link = try fields.string("link", at: first + 4)
        return run
    }

    /// Pushes the runs as tables, each with the attributes it has.
    public func push(to top: LuaStackTop) {
        top.pushTable(arrayCount: runs.count) { list in
            for run in runs {
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
