import ArchitectCore
import ArchitectSyntax

/// A place in a file, 1-based.
public struct SourcePoint: Sendable, Hashable, Codable {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// What a target depends on, as written in `Package.swift`.
public struct TargetDependency: Sendable, Hashable, Codable {
    /// How the dependency was spelled.
    public enum Kind: String, Sendable, Codable {
        /// `"Name"` or `.byName(name:)`.
        case byName
        /// `.target(name:)`.
        case target
        /// `.product(name:package:)`.
        case product
    }

    public let kind: Kind
    public let name: String
    /// The package of a `.product`, when given.
    public let package: String?
    /// Where the dependency's name string is.
    public let location: SourcePoint
}

/// One target declared in a manifest.
public struct TargetSummary: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable {
        case regular, executable, test, macro, plugin, binary, system
    }

    public let kind: Kind
    public let name: String
    /// The `path:` argument, when given.
    public let path: String?
    public let dependencies: [TargetDependency]
    /// Whether the target opts into complete strict concurrency (Swift 6 mode or the upcoming feature).
    public let swiftSettingsMention: [String]
    public let location: SourcePoint

    /// The folder of the target's sources relative to the package root.
    public var sourceFolder: String {
        if let path { return path }
        return (kind == .test ? "Tests/" : kind == .plugin ? "Plugins/" : "Sources/") + name
    }
}

/// A package this one depends on.
public struct PackageDependency: Sendable, Hashable, Codable {
    /// The `path:` of a local package.
    public let path: String?
    /// The `url:` of a remote package.
    public let url: String?
    public let location: SourcePoint

    /// The name SwiftPM gives the package: the last component of its path or URL.
    public var identity: String {
        let raw = path ?? url ?? ""
        var last = raw.split(separator: "/").last.map(String.init) ?? raw
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }
}

/// A `Package.swift` read as syntax.
public struct ManifestSummary: Sendable, Hashable, Codable {
    /// The absolute path of `Package.swift`.
    public let path: String
    public let name: String?
    /// Minimum versions by platform name (`iOS`, `macOS`, …).
    public let platforms: [String: Version]
    public let targets: [TargetSummary]
    public let products: [String]
    public let dependencies: [PackageDependency]
    /// `swiftLanguageModes`/`swiftLanguageVersions` entries, as written.
    public let languageModes: [String]
    /// Things the reader could not understand, with where they are.
    public let notes: [ManifestNote]
    /// The version in the `// swift-tools-version:` comment, when the manifest has a readable one.
    public var toolsVersion: Version? = nil
    /// Whether Swift settings or language modes are set other than as array literals written in the
    /// `Package(…)` call and its literal targets (a shared variable, a loop over `package.targets`,
    /// a helper function): then the literal values do not tell the whole story.
    public var hasIndirectSettings: Bool = false
    /// Where the `Package(…)` call is: the place for findings about the manifest as a whole.
    public var packageLocation: SourcePoint = SourcePoint(line: 1, column: 1)

    /// The folder holding `Package.swift`.
    public var rootDirectory: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}

/// Something in a manifest that the reader could not interpret.
public struct ManifestNote: Sendable, Hashable, Codable {
    public let message: String
    public let location: SourcePoint
}

extension ManifestSummary {
    private enum CodingKeys: String, CodingKey {
        case path, name, platforms, targets, products, dependencies, languageModes, notes, toolsVersion, hasIndirectSettings, packageLocation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        platforms = PlatformMinimum.dictionary(try container.decode([PlatformMinimum].self, forKey: .platforms))
        targets = try container.decode([TargetSummary].self, forKey: .targets)
        products = try container.decode([String].self, forKey: .products)
        dependencies = try container.decode([PackageDependency].self, forKey: .dependencies)
        languageModes = try container.decode([String].self, forKey: .languageModes)
        notes = try container.decode([ManifestNote].self, forKey: .notes)
        toolsVersion = try container.decodeIfPresent(Version.self, forKey: .toolsVersion)
        hasIndirectSettings = try container.decode(Bool.self, forKey: .hasIndirectSettings)
        packageLocation = try container.decode(SourcePoint.self, forKey: .packageLocation)
    }

    /// Written field by field, the platforms as a list in name order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encode(PlatformMinimum.list(platforms), forKey: .platforms)
        try container.encode(targets, forKey: .targets)
        try container.encode(products, forKey: .products)
        try container.encode(dependencies, forKey: .dependencies)
        try container.encode(languageModes, forKey: .languageModes)
        try container.encode(notes, forKey: .notes)
        try container.encodeIfPresent(toolsVersion, forKey: .toolsVersion)
        try container.encode(hasIndirectSettings, forKey: .hasIndirectSettings)
        try container.encode(packageLocation, forKey: .packageLocation)
    }
}
