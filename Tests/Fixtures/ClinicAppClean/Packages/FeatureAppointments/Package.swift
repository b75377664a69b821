// swift-tools-version: 6.2
import PackageDescription

// Today's appointments and their details. Sees only Domain and DesignSystem.
let package = Package(
    name: "FeatureAppointments",
    platforms: [.iOS(.v26)],
    products: [
        .library(name: "FeatureAppointments", targets: ["FeatureAppointments"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../DesignSystem"),
    ],
    targets: [
        .target(
            name: "FeatureAppointments",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "DesignSystem", package: "DesignSystem"),
            ]
        ),
        .testTarget(
            name: "FeatureAppointmentsTests",
            dependencies: ["FeatureAppointments", .product(name: "Domain", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
