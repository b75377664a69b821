/// The kinds of non-Swift file a run can read, recognised by name and place.
public enum ResourceKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A string catalog: `Localizable.xcstrings` or any `*.xcstrings` (JSON).
    case stringCatalog
    /// A strings file: any `*.strings`, usually inside a `*.lproj` folder.
    case strings
    /// The `Contents.json` of an asset catalog entry, anywhere under a `*.xcassets` folder (JSON).
    case assetContents
    /// `Info.plist` or `*-Info.plist` (an XML or binary property list).
    case infoPlist
    /// `*.xcodeproj/project.pbxproj`.
    case xcodeProject
    /// An XcodeGen `project.yml`.
    case xcodeGenSpec

    /// The kind of the file at `path` (absolute or relative, `/`-separated), or nil when it is not
    /// a resource this tool reads.
    public init?(path: String) {
        // Called for every file of the walk: look at the name first, at folders only when needed.
        let slash = path.lastIndex(of: "/")
        let name = path[(slash.map { path.index(after: $0) } ?? path.startIndex)...]
        let folder = path[..<(slash ?? path.startIndex)]
        if name.hasSuffix(".xcstrings") {
            self = .stringCatalog
        } else if name.hasSuffix(".strings") {
            self = .strings
        } else if name == "Contents.json", folder.hasSuffix(".xcassets") || folder.contains(".xcassets/") {
            self = .assetContents
        } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            self = .infoPlist
        } else if name == "project.pbxproj", folder.hasSuffix(".xcodeproj") {
            self = .xcodeProject
        } else if name == "project.yml" {
            self = .xcodeGenSpec
        } else {
            return nil
        }
    }

    /// How messages name a file of this kind, after "This …": "string catalog", "Info.plist", ….
    public var displayName: String {
        switch self {
        case .stringCatalog: "string catalog"
        case .strings: "strings file"
        case .assetContents: "asset catalog Contents.json"
        case .infoPlist: "Info.plist"
        case .xcodeProject: "Xcode project file"
        case .xcodeGenSpec: "XcodeGen spec"
        }
    }
}
