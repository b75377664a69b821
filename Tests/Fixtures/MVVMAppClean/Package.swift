// swift-tools-version: 6.0
import PackageDescription

// The app as one target, so that it can also be built and tested with SwiftPM.
let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17)],
    targets: [
        .executableTarget(
            name: "Shop",
            path: ".",
            sources: ["App", "Core", "Features", "Navigation", "Network", "Shared"]
        ),
        .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "Tests/ShopTests"),
    ]
)
