import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import Testing

@Suite("Manifest reader")
struct ManifestReaderTests {
    @Test func readsTheUsualLiteralManifest() {
        let manifest = ManifestReader.read(source: """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "FeatureCart",
            platforms: [.iOS(.v17), .macOS("14.0")],
            products: [.library(name: "FeatureCart", targets: ["FeatureCart"])],
            dependencies: [
                .package(path: "../Domain"),
                .package(url: "https://example.com/acme/Logging.git", from: "1.0.0"),
            ],
            targets: [
                .target(
                    name: "FeatureCart",
                    dependencies: ["Domain", .product(name: "Logging", package: "Logging"), .target(name: "CartCore")],
                    path: "Sources/Cart"
                ),
                .target(name: "CartCore"),
                .testTarget(name: "FeatureCartTests", dependencies: ["FeatureCart"]),
            ]
        )
        """, path: "/p/Package.swift")
        #expect(manifest.name == "FeatureCart")
        #expect(manifest.platforms["iOS"] == Version(17, 0))
        #expect(manifest.platforms["macOS"] == Version(14, 0))
        #expect(manifest.products == ["FeatureCart"])
        #expect(manifest.dependencies.map(\.identity) == ["Domain", "Logging"])
        #expect(manifest.targets.map(\.name) == ["FeatureCart", "CartCore", "FeatureCartTests"])
        #expect(manifest.targets[0].sourceFolder == "Sources/Cart")
        #expect(manifest.targets[2].sourceFolder == "Tests/FeatureCartTests")
        #expect(manifest.targets[0].dependencies.map(\.name) == ["Domain", "Logging", "CartCore"])
        #expect(manifest.targets[0].dependencies.map(\.kind) == [.byName, .product, .target])
        #expect(manifest.targets[0].dependencies[0].location == SourcePoint(line: 15, column: 28))
        #expect(manifest.notes.isEmpty)
    }

    @Test func unusualManifestsGiveNotesNotCrashes() {
        let manifest = ManifestReader.read(source: """
        import PackageDescription
        let shared: [Target] = []
        let package = Package(name: "Odd", targets: shared + [.target(name: nameFromSomewhere)])
        """, path: "/p/Package.swift")
        #expect(manifest.targets.isEmpty)
        #expect(!manifest.notes.isEmpty)
        let empty = ManifestReader.read(source: "let x = 1", path: "/p/Package.swift")
        #expect(empty.notes.first?.message.contains("no 'Package(") == true)
    }

    @Test func targetsAddedOutsideThePackageCallAreRead() {
        let manifest = ManifestReader.read(source: """
        // swift-tools-version:5.9
        import Foundation
        import PackageDescription

        var package = Package(
          name: "Game",
          products: [.library(name: "Core", targets: ["Core"]), .plugin(name: "Lint", targets: ["LintPlugin"])],
          targets: [.target(name: "Core")]
        )

        if ProcessInfo.processInfo.environment["SERVER"] == nil {
          package.products.append(contentsOf: [.library(name: "HomeFeature", targets: ["HomeFeature"])])
          package.targets.append(contentsOf: [
            .target(
              name: "HomeFeature",
              dependencies: ["Core", .target(name: "Styleguide", condition: .when(platforms: [.iOS]))],
              plugins: [.plugin(name: "LintPlugin")]
            ),
            .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature"]),
          ])
        }
        package.targets.append(.target(name: "Styleguide"))
        package.targets += [.plugin(name: "LintPlugin", capability: .buildTool())]
        package.dependencies.append(.package(url: "https://example.com/acme/Tagged.git", from: "1.0.0"))

        let serverTargets: [Target] = [.executableTarget(name: "server", dependencies: ["Core"])]
        package.targets.append(contentsOf: serverTargets)
        let extraDependencies: [Target.Dependency] = [.target(name: "NotATarget")]

        func helper() -> Target { .target(name: "Helper") }
        package.targets.append(helper())
        """, path: "/p/Package.swift")
        #expect(manifest.name == "Game")
        #expect(manifest.targets.map(\.name) == ["Core", "HomeFeature", "HomeFeatureTests", "Styleguide", "LintPlugin", "server", "Helper"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .test, .regular, .plugin, .executable, .regular])
        #expect(manifest.targets[1].dependencies.map(\.name) == ["Core", "Styleguide"])
        #expect(manifest.products == ["Core", "Lint", "HomeFeature"])
        #expect(manifest.dependencies.map(\.identity) == ["Tagged"])
        #expect(manifest.packageLocation == SourcePoint(line: 5, column: 15))
        #expect(!manifest.hasIndirectSettings)
    }

    @Test func settingsOutsideLiteralTargetsAreIndirect() {
        let manifest = ManifestReader.read(source: """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [])
        func feature(_ name: String) -> Target { .target(name: name, swiftSettings: strict) }
        package.targets.append(feature("Orders"))
        package.targets.append(.target(name: "Literal", swiftSettings: [.enableUpcomingFeature("StrictConcurrency")]))
        """, path: "/p/Package.swift")
        #expect(manifest.targets.map(\.name) == ["Literal"])
        #expect(manifest.hasIndirectSettings)
        #expect(manifest.notes.contains { $0.message.contains("target name is not a string literal") })
    }
}
