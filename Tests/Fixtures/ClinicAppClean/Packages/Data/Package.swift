// swift-tools-version: 6.2
import PackageDescription

// The only layer that performs I/O: network, SwiftData cache, retries and the queue of pending writes.
let package = Package(
    name: "Data",
    platforms: [.iOS(.v26)],
    products: [
        .library(name: "Data", targets: ["Data"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
    ],
    targets: [
        .target(
            name: "Data",
            dependencies: [.product(name: "Domain", package: "Domain")]
        ),
        .testTarget(
            name: "DataTests",
            dependencies: ["Data", .product(name: "Domain", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
