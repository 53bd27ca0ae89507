import ArgumentParser
import MoonKit

/// `--device NAME`, as every command that runs a game takes it: a name the engine knows, or a
/// usage error that lists the names (not a silent fall-back to the device the game asks for).
enum DeviceOption {
    static func validate(_ name: String?) throws {
        if let name, DeviceProfile.named(name) == nil {
            throw ValidationError("unknown device '\(name)'; choose one of \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
        }
    }
}
