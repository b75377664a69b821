import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation
import Testing

@Suite("Resource discovery")
struct ResourceDiscoveryTests {
    static let files: [String: String] = [
        "App/A.swift": "",
        "App/Localizable.xcstrings": "{}",
        "App/Other.xcstrings": "{}",
        "App/en.lproj/Localizable.strings": "",
        "App/Loose.strings": "",
        "App/Assets.xcassets/Contents.json": "{}",
        "App/Assets.xcassets/Icon.imageset/Contents.json": "{}",
        "App/Contents.json": "{}",
        "App/Info.plist": "",
        "App/Widget-Info.plist": "",
        "App/Settings.plist": "",
        "App.xcodeproj/project.pbxproj": "",
        "project.pbxproj": "",
        "project.yml": "",
        "Package.swift": "",
        ".build/x/Info.plist": "",
        "Pods/P/Localizable.strings": "",
        ".hidden/Localizable.xcstrings": "",
    ]

    func relative(_ files: [ResourceFile], to root: String) -> [String] {
        files.map { String($0.path.dropFirst(root.count + 1)) + " " + $0.kind.rawValue }
    }

    @Test func findsEachKindInTheSameWalk() throws {
        let project = try TemporaryProject(Self.files)
        let found = try Discovery.discover(paths: [], configuration: Configuration(baseDirectory: project.root), workingDirectory: project.root)
        #expect(relative(found.resources, to: project.root) == [
            "App.xcodeproj/project.pbxproj xcodeProject",
            "App/Assets.xcassets/Contents.json assetContents",
            "App/Assets.xcassets/Icon.imageset/Contents.json assetContents",
            "App/Info.plist infoPlist",
            "App/Localizable.xcstrings stringCatalog",
            "App/Loose.strings strings",
            "App/Other.xcstrings stringCatalog",
            "App/Widget-Info.plist infoPlist",
            "App/en.lproj/Localizable.strings strings",
            "project.yml xcodeGenSpec",
        ])
        // The Swift results are those of a walk that knew nothing of resources.
        #expect(found.swiftFiles == [project.root + "/App/A.swift"])
        #expect(found.manifests == [project.root + "/Package.swift"])
        #expect(found.unreadable.isEmpty)
    }

    @Test func honoursExcludeAndInclude() throws {
        let project = try TemporaryProject(Self.files)
        var configuration = Configuration(baseDirectory: project.root)
        configuration.exclude = ["**/*.xcassets", "**/*.lproj/**", "App/Info.plist"]
        let excluded = try Discovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        let paths = excluded.resources.map { String($0.path.dropFirst(project.root.count + 1)) }
        #expect(!paths.contains { $0.contains(".xcassets") || $0.contains(".lproj") || $0 == "App/Info.plist" })
        #expect(paths.contains("App/Widget-Info.plist"))

        configuration = Configuration(baseDirectory: project.root)
        configuration.include = ["App/en.lproj"]
        let included = try Discovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        #expect(relative(included.resources, to: project.root) == ["App/en.lproj/Localizable.strings strings"])
    }

    @Test func aResourceFileCanBeGivenExplicitly() throws {
        let project = try TemporaryProject(Self.files)
        let found = try Discovery.discover(paths: ["App/Localizable.xcstrings"], configuration: Configuration(baseDirectory: project.root),
                                           workingDirectory: project.root)
        #expect(relative(found.resources, to: project.root) == ["App/Localizable.xcstrings stringCatalog"])
        #expect(throws: ConfigurationError.self) {
            try Discovery.discover(paths: ["App/Settings.plist"], configuration: Configuration(baseDirectory: project.root), workingDirectory: project.root)
        }
    }

    @Test func kindsFromNames() {
        #expect(ResourceKind(path: "/a/b.xcstrings") == .stringCatalog)
        #expect(ResourceKind(path: "/a/fr.lproj/InfoPlist.strings") == .strings)
        #expect(ResourceKind(path: "/a/Media.xcassets/Red.colorset/Contents.json") == .assetContents)
        #expect(ResourceKind(path: "/a/Contents.json") == nil)
        #expect(ResourceKind(path: "/a/Info.plist") == .infoPlist)
        #expect(ResourceKind(path: "/a/App-Info.plist") == .infoPlist)
        #expect(ResourceKind(path: "/a/Info.plist.orig") == nil)
        #expect(ResourceKind(path: "/a/X.xcodeproj/project.pbxproj") == .xcodeProject)
        #expect(ResourceKind(path: "/a/project.pbxproj") == nil)
        #expect(ResourceKind(path: "/a/project.yml") == .xcodeGenSpec)
        #expect(ResourceKind(path: "/a/A.swift") == nil)
    }
}
