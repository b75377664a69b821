// swift-tools-version: 6.0
import PackageDescription

// The app as one target, so that it can also be built and tested with SwiftPM.
let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    targets: [
        .executableTarget( // PLANTED conc-strict-concurrency-enabled: Swift 5 mode, no complete checking.
            name: "Shop",
            path: ".",
            sources: ["App", "Core", "Features", "Navigation", "Network"]
        ),
        .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "Tests/ShopTests"),
    ],
    swiftLanguageModes: [.v5]
)
