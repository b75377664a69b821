/// Questions about `/`-separated paths answered on their bytes, without building a new string
/// per question: discovery and the placement of every file ask them for each file of a run, and
/// `path.hasPrefix(folder + "/")` or `NSString.deletingLastPathComponent` made a string (or an
/// `NSString`) each time.
public enum PathText {
    /// Whether `path` lies inside `folder` (at any depth): it starts with `folder` followed by a
    /// `/`. A folder is not inside itself; `"/"` holds every other absolute path.
    public static func isPath(_ path: String, inside folder: String) -> Bool {
        let pathBytes = path.utf8
        let folderBytes = folder.utf8
        if folder == "/" { return pathBytes.count > 1 && pathBytes.first == UInt8(ascii: "/") }
        guard pathBytes.count > folderBytes.count, pathBytes.starts(with: folderBytes) else { return false }
        return pathBytes[pathBytes.index(pathBytes.startIndex, offsetBy: folderBytes.count)] == UInt8(ascii: "/")
    }

    /// `path` relative to `folder` when it lies inside it, else `path` as it is.
    public static func relative(_ path: String, to folder: String) -> String {
        guard folder != "/", isPath(path, inside: folder) else { return path }
        return String(path[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count + 1)...])
    }

    /// The folder that holds `path`, as `NSString.deletingLastPathComponent` gives it: trailing
    /// slashes are ignored, the parent of a top-level absolute path is `"/"`, and a single
    /// relative name has the empty parent.
    public static func parent(of path: String) -> String {
        var bytes = path.utf8[...]
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes = bytes.dropLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == bytes.startIndex { return "/" }
        var end = slash
        // Several slashes in a row before the last name count as one.
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        return end == bytes.startIndex ? "/" : String(path[..<end])
    }
}
