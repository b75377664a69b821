import ArchitectCore
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
}
