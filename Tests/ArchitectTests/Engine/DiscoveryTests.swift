import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation
import Testing

@Suite("Discovery and globs")
struct DiscoveryTests {
    @Test func skipsBuildFoldersHiddenFoldersAndExcludes() throws {
        let project = try TemporaryProject([
            "Sources/App/A.swift": "", ".build/x/B.swift": "", "Pods/P/C.swift": "", ".hidden/D.swift": "",
            "DerivedData/E.swift": "", "Sources/Generated/F.swift": "", "Package.swift": "", "notes.txt": "",
        ])
        var configuration = Configuration(baseDirectory: project.root)
        configuration.exclude = ["**/Generated/**"]
        let found = try Discovery.discover(paths: [], configuration: configuration, workingDirectory: project.root)
        #expect(found.swiftFiles == [project.root + "/Sources/App/A.swift"])
        #expect(found.manifests == [project.root + "/Package.swift"])
    }

    @Test func includeLimitsTheFilesLinted() throws {
        let project = try TemporaryProject(["Sources/A.swift": "", "App/B.swift": "", "Scripts/C.swift": ""])
        var configuration = Configuration(baseDirectory: project.root)
        configuration.include = ["Sources", "App"]
        let found = try Discovery.discover(paths: [project.root], configuration: configuration, workingDirectory: "/")
        #expect(found.swiftFiles.map { String($0.dropFirst(project.root.count + 1)) } == ["App/B.swift", "Sources/A.swift"])
    }

    @Test func danglingLinksAreReportedNotFatal() throws {
        let project = try TemporaryProject(["A.swift": ""])
        try FileManager.default.createSymbolicLink(atPath: project.root + "/Gone.swift", withDestinationPath: project.root + "/missing.swift")
        let found = try Discovery.discover(paths: [project.root], configuration: Configuration(baseDirectory: project.root), workingDirectory: "/")
        #expect(found.swiftFiles.count == 1)
        #expect(found.unreadable.map(\.path) == [project.root + "/Gone.swift"])
    }

    @Test func missingPathIsAUsageError() {
        #expect(throws: ConfigurationError.self) {
            try Discovery.discover(paths: ["/no/such/folder"], configuration: Configuration(baseDirectory: "/"), workingDirectory: "/")
        }
    }

    @Test func globs() {
        #expect(Glob("**/Generated/**").matchesSelfOrAncestor("Sources/Generated/X.swift"))
        #expect(Glob("Sources").matchesSelfOrAncestor("Sources/App/X.swift"))
        #expect(!Glob("Sources").matchesSelfOrAncestor("MoreSources/X.swift"))
        #expect(Glob("**/*Tests.swift").matches("A/B/FooTests.swift"))
        #expect(Glob("Feature?/*.swift").matches("FeatureA/x.swift"))
        #expect(!Glob("Feature?/*.swift").matches("FeatureAB/x.swift"))
        #expect(Glob.matchSegment("Feature*", "FeatureCart"))
        #expect(!Glob.matchSegment("Feature*", "MyFeature"))
    }

    @Test func versions() {
        #expect(Version(parsing: "17") == Version(17, 0))
        #expect(Version(parsing: "v17_2") == Version(17, 2))
        #expect(Version(parsing: "16.4.1") == Version(16, 4))
        #expect(Version(parsing: "x") == nil)
        #expect(Version(16, 4) < Version(17, 0))
    }

    @Test func deploymentTargetComesFromConfigurationThenManifestThenPreset() throws {
        let manifest = ManifestReader.read(source: "import PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v16)], targets: [.target(name: \"A\")])", path: "/p/Package.swift")
        var configuration = Configuration(baseDirectory: "/p")
        let fromManifest = ProjectLayout(manifests: [manifest], configuration: configuration, rootDirectory: "/p", fallbackIOSTarget: Preset.clinic.assumedIOSTarget)
        #expect(fromManifest.placement(of: "/p/Sources/A/X.swift").iOSTarget == Version(16, 0))
        #expect(fromManifest.placement(of: "/p/Sources/A/X.swift").module == "A")
        #expect(fromManifest.placement(of: "/elsewhere/X.swift").iOSTarget == Version(26, 0))
        #expect(Preset.recommended.assumedIOSTarget == Version(17, 0))
        configuration.platforms["iOS"] = Version(18, 2)
        let configured = ProjectLayout(manifests: [manifest], configuration: configuration, rootDirectory: "/p")
        #expect(configured.placement(of: "/p/Sources/A/X.swift").iOSTarget == Version(18, 2))
    }
}
