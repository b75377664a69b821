import ArchitectCore
import ArchitectSyntax

/// Reads `project.pbxproj` and `project.yml` as resources, through the existing project readers
/// (`PBXProjReader`, `XcodeGenReader`) and without changing what they understand: they skip what
/// they do not understand, and read the text as the project layout does (bytes that are not
/// UTF-8 become U+FFFD), so the only problem is, in a `project.pbxproj`, brackets nested deeper
/// than `JSONParser.maximumDepth` (its reader recurses once per level).
enum XcodeProjectResourceReader {
    static func read(_ bytes: [UInt8], file: ResourceFile) throws(ResourceProblem) -> XcodeProject? {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let text = String(decoding: body, as: UTF8.self)
        let folder = String(file.path[..<(file.path.lastIndex(of: "/") ?? file.path.startIndex)])
        switch file.kind {
        case .xcodeProject:
            try checkNesting(Array(body))
            let root = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
            return PBXProjReader.read(text: text, path: file.path, rootDirectory: root)
        default:
            return XcodeGenReader.read(text: text, path: file.path, rootDirectory: folder)
        }
    }

    /// Refuses `{`/`(` nested deeper than the limit, outside quoted strings and comments.
    private static func checkNesting(_ bytes: [UInt8]) throws(ResourceProblem) {
        var depth = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                if depth > JSONParser.maximumDepth {
                    let (line, column) = PropertyListReader.lineAndColumn(of: index, in: bytes)
                    throw ResourceProblem(line: line, column: column, "brackets nest more than \(JSONParser.maximumDepth) levels deep")
                }
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
    }
}
