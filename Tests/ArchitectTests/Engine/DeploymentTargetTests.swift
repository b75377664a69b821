@testable import ArchitectCommandLine
import ArchitectCore
import Foundation
import Testing

/// `init` writes the deployment targets the project declares, and `lint` says which one it
/// assumed when neither the configuration nor the project gives one.
@Suite("Deployment targets: init and the assumed-target note")
struct DeploymentTargetTests {
    /// A one-target Xcode project whose build settings say iOS at `version`.
    static func pbxproj(iOS version: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Phone; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Phone; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                C0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                C1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = \(version); }; name = Debug; };
                R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };
            };
            rootObject = R0;
        }
        """
    }

    static func package(platforms: String, name: String = "Shop", target: String = "ShopFeature") -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "\(name)", platforms: [\(platforms)], targets: [.target(name: "\(target)")])
        """
    }

    /// The `platforms` object of the written configuration, or nil when it has none.
    static func writtenPlatforms(_ project: TemporaryProject) throws -> [String: String]? {
        let text = try #require(project.read(".swiftui-architect.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
        return object["platforms"] as? [String: String]
    }

    @Test("init writes the iOS version a package declares, and lint then assumes nothing")
    func initReadsThePackage() throws {
        let project = try TemporaryProject([
            "Package.swift": Self.package(platforms: ".iOS(.v16)"),
            "Sources/ShopFeature/ShopView.swift": "import SwiftUI\n",
        ])
        let run = CommandRun.run(["init"], in: project.root)
        #expect(run.code == 0, "\(run.err)")
        #expect(try Self.writtenPlatforms(project) == ["iOS": "16.0"])
        #expect(run.out.contains("platforms: iOS 16.0 (Package.swift)"), "\(run.out)")
        #expect(!run.out.contains("different"), "\(run.out)")
        let lint = CommandRun.run(["lint"], in: project.root)
        #expect(lint.code != 2, "\(lint.err)")
        #expect(!lint.err.contains("deployment target"), "\(lint.err)")
    }

    @Test("init writes the iOS version an Xcode project's build settings give")
    func initReadsTheXcodeProject() throws {
        let project = try TemporaryProject([
            "Phone.xcodeproj/project.pbxproj": Self.pbxproj(iOS: "15.0"),
            "Phone/ContentView.swift": "import SwiftUI\n",
        ])
        let run = CommandRun.run(["init", "--preset", "clinic"], in: project.root)
        #expect(run.code == 0, "\(run.err)")
        // The project's own 15.0, not the clinic preset's iOS 26 assumption.
        #expect(try Self.writtenPlatforms(project) == ["iOS": "15.0"])
        #expect(run.out.contains("platforms: iOS 15.0 (Phone.xcodeproj/project.pbxproj)"), "\(run.out)")
    }

    @Test("init writes each platform the project's targets agree on, and leaves out one they disagree on")
    func initTakesTheLowest() throws {
        let project = try TemporaryProject([
            "Package.swift": Self.package(platforms: ".iOS(.v17), .macOS(.v14), .macCatalyst(.v17)"),
            "Sources/ShopFeature/ShopView.swift": "import SwiftUI\n",
            "Packages/Domain/Package.swift": Self.package(platforms: ".iOS(.v16), .macOS(.v14)", name: "Domain", target: "Domain"),
            "Packages/Domain/Sources/Domain/Order.swift": "public struct Order {}\n",
            "project.yml": """
            name: Shop
            targets:
              Watch:
                type: application
                platform: watchOS
                deploymentTarget: "10.0"
                sources: [Sources]
            """,
        ])
        let run = CommandRun.run(["init"], in: project.root)
        #expect(run.code == 0, "\(run.err)")
        // macCatalyst is not a platform the configuration names, so it is left out; iOS is declared as
        // 16 and 17, so writing it would give every file 16: lint reads each file's own target instead.
        #expect(try Self.writtenPlatforms(project) == ["macOS": "14.0", "watchOS": "10.0"])
        #expect(run.out.contains("iOS 16.0 (Packages/Domain/Package.swift); macOS 14.0 (Package.swift, Packages/Domain/Package.swift); watchOS 10.0 (project.yml)"),
                "\(run.out)")
        #expect(run.out.contains("note: targets of the project declare different iOS versions, so \"platforms\" leaves them out"), "\(run.out)")
    }

    @Test("init leaves platforms out when the project declares none, and says what lint assumes")
    func initWithoutDeclaredPlatforms() throws {
        let project = try TemporaryProject(["App/ContentView.swift": "import SwiftUI\n"])
        let run = CommandRun.run(["init"], in: project.root)
        #expect(run.code == 0, "\(run.err)")
        #expect(try Self.writtenPlatforms(project) == nil)
        #expect(!(project.read(".swiftui-architect.json") ?? "").contains("platforms"))
        #expect(run.out.contains("platforms: none declared by the project; lint assumes iOS 17.0"), "\(run.out)")
        let clinic = CommandRun.run(["init", "--force", "--preset", "clinic"], in: project.root)
        #expect(clinic.out.contains("lint assumes iOS 26.0"), "\(clinic.out)")
        #expect(try Self.writtenPlatforms(project) == nil)
        let lint = CommandRun.run(["lint"], in: project.root)
        #expect(lint.code != 2, "\(lint.err)")
        #expect(lint.err.contains("assumed iOS 26.0 (the clinic preset's default)"), "\(lint.err)")
    }

    @Test("lint notes the assumed target once, on stderr only, and not with --quiet")
    func lintNotesTheAssumption() throws {
        let project = try TemporaryProject(["A.swift": "let a = AnyView(x)\n", "B.swift": "struct B {}\n"])
        let json = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--format", "json"], in: project.root)
        #expect(json.json?["findings"] != nil, "stdout must stay JSON: \(json.out)")
        #expect(!json.out.contains("deployment target"))
        #expect(json.err.components(separatedBy: "note: no iOS deployment target").count == 2, "\(json.err)")
        #expect(json.err.contains("for all 2 files; assumed iOS 17.0 (the recommended preset's default); set \"platforms\" in .swiftui-architect.json"),
                "\(json.err)")
        let quiet = CommandRun.run(["lint", "--rule", "diff-avoid-anyview", "--quiet"], in: project.root)
        #expect(!quiet.err.contains("deployment target"), "\(quiet.err)")
        #expect(!quiet.out.contains("deployment target"))
        let preset = CommandRun.run(["lint", "--preset", "optimise"], in: project.root)
        #expect(preset.err.contains("assumed iOS 26.0 (the optimise preset's default)"), "\(preset.err)")
    }

    @Test("lint assumes nothing when the configuration or the project gives the target; a partial answer counts the files")
    func lintWithoutAssumption() throws {
        let configured = try TemporaryProject(["A.swift": "struct A {}\n", ".swiftui-architect.json": #"{"platforms": {"iOS": "16.0"}}"#])
        #expect(!CommandRun.run(["lint"], in: configured.root).err.contains("deployment target"))
        let xcode = try TemporaryProject([
            "Phone.xcodeproj/project.pbxproj": Self.pbxproj(iOS: "15.0"),
            "Phone/ContentView.swift": "struct ContentView {}\n",
        ])
        #expect(!CommandRun.run(["lint"], in: xcode.root).err.contains("deployment target"))
        // A package that names macOS alone says nothing about iOS: its files are counted.
        let mixed = try TemporaryProject([
            "Package.swift": Self.package(platforms: ".macOS(.v14)"),
            "Sources/ShopFeature/ShopView.swift": "struct ShopView {}\n",
            "Tools/Script.swift": "struct Script {}\n",
            "App/Package.swift": Self.package(platforms: ".iOS(.v16)", name: "App", target: "App"),
            "App/Sources/App/Root.swift": "struct Root {}\n",
        ])
        let run = CommandRun.run(["lint"], in: mixed.root)
        #expect(run.err.contains("note: no iOS deployment target in the configuration or the project for 2 of 3 files"), "\(run.err)")
    }

    @Test func noteWording() {
        #expect(LintCommand.assumedTargetNote((Version(17, 0), 1), of: 1, preset: .recommended).contains("for the file; assumed iOS 17.0"))
        #expect(LintCommand.assumedTargetNote((Version(26, 0), 3), of: 7, preset: .clinic).contains("for 3 of 7 files; assumed iOS 26.0 (the clinic preset's default)"))
        #expect(LintCommand.assumedTargetNote((Version(17, 0), 2), of: 2, preset: .mvvm).hasSuffix("\n"))
    }
}
