import Foundation

/// Where a picture is to be written, and why it cannot be when it cannot: said in the reader's
/// words (the folder does not exist, no permission) rather than as the writer's own message
/// ("error while writing to output stream", an NSError dump).
public enum PictureDestination {
    /// Why no file can be written at `path`, as seen from the file system now; nil when nothing
    /// stands in the way.
    public static func problem(_ path: String) -> String? {
        let files = FileManager.default
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return "it is a folder" }
            if !files.isWritableFile(atPath: path) { return "no permission to write over the file" }
            return nil
        }
        guard files.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "the folder \(folder) does not exist"
        }
        guard isFolder.boolValue else { return "\(folder) is not a folder" }
        guard files.isWritableFile(atPath: folder) else { return "no permission to write in the folder \(folder)" }
        return nil
    }
}
