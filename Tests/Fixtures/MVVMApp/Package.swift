// swift-tools-version: 6.0
import PackageDescription

// The app as one target, so that it can also be built and tested with SwiftPM.
let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/Brightify/Cuckoo.git", from: "2.0.0"),
    ],
    targets: [
        .executableTarget( // PLANTED conc-strict-concurrency-enabled: Swift 5 mode, no complete checking.
            name: "Shop",
            path: ".",
            sources: ["App", "Core", "Features", "Navigation", "Network", "Shared"]
        ),
        .testTarget(
            name: "ShopTests",
            dependencies: [
                "Shop",
                .product(name: "Cuckoo", package: "Cuckoo"), // PLANTED test-no-mock-frameworks: a mocking library.
            ],
            path: "Tests/ShopTests"
        ),
    ],
    swiftLanguageModes: [.v5]
)
