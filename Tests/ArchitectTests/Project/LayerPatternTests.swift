import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import ArchitectEngine
import ArchitectServer
import Testing

@Suite("Layer patterns")
struct LayerPatternTests {
    static let layout = ProjectLayout(manifests: [], configuration: Configuration(baseDirectory: "/p"), rootDirectory: "/p")

    @Test func commonSpellingsOfFeatureModules() {
        for name in ["FeatureOrders", "OrdersFeature", "OrdersFeatures", "MediaUI", "ProfileScreen", "AuthScreens"] {
            #expect(Self.layout.layer(ofModule: name) == .features, "\(name)")
        }
        #expect(Self.layout.layer(ofModule: "AppFeature") == .app)
        #expect(Self.layout.layer(ofModule: "IceCubesApp") == .app)
        #expect(Self.layout.layer(ofModule: "OrdersDomain") == .domain)
    }

    @Test func lookAlikesGetNoLayer() {
        // Apple's modules, the bare fixed part of a pattern, and app names ending in SwiftUI.
        for name in ["SwiftUI", "StoreKit", "UI", "Feature", "Screens", "CountriesSwiftUI"] {
            #expect(Self.layout.layer(ofModule: name) == nil, "\(name)")
        }
        #expect(Self.layout.layer(ofModule: "Styleguide") == nil)
    }

    @Test func foldersOfLooseFilesUseOnlyTheStrongFeatureSpellings() {
        #expect(Self.layout.layer(ofFolder: "HomeScreen") == nil)
        #expect(Self.layout.layer(ofFolder: "SharedUI") == nil)
        #expect(Self.layout.layer(ofFolder: "FeatureCart") == .features)
        #expect(Self.layout.layer(ofFolder: "CartFeature") == .features)
        #expect(Self.layout.placement(of: "/p/App/Screens/HomeScreen/HomeView.swift").module == "App")
        #expect(Self.layout.placement(of: "/p/Sources/SharedUI/Button.swift").module == nil)
        // A configured pattern applies to folders too.
        var configuration = Configuration(baseDirectory: "/p")
        configuration.layers[.features] = ["*Screen"]
        let configured = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/p")
        #expect(configured.layer(ofFolder: "HomeScreen") == .features)
    }
}

@Suite("Local package dependencies")
struct LocalPackageDependencyTests {
    @Test func targetsOfLocalPackagesThatAreNotLintedAreProjectModules() throws {
        let project = try TemporaryProject([
            "Packages/HomeFeature/Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "HomeFeature", dependencies: [.package(path: "../Models")],
                                  targets: [.target(name: "HomeFeature", dependencies: [.product(name: "Models", package: "Models")])])
            """,
            "Packages/HomeFeature/Sources/HomeFeature/Home.swift": "import SwiftUI\nimport Models\nimport Alamofire\n",
            "Packages/Models/Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Models", dependencies: [.package(path: "../Kit")], targets: [.target(name: "Models")])
            """,
            "Packages/Models/Sources/Models/Item.swift": "public struct Item {}\n",
            "Packages/Kit/Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])
            """,
        ])
        var options = LintOptions()
        options.paths = [project.root + "/Packages/HomeFeature"]
        options.workingDirectory = project.root
        options.onlyRules = ["clinic-feature-import-allowlist"]
        // Layers declared, as a team that adopted them does (the rule is skipped otherwise).
        var configuration = Configuration(baseDirectory: project.root)
        configuration.layers = ProjectLayout.defaultLayers
        let result = try Linter(configuration: configuration, options: options).run()
        #expect(result.index.layout.referencedModules == ["Models", "Kit"])
        #expect(result.findings.map(\.message).allSatisfy { !$0.contains("'Models'") })
        #expect(result.findings.contains { $0.message.contains("'Alamofire'") })
    }
}

@Suite("Layer precedence")
struct LayerPrecedenceTests {
    static func layout(_ layers: [Layer: [String]]) -> ProjectLayout {
        var configuration = Configuration(baseDirectory: "/p")
        configuration.layers = layers
        return ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/p")
    }

    @Test("A layer that names a module exactly wins over another layer's wildcard")
    func exactNameBeatsAGlob() {
        let layout = Self.layout([.features: ["Feature*"], .domain: ["FeatureCore"]])
        #expect(layout.layer(ofModule: "FeatureCore") == .domain)
        #expect(layout.layer(ofModule: "FeatureCart") == .features)
        #expect(layout.layerConflict(ofModule: "FeatureCore") == nil)
    }

    @Test("A module two configured layers' wildcards take is a conflict naming both; tests never conflict")
    func twoGlobsConflict() throws {
        let layout = Self.layout([.features: ["Feature*"], .domain: ["*Domain"]])
        let conflict = try #require(layout.layerConflict(ofModule: "FeatureDomain"))
        #expect(conflict.first.layer == .features && conflict.first.pattern == "Feature*")
        #expect(conflict.second.layer == .domain && conflict.second.pattern == "*Domain")
        #expect(layout.layerConflict(ofModule: "FeatureDomainTests") == nil)
        #expect(layout.layerConflict(ofModule: "FeatureCart") == nil)
        // Among the defaults alone, the order of the layers decides, as it always has.
        #expect(LayerPatternTests.layout.layerConflict(ofModule: "FeatureDomain") == nil)
    }

    @Test("lint fails with exit code 2 on a module two layers claim, naming the module and both layers")
    func lintReportsTheConflict() throws {
        let project = try TemporaryProject([
            ".swiftui-architect.json": #"{"layers": {"features": ["Feature*"], "domain": ["*Domain"]}}"#,
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "FeatureDomain"), .target(name: "FeatureCart")])
            """,
            "Sources/FeatureDomain/A.swift": "struct A {}\n",
            "Sources/FeatureCart/B.swift": "struct B {}\n",
        ])
        let run = CommandRun.run(["lint"], in: project.root)
        #expect(run.code == 2)
        #expect(run.err.contains("module 'FeatureDomain' is matched by two layers, 'features' (pattern 'Feature*') and 'domain' (pattern '*Domain')"), "\(run.err)")
        // The language server's workspace refuses the same configuration.
        #expect(throws: ConfigurationError.self) { try Workspace(root: project.root) }
        try project.write(".swiftui-architect.json", #"{"layers": {"features": ["Feature*"], "domain": ["*Domain", "FeatureDomain"]}}"#)
        #expect(CommandRun.run(["lint"], in: project.root).code != 2)
        #expect(throws: Never.self) { try Workspace(root: project.root) }
    }
}
