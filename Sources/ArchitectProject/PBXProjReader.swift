import ArchitectCore
import ArchitectSyntax

/// Reads the targets of `project.pbxproj` (an old-style property list) as text.
///
/// For each native target: its build settings (the project's, overridden by the target's; of
/// several configurations, the lowest deployment target), its Swift sources (through the
/// sources build phase and the group tree) and its folders (synchronized folders of Xcode 16,
/// the folder of its `Info.plist`). Anything it does not understand is skipped.
public enum PBXProjReader {
    /// Reads `text`, the contents of `<root>/<Name>.xcodeproj/project.pbxproj`.
    public static func read(text: String, path: String, rootDirectory: String) -> XcodeProject? {
        var parser = OpenStepPlistParser(Array(text.utf8))
        guard case .dictionary(let root)? = parser.parse(),
              case .dictionary(let objects)? = root["objects"],
              let rootID = root["rootObject"]?.string,
              case .dictionary(let project)? = objects[rootID] else { return nil }
        func object(_ id: String?) -> [String: PlistValue]? {
            guard let id, case .dictionary(let value)? = objects[id] else { return nil }
            return value
        }
        func ids(_ value: PlistValue?) -> [String] {
            guard case .array(let items)? = value else { return [] }
            return items.compactMap(\.string)
        }
        /// Settings by configuration name.
        func settings(ofList listID: String?) -> [String: [String: String]] {
            var result: [String: [String: String]] = [:]
            for configurationID in ids(object(listID)?["buildConfigurations"]) {
                guard let configuration = object(configurationID), let name = configuration["name"]?.string,
                      case .dictionary(let values)? = configuration["buildSettings"] else { continue }
                var flat: [String: String] = [:]
                for (key, value) in values where !key.contains("[") {
                    if let text = value.string { flat[key] = text } else if case .array(let items) = value { flat[key] = items.compactMap(\.string).joined(separator: " ") }
                }
                result[name] = flat
            }
            return result
        }

        // Where every file and group is, relative to the root, by object ID.
        var locations: [String: String] = [:]
        func place(_ id: String, parent: String) {
            guard let item = object(id) else { return }
            let own = item["path"]?.string
            let location: String
            switch item["sourceTree"]?.string {
            case "<group>"?, nil: location = own.map { parent.isEmpty ? $0 : parent + "/" + $0 } ?? parent
            case "SOURCE_ROOT"?: location = own ?? ""
            default: return
            }
            locations[id] = normalize(location)
            for child in ids(item["children"]) { place(child, parent: locations[id] ?? "") }
        }
        if let main = project["mainGroup"]?.string { place(main, parent: project["projectDirPath"]?.string ?? "") }

        let projectSettings = settings(ofList: project["buildConfigurationList"]?.string)
        var targets: [XcodeProject.Target] = []
        for targetID in ids(project["targets"]) {
            guard let target = object(targetID), target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string else { continue }
            let targetSettings = settings(ofList: target["buildConfigurationList"]?.string)
            let own = targetSettings.isEmpty ? projectSettings.mapValues { _ in [String: String]() } : targetSettings
            var perConfiguration: [PlatformSupport] = []
            var plistFolders: [String] = []
            var isolations: Set<String?> = []
            for (configuration, values) in own {
                let merged = (projectSettings[configuration] ?? [:]).merging(values) { _, targetValue in targetValue }
                perConfiguration.append(XcodeProject.platforms(fromSettings: merged))
                isolations.insert(merged["SWIFT_DEFAULT_ACTOR_ISOLATION"])
                if let plist = merged["INFOPLIST_FILE"], plist.contains("/") {
                    let folder = normalize(String(plist[..<(plist.lastIndex(of: "/") ?? plist.endIndex)]))
                    if !folder.isEmpty, !folder.hasPrefix("$"), !plistFolders.contains(folder) { plistFolders.append(folder) }
                }
            }
            guard let platforms = XcodeProject.merge(perConfiguration) else { continue }
            var files = Set<String>()
            for phaseID in ids(target["buildPhases"]) {
                guard let phase = object(phaseID), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in ids(phase["files"]) {
                    guard let reference = object(buildFileID)?["fileRef"]?.string else { continue }
                    // A reference outside the group tree can still be relative to the project.
                    let loose = object(reference).flatMap { $0["sourceTree"]?.string == "SOURCE_ROOT" ? $0["path"]?.string.map(normalize) : nil }
                    if let location = locations[reference] ?? loose, location.hasSuffix(".swift") { files.insert(location) }
                }
            }
            let synchronized = ids(target["fileSystemSynchronizedGroups"]).compactMap { locations[$0] }
            var built = XcodeProject.Target(name: name, files: files, folders: synchronized + plistFolders.filter { !synchronized.contains($0) }, platforms: platforms)
            if isolations.count == 1, let isolation = isolations.first { built.defaultActorIsolation = isolation }
            targets.append(built)
        }
        return XcodeProject(path: path, rootDirectory: rootDirectory, targets: targets)
    }

    /// Removes `./` and resolves `..` in a relative path.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}

/// A value of an old-style (OpenStep) property list.
enum PlistValue: Sendable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

/// Parses the OpenStep property-list syntax of `project.pbxproj`: `{ key = value; }`,
/// `( a, b, )`, quoted and bare strings, `/* … */` and `// …` comments.
struct OpenStepPlistParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() -> PlistValue? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var result: [String: PlistValue] = [:]
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(result) }
                guard case .string(let key)? = parseString() else { return nil }
                skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                guard let value = parse() else { return nil }
                result[key] = value
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
            }
        case UInt8(ascii: "("):
            index += 1
            var result: [PlistValue] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(result) }
                guard let value = parse() else { return nil }
                result.append(value)
                skipTrivia()
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        default:
            return parseString()
        }
    }

    private mutating func parseString() -> PlistValue? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    default: text.append(bytes[index])
                    }
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            index += 1
            return .string(String(decoding: text, as: UTF8.self))
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return .string(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"): true
        default: false
        }
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }
}
