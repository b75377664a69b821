/// The platforms a file is built for, as far as the project says, and where that was read.
///
/// Rules that depend on the platform read it through `FileContext.platforms` (the iOS deployment
/// target alone is `FileContext.iOSTarget`). Only an Xcode target (or an XcodeGen target) lists
/// the platforms it builds for; `Package.swift` and the configuration give minimum versions but a
/// package builds for every platform, so for them `isExhaustive` is false and "macOS only" is
/// never concluded. A rule unsure of the platform should stay silent.
public struct PlatformSupport: Sendable, Hashable, Codable {
    /// Where the information comes from, in order of precedence.
    public enum Source: String, Sendable, Hashable, Codable {
        /// `platforms` in `.swiftui-architect.json`.
        case configuration
        /// `platforms:` of the package's `Package.swift`.
        case package
        /// The build settings of the Xcode (or XcodeGen) target the file belongs to.
        case xcodeProject
        /// Nothing was found; the preset's assumption.
        case assumed
    }

    /// Where it was read.
    public var source: Source
    /// Minimum versions by platform name: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`. With
    /// `isExhaustive`, a platform that is absent is one the file is not built for.
    public var minimums: [String: Version]
    /// Whether `minimums` names every platform the file is built for (true only for Xcode targets).
    public var isExhaustive: Bool
    /// Whether the iOS app also runs on iPad (`TARGETED_DEVICE_FAMILY` has 2); nil when unknown.
    public var iPad: Bool?
    /// Whether the iOS app is also built for the Mac with Mac Catalyst; nil when unknown.
    public var macCatalyst: Bool?

    public init(source: Source, minimums: [String: Version] = [:], isExhaustive: Bool = false, iPad: Bool? = nil, macCatalyst: Bool? = nil) {
        self.source = source
        self.minimums = minimums
        self.isExhaustive = isExhaustive
        self.iPad = iPad
        self.macCatalyst = macCatalyst
    }

    /// Nothing known: the default of a file linted on its own.
    public static let unknown = PlatformSupport(source: .assumed)

    /// Whether the file is known to be built for macOS and nothing else (an AppKit app).
    public var isMacOSOnly: Bool {
        isExhaustive && minimums.keys.contains("macOS") && minimums.keys.allSatisfy { $0 == "macOS" }
    }

    /// Whether the file may be built for `platform`: true unless the list is exhaustive and lacks it.
    public func mayBuild(for platform: String) -> Bool {
        !isExhaustive || minimums[platform] != nil
    }

    /// Whether the file is known to be built for iPhone alone: an Xcode target that lists iOS as
    /// its only platform, with no iPad device family and no Mac Catalyst. There a `NavigationView`
    /// always shows as a stack.
    public var isPhoneOnly: Bool {
        isExhaustive && minimums.keys.allSatisfy { $0 == "iOS" } && minimums["iOS"] != nil && iPad == false && macCatalyst != true
    }

    /// Whether the file is known to run on a Mac, natively or through Mac Catalyst.
    public var runsOnMac: Bool {
        (isExhaustive && minimums["macOS"] != nil) || macCatalyst == true
    }

    /// For a file built without iOS (a tvOS, watchOS, visionOS or macOS target), the iOS release
    /// whose SwiftUI has the same features as the lowest of its platforms: tvOS shares iOS's
    /// numbers, watchOS is 7 behind, visionOS 1 is iOS 17, macOS 11 is iOS 14 (10.15 is iOS 13).
    /// Nil when the file may be built for iOS or nothing is known; rules that compare with
    /// `iOSTarget` then read the equivalent, which the placement puts there.
    public var equivalentIOSVersion: Version? {
        guard isExhaustive, minimums["iOS"] == nil, !minimums.isEmpty else { return nil }
        let equivalents = minimums.map { platform, version -> Version in
            switch platform {
            case "tvOS": version
            case "watchOS": Version(version.major + 7, version.minor)
            case "visionOS": Version(version.major + 16, version.minor)
            case "macOS": version.major >= 11 ? Version(version.major + 3, version.minor) : Version(13, 0)
            default: version
            }
        }
        return equivalents.min()
    }

    /// A stable text form, for cache keys.
    public var key: String {
        let versions = minimums.keys.sorted().map { "\($0)=\(minimums[$0]?.description ?? "")" }.joined(separator: ",")
        func flag(_ value: Bool?) -> String { value.map { $0 ? "y" : "n" } ?? "?" }
        return "\(source.rawValue):\(versions):\(isExhaustive ? "x" : "-"):\(flag(iPad)):\(flag(macCatalyst))"
    }
}

/// One platform's minimum version: how a `[String: Version]` of minimums is written, as a list in
/// name order (the compact cache coding holds no dictionaries keyed by text).
public struct PlatformMinimum: Codable, Sendable {
    public let platform: String
    public let version: Version

    /// The minimums of a dictionary, in name order.
    public static func list(_ minimums: [String: Version]) -> [PlatformMinimum] {
        minimums.sorted { $0.key < $1.key }.map { PlatformMinimum(platform: $0.key, version: $0.value) }
    }

    /// The dictionary of a list (the first entry of a platform wins).
    public static func dictionary(_ list: [PlatformMinimum]) -> [String: Version] {
        Dictionary(list.map { ($0.platform, $0.version) }, uniquingKeysWith: { first, _ in first })
    }
}

extension PlatformSupport {
    private enum CodingKeys: String, CodingKey {
        case source, minimums, isExhaustive, iPad, macCatalyst
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(source: try container.decode(Source.self, forKey: .source),
                  minimums: PlatformMinimum.dictionary(try container.decode([PlatformMinimum].self, forKey: .minimums)),
                  isExhaustive: try container.decode(Bool.self, forKey: .isExhaustive),
                  iPad: try container.decodeIfPresent(Bool.self, forKey: .iPad),
                  macCatalyst: try container.decodeIfPresent(Bool.self, forKey: .macCatalyst))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(PlatformMinimum.list(minimums), forKey: .minimums)
        try container.encode(isExhaustive, forKey: .isExhaustive)
        try container.encodeIfPresent(iPad, forKey: .iPad)
        try container.encodeIfPresent(macCatalyst, forKey: .macCatalyst)
    }
}
