import LuaBridge
import MoonKit

/// `ui.sound`: sounds from the game's `scripts/sounds/` folder. As with images, a name found
/// once is remembered for the life of the game (its file is read once).
enum LuaSound {
    /// The `ui.sound` table, playing on `runtime`'s engine.
    static func makeTable(for runtime: GameRuntime) -> LuaReference? {
        let lua = runtime.lua
        guard let table = lua.newTable() else { return nil }
        // Sounds are played from files by path (`Sound`), so a game whose files a host gave
        // (`GameFiles`) has none, and is told so.
        let noFolder = lua.root?.provided.map { "sounds are read from a folder, and this game's files were given to it "
            + "as \(LuaText.quoted($0.name)) (GameFiles)" } ?? LuaImages.noFolder
        let library = SoundLibrary(folder: runtime.gameFolder.map { $0 + "/sounds" }, noFolder: noFolder)
        if let play = lua.function(.function("(name: string): number"), { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let sound = try library.sound(try call.string(1), argument: 1)
            runtime.engine.play(sound)
            // The engine keeps a record of every sound played (`SoundOutput.played`) for its life.
            call.state.chargeMemory(ScriptMemory.playedSoundBytes)
            call.push(sound.duration)
        }) { table.setField("play", play) }
        if let duration = lua.function(.function("(name: string): number"), { call in
            call.push(try library.sound(try call.string(1), argument: 1).duration)
        }) { table.setField("duration", duration) }
        return table
    }

    /// The sounds of one game, found by name in its folder.
    final class SoundLibrary {
        /// Nil for a game given as a string with no folder: it has no sounds.
        let folder: String?

        /// Why there is no folder, for the message that says so.
        let noFolder: String
        private var found: [String: Sound] = [:]

        init(folder: String?, noFolder: String) {
            self.folder = folder
            self.noFolder = noFolder
        }

        /// The sound named `name`, or an argument error saying why there is none.
        func sound(_ name: String, argument: Int32) throws(LuaArgumentError) -> Sound {
            if let sound = found[name] { return sound }
            guard !name.isEmpty else { throw LuaArgumentError(index: argument, message: "a sound name cannot be empty") }
            guard let folder else {
                throw LuaArgumentError(index: argument, message: "no sound named \(LuaText.quoted(name)): \(noFolder)")
            }
            // The name stays inside the sounds folder: no absolute paths, no way up, and no link
            // that leads out (as `require` and `files` keep to the game's folder).
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            let outside = LuaArgumentError(index: argument, message: "sound name \(LuaText.quoted(name)) leads outside \(folder)")
            guard !name.hasPrefix("/"), !parts.contains("..") else { throw outside }
            let sound: Sound
            do throws(SoundError) { sound = try Sound(named: name, in: folder) } catch {
                throw LuaArgumentError(index: argument, message: error.description)
            }
            guard let real = ScriptRoot.realPath(sound.path), let base = ScriptRoot.realPath(folder),
                  real.hasPrefix(base + "/") else { throw outside }
            found[name] = sound
            return sound
        }
    }
}
