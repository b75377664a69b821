// swift-tools-version:6.0
import PackageDescription

// Gazette: a small news reader used as a clean corpus for the `recommended` preset.
// The deployment target below (iOS 17) is what the linter reads to gate its
// Observation and `onChange` rules.
let package = Package(
    name: "Gazette",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Gazette", targets: ["Gazette"]),
    ],
    targets: [
        .target(name: "Gazette", path: "Sources/Gazette"),
        .testTarget(name: "GazetteTests", dependencies: ["Gazette"], path: "Tests/GazetteTests"),
    ],
    swiftLanguageModes: [.v6]
)
