import Foundation

/// The folder `require` may load modules from, or the `GameFiles` a host gave instead; nothing
/// outside it is reachable.
package struct ScriptRoot: Sendable {
    /// The root as the user named it (`scripts`), used in chunk names and messages.
    package let display: String
    /// The root with symbolic links resolved, to check where a module really is.
    package let canonical: String
    /// The files a host gave, in place of the folder; nil for a folder.
    package let provided: (any GameFiles)?

    package init(_ path: String) {
        var display = path
        while display.count > 1, display.hasSuffix("/") { display.removeLast() }
        self.display = display
        self.canonical = ScriptRoot.realPath(display) ?? display
        self.provided = nil
    }

    /// A root whose files `files` holds: nothing on disk is read.
    package init(files: any GameFiles) {
        display = files.name
        canonical = files.name
        provided = files
    }

    /// A module found: its real path on disk (nil for one a `GameFiles` holds, whose path
    /// relative to the root is `relative`), and the name errors will show.
    package struct Module {
        var path: String?
        var relative: String
        var chunkName: String
    }

    /// Resolves a dotted module name (`lib.greeting` → `<root>/lib/greeting.lua` or
    /// `<root>/lib/greeting/init.lua`), or says why it cannot be loaded.
    package func resolve(module name: String) -> Result<Module, ModuleRefusal> {
        if name.hasPrefix("/") || name.hasPrefix("~") || name.contains("..") {
            return .failure(ModuleRefusal("module \(LuaText.quoted(name)) is outside the script root"))
        }
        if name.contains("/") || name.contains("\\") {
            return .failure(ModuleRefusal("module \(LuaText.quoted(name)): module names use dots, not slashes"))
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) }) else {
            return .failure(ModuleRefusal("invalid module name \(LuaText.quoted(name)): a module name is letters, digits, _ and -, in parts joined by dots (require \"lib.words\")"))
        }
        let relative = parts.joined(separator: "/")
        let candidates = [relative + ".lua", relative + "/init.lua"]
        if let provided {
            for candidate in candidates where provided.item(at: candidate) == .file {
                return .success(Module(path: nil, relative: candidate, chunkName: display + "/" + candidate))
            }
        }
        for candidate in candidates where provided == nil {
            guard let real = ScriptRoot.realPath(canonical + "/" + candidate) else { continue }
            // A symbolic link inside the root may point outside it.
            guard real.hasPrefix(canonical + "/") else {
                return .failure(ModuleRefusal("module \(LuaText.quoted(name)) is outside the script root"))
            }
            return .success(Module(path: real, relative: candidate, chunkName: display + "/" + candidate))
        }
        let tried = candidates.map { "\n\tno file '\(display)/\($0)'" }.joined()
        return .failure(ModuleRefusal("module \(LuaText.quoted(name)) not found:" + tried))
    }

    /// Why `require` refused a name; Lua raises it at the `require` line.
    package struct ModuleRefusal: Error {
        var message: String
        package init(_ message: String) { self.message = message }
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
