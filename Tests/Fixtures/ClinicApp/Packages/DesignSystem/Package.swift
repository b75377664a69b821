// swift-tools-version: 6.2
import PackageDescription

// Colours, spacing and reusable components; knows nothing of Domain or the features.
let package = Package(
    name: "DesignSystem",
    platforms: [.iOS(.v26)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
    ],
    targets: [
        .target(name: "DesignSystem"), // PLANTED conc-strict-concurrency-enabled: Swift 5 mode, no complete checking.
    ],
    swiftLanguageModes: [.v5]
)
