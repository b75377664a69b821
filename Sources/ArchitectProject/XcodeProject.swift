import ArchitectCore
import ArchitectSyntax

/// The targets of an Xcode project that matter for placing files: their folders or files and
/// their platform build settings. Read from `project.pbxproj` (or XcodeGen's `project.yml`) as
/// text, never by running Xcode.
public struct XcodeProject: Sendable, Codable {
    /// One target of the project.
    public struct Target: Sendable, Codable {
        public let name: String
        /// Its Swift sources, relative to `rootDirectory`, when the project lists them one by one.
        public let files: Set<String>
        /// Folders whose contents belong to it (synchronized folders, XcodeGen `sources`, the
        /// folder of its `Info.plist`), relative to `rootDirectory`.
        public let folders: [String]
        /// What it is built for.
        public let platforms: PlatformSupport
        /// `SWIFT_DEFAULT_ACTOR_ISOLATION` when every build configuration sets it to the same
        /// value (`MainActor`), else nil.
        public var defaultActorIsolation: String? = nil
    }

    /// The project file it was read from (`….xcodeproj/project.pbxproj` or `project.yml`).
    public let path: String
    /// The folder that relative paths in the project start from.
    public let rootDirectory: String
    public let targets: [Target]

    public init(path: String, rootDirectory: String, targets: [Target]) {
        self.path = path
        self.rootDirectory = rootDirectory
        self.targets = targets
    }

    /// The platforms of a file of the project: those of the targets that list it, else of the
    /// targets whose folder holds it (the innermost folder wins), else, unsure, the lowest
    /// deployment targets of all targets, with the platform list not taken as exhaustive.
    public func platforms(of absolutePath: String) -> PlatformSupport? {
        guard PathText.isPath(absolutePath, inside: rootDirectory) else { return nil }
        let owners = owningTargets(of: absolutePath)
        if owners.isEmpty {
            guard var merged = Self.merge(targets.map(\.platforms)) else { return nil }
            merged.isExhaustive = false
            return merged
        }
        return Self.merge(owners.map(\.platforms))
    }

    /// The targets that build a file: those that list it, else those whose folder holds it (the
    /// innermost folder wins); empty when none can be told.
    public func owningTargets(of absolutePath: String) -> [Target] {
        guard PathText.isPath(absolutePath, inside: rootDirectory) else { return [] }
        let relative = PathText.relative(absolutePath, to: rootDirectory)
        var owners = targets.filter { $0.files.contains(relative) }
        if owners.isEmpty {
            var best = 0
            for target in targets {
                for folder in target.folders where folder.isEmpty || PathText.isPath(relative, inside: folder) {
                    let length = folder.count + 1
                    if length > best { best = length; owners = [target] } else if length == best, !owners.contains(where: { $0.name == target.name }) { owners.append(target) }
                }
            }
        }
        return owners
    }

    /// The platforms of a file built by several targets: every platform any of them builds for,
    /// at the lowest version; iPad and Mac Catalyst when any target has them.
    static func merge(_ all: [PlatformSupport]) -> PlatformSupport? {
        guard var result = all.first else { return nil }
        for other in all.dropFirst() {
            for (platform, version) in other.minimums {
                result.minimums[platform] = min(result.minimums[platform] ?? version, version)
            }
            result.isExhaustive = result.isExhaustive && other.isExhaustive
            result.iPad = either(result.iPad, other.iPad)
            result.macCatalyst = either(result.macCatalyst, other.macCatalyst)
        }
        return result
    }

    private static func either(_ lhs: Bool?, _ rhs: Bool?) -> Bool? {
        if lhs == true || rhs == true { return true }
        if lhs == nil || rhs == nil { return nil }
        return false
    }

    /// The platforms one target's build settings describe.
    ///
    /// Platforms come from `SUPPORTED_PLATFORMS`, else `SDKROOT`; versions from the
    /// `*_DEPLOYMENT_TARGET` settings. A platform without a version is left out of `minimums`,
    /// and then the list is not exhaustive. `TARGETED_DEVICE_FAMILY` 2 means iPad; 6 or
    /// `SUPPORTS_MACCATALYST = YES` means Mac Catalyst.
    static func platforms(fromSettings settings: [String: String]) -> PlatformSupport {
        let sdkNames: [String: String] = [
            "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "appletvos": "tvOS", "appletvsimulator": "tvOS",
            "watchos": "watchOS", "watchsimulator": "watchOS", "xros": "visionOS", "xrsimulator": "visionOS",
        ]
        let versionKeys = [
            "iOS": "IPHONEOS_DEPLOYMENT_TARGET", "macOS": "MACOSX_DEPLOYMENT_TARGET", "tvOS": "TVOS_DEPLOYMENT_TARGET",
            "watchOS": "WATCHOS_DEPLOYMENT_TARGET", "visionOS": "XROS_DEPLOYMENT_TARGET",
        ]
        let families = Set((settings["TARGETED_DEVICE_FAMILY"] ?? "").split { $0 == "," || $0 == " " }.map(String.init))
        var names = Set((settings["SUPPORTED_PLATFORMS"] ?? "").split(separator: " ").compactMap { sdkNames[String($0)] })
        if names.isEmpty, let sdk = settings["SDKROOT"].flatMap({ sdkNames[$0] }) { names.insert(sdk) }
        let catalyst = settings["SUPPORTS_MACCATALYST"].map { $0 == "YES" } ?? (families.contains("6") ? true : nil)
        var minimums: [String: Version] = [:]
        var exhaustive = !names.isEmpty
        for name in names {
            if let version = versionKeys[name].flatMap({ settings[$0] }).flatMap(Version.init(parsing:)) {
                minimums[name] = version
            } else {
                exhaustive = false
            }
        }
        if names.isEmpty, let iOS = settings["IPHONEOS_DEPLOYMENT_TARGET"].flatMap(Version.init(parsing:)) { minimums["iOS"] = iOS }
        let iPad: Bool? = names.contains("iOS") ? (families.isEmpty ? nil : families.contains("2")) : nil
        return PlatformSupport(source: .xcodeProject, minimums: minimums, isExhaustive: exhaustive, iPad: iPad,
                               macCatalyst: names.contains("iOS") ? catalyst : nil)
    }
}
