import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Foundation
import Testing

@Suite("Xcode projects")
struct XcodeProjectTests {
    /// A small project: an iOS app listing its files one by one (with a file shared with the
    /// TV app), a tvOS app, and a macOS tool in a synchronized folder.
    static let pbxproj = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objects = {
            A1 /* Root.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Root.swift */; };
            A2 = {isa = PBXBuildFile; fileRef = F2; };
            A3 = {isa = PBXBuildFile; fileRef = F2; };
            F1 /* Root.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Root.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = "Shared Code/Model.swift"; sourceTree = SOURCE_ROOT; };
            G0 = {isa = PBXGroup; children = (G1, S1, ); sourceTree = "<group>"; };
            G1 /* Phone */ = {isa = PBXGroup; children = (F1, ); path = Phone; sourceTree = "<group>"; };
            S1 /* MacTool */ = {isa = PBXFileSystemSynchronizedRootGroup; path = MacTool; sourceTree = "<group>"; };
            P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2, ); };
            P2 = {isa = PBXSourcesBuildPhase; files = (A3, ); };
            T1 /* Phone */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); name = Phone; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P2, ); name = TV; };
            T3 = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = MacTool; };
            L0 = {isa = XCConfigurationList; buildConfigurations = (C0d, C0r, ); };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1d, C1r, ); };
            L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            L3 = {isa = XCConfigurationList; buildConfigurations = (C3, ); };
            C0d = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 13.0; SDKROOT = iphoneos; }; name = Debug; };
            C0r = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 13.0; SDKROOT = iphoneos; }; name = Release; };
            C1d = {isa = XCBuildConfiguration; buildSettings = {
                INFOPLIST_FILE = Phone/Info.plist;
                "IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]" = 14.2;
                TARGETED_DEVICE_FAMILY = "1,2";
                SUPPORTS_MACCATALYST = YES;
            }; name = Debug; };
            C1r = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; TARGETED_DEVICE_FAMILY = "1,2"; SUPPORTS_MACCATALYST = YES; }; name = Release; };
            C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = appletvos; TVOS_DEPLOYMENT_TARGET = 13.2; TARGETED_DEVICE_FAMILY = 3; }; name = Debug; };
            C3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = "12.0"; }; name = Debug; };
            R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3, ); };
        };
        rootObject = R0 /* Project object */;
    }
    """

    @Test func readsTargetsSettingsAndFiles() throws {
        let project = try #require(PBXProjReader.read(text: Self.pbxproj, path: "/p/App.xcodeproj/project.pbxproj", rootDirectory: "/p"))
        #expect(project.targets.map(\.name) == ["Phone", "TV", "MacTool"])
        let phone = project.targets[0]
        #expect(phone.files == ["Phone/Root.swift", "Shared Code/Model.swift"])
        #expect(phone.folders == ["Phone"])
        // The lowest of Debug (13.0, inherited from the project) and Release (15.0).
        #expect(phone.platforms.minimums == ["iOS": Version(13, 0)])
        #expect(phone.platforms.iPad == true)
        #expect(phone.platforms.macCatalyst == true)
        #expect(!phone.platforms.isMacOSOnly)
        #expect(project.targets[2].folders == ["MacTool"])
        #expect(project.targets[2].platforms.isMacOSOnly)
        #expect(project.targets[2].platforms.equivalentIOSVersion == Version(15, 0))
        #expect(project.targets[1].platforms.equivalentIOSVersion == Version(13, 2))
        #expect(phone.platforms.equivalentIOSVersion == nil)
    }

    @Test func placesFilesByTargetFolderOrLowestTarget() throws {
        let project = try #require(PBXProjReader.read(text: Self.pbxproj, path: "/p/App.xcodeproj/project.pbxproj", rootDirectory: "/p"))
        let shared = try #require(project.platforms(of: "/p/Shared Code/Model.swift"))
        #expect(shared.minimums == ["iOS": Version(13, 0), "tvOS": Version(13, 2)])
        #expect(shared.isExhaustive)
        let tool = try #require(project.platforms(of: "/p/MacTool/Sub/Main.swift"))
        #expect(tool.isMacOSOnly)
        // A new file in the app's folder that the project does not list yet: the folder decides.
        #expect(project.platforms(of: "/p/Phone/New.swift")?.minimums == ["iOS": Version(13, 0)])
        // Unsure: every target merged, and no longer taken as the full list.
        let loose = try #require(project.platforms(of: "/p/Scripts/Tool.swift"))
        #expect(loose.minimums["iOS"] == Version(13, 0))
        #expect(!loose.isExhaustive)
        #expect(!loose.isMacOSOnly)
        #expect(project.platforms(of: "/elsewhere/X.swift") == nil)
    }

    @Test func commentsStringsAndOddValuesDoNotConfuseTheParser() {
        let text = """
        {
            /* a comment with { braces } and = signs */
            objects = {
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); buildConfigurationList = L0; };
                G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = "My \\"App\\""; buildConfigurationList = L1; buildPhases = (); };
                L0 = {isa = XCConfigurationList; buildConfigurations = (); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {OTHER_SWIFT_FLAGS = ("-D", "DEBUG", ); SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator"; IPHONEOS_DEPLOYMENT_TARGET = 17.0; XROS_DEPLOYMENT_TARGET = 1.0; }; name = Debug; };
            };
            rootObject = R0;
        }
        """
        let project = PBXProjReader.read(text: text, path: "/p/A.xcodeproj/project.pbxproj", rootDirectory: "/p")
        #expect(project?.targets.first?.name == "My \"App\"")
        #expect(project?.targets.first?.platforms.minimums == ["iOS": Version(17, 0), "visionOS": Version(1, 0)])
        #expect(PBXProjReader.read(text: "{ objects = { ", path: "/p/x", rootDirectory: "/p") == nil)
        #expect(PBXProjReader.read(text: "", path: "/p/x", rootDirectory: "/p") == nil)
    }

    @Test func readsXcodeGenProjects() throws {
        let yaml = """
        name: Shop # the app
        options:
          deploymentTarget:
            iOS: "16.0"
            macOS: 13.0
        targets:
          Shop:
            type: application
            platform: iOS
            sources:
              - Shop
              - path: Shared
            settings:
              base:
                TARGETED_DEVICE_FAMILY: "1"
          ShopMac:
            type: application
            platform: macOS
            deploymentTarget: "14.0"
            sources: [MacShop]
          Widgets:
            type: app-extension
            supportedDestinations: [iOS, macCatalyst]
            sources: Widgets
        """
        let project = try #require(XcodeGenReader.read(text: yaml, path: "/p/project.yml", rootDirectory: "/p"))
        #expect(project.targets.map(\.name) == ["Shop", "ShopMac", "Widgets"])
        let shop = project.targets[0]
        #expect(shop.folders == ["Shop", "Shared"])
        #expect(shop.platforms.minimums == ["iOS": Version(16, 0)])
        #expect(shop.platforms.iPad == false)
        #expect(project.targets[1].platforms.isMacOSOnly)
        #expect(project.targets[1].platforms.minimums == ["macOS": Version(14, 0)])
        #expect(project.targets[1].folders == ["MacShop"])
        #expect(project.targets[2].platforms.macCatalyst == true)
        #expect(project.targets[2].folders == ["Widgets"])
        #expect(project.platforms(of: "/p/Shared/Cart.swift")?.minimums == ["iOS": Version(16, 0)])
    }

    @Test func precedenceIsConfigurationThenPackageThenXcodeThenPreset() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sa-xcode-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "App.xcodeproj/project.pbxproj": Self.pbxproj,
            "Phone/Root.swift": "struct Root {}",
            "Kit/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", platforms: [.iOS(.v16)], targets: [.target(name: "Kit")])
            """,
            "Kit/Sources/Kit/Kit.swift": "public enum Kit {}",
            "Loose/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Loose", targets: [.target(name: "Loose")])
            """,
            "Loose/Sources/Loose/Loose.swift": "public enum Loose {}",
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let paths = ["Phone/Root.swift", "Kit/Sources/Kit/Kit.swift", "Loose/Sources/Loose/Loose.swift"].map { root + "/" + $0 }
        let layout = ProjectLayout.load(files: paths, manifestPaths: [], configuration: Configuration(baseDirectory: root),
                                        rootDirectory: root, searchBoundary: root, fallbackIOSTarget: Version(17, 0))
        let app = layout.placement(of: paths[0])
        #expect(app.iOSTarget == Version(13, 0))
        #expect(app.platforms.source == .xcodeProject)
        #expect(app.platforms.iPad == true)
        let kit = layout.placement(of: paths[1])
        #expect(kit.iOSTarget == Version(16, 0))
        #expect(kit.platforms.source == .package)
        // A package without `platforms:` inside the Xcode project's folder: the project's lowest target.
        let loose = layout.placement(of: paths[2])
        #expect(loose.iOSTarget == Version(13, 0))
        #expect(!loose.platforms.isExhaustive)

        var configuration = Configuration(baseDirectory: root)
        configuration.platforms["iOS"] = Version(18, 0)
        let configured = ProjectLayout.load(files: paths, manifestPaths: [], configuration: configuration,
                                            rootDirectory: root, searchBoundary: root)
        #expect(paths.allSatisfy { configured.placement(of: $0).iOSTarget == Version(18, 0) })
        #expect(configured.placement(of: paths[0]).platforms.source == .configuration)

        let bare = ProjectLayout.load(files: [root + "/Other/X.swift"], manifestPaths: [], configuration: Configuration(baseDirectory: root + "/Other"),
                                      rootDirectory: root + "/Other", searchBoundary: root + "/Other", fallbackIOSTarget: Version(26, 0))
        #expect(bare.placement(of: root + "/Other/X.swift").iOSTarget == Version(26, 0))
        #expect(bare.placement(of: root + "/Other/X.swift").platforms.source == .assumed)
    }
}

@Suite("iPhone-only targets")
struct PhoneOnlyTests {
    @Test("Only an exhaustive iOS-only list without iPad or Mac Catalyst is iPhone only")
    func phoneOnly() {
        #expect(PlatformSupport(source: .xcodeProject, minimums: ["iOS": Version(16, 0)], isExhaustive: true, iPad: false, macCatalyst: false).isPhoneOnly)
        #expect(!PlatformSupport(source: .xcodeProject, minimums: ["iOS": Version(16, 0)], isExhaustive: true, iPad: true, macCatalyst: false).isPhoneOnly)
        #expect(!PlatformSupport(source: .xcodeProject, minimums: ["iOS": Version(16, 0)], isExhaustive: true, iPad: false, macCatalyst: true).isPhoneOnly)
        #expect(!PlatformSupport(source: .xcodeProject, minimums: ["iOS": Version(16, 0)], isExhaustive: true, iPad: nil).isPhoneOnly)
        #expect(!PlatformSupport(source: .package, minimums: ["iOS": Version(16, 0)], isExhaustive: false, iPad: false).isPhoneOnly)
        #expect(!PlatformSupport(source: .xcodeProject, minimums: ["iOS": Version(16, 0), "macOS": Version(13, 0)], isExhaustive: true, iPad: false).isPhoneOnly)
    }
}
