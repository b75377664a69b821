// swift-tools-version:5.9
import PackageDescription

// The reading-list module of an older app that still supports iOS 16, where the
// Observation framework and the two-parameter `onChange` are not available.
let package = Package(
    name: "GazetteLegacy",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "GazetteLegacy", targets: ["GazetteLegacy"]),
    ],
    targets: [
        .target(name: "GazetteLegacy", path: "Sources/GazetteLegacy"),
        .testTarget(name: "GazetteLegacyTests", dependencies: ["GazetteLegacy"], path: "Tests/GazetteLegacyTests"),
    ]
)
