// swift-tools-version: 6.2
import PackageDescription

// Patient search and records. Sees only Domain and DesignSystem.
let package = Package(
    name: "FeaturePatients",
    platforms: [.iOS(.v26)],
    products: [
        .library(name: "FeaturePatients", targets: ["FeaturePatients"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignSystem"),
    ],
    targets: [
        .target(
            name: "FeaturePatients",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
        .testTarget(
            name: "FeaturePatientsTests",
            dependencies: ["FeaturePatients", .product(name: "Domain", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
