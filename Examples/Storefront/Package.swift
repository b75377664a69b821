// swift-tools-version:6.0
// A small SwiftUI storefront used to demonstrate swiftui-architect. It is linted, never built
// here: SwiftUI exists only on Apple platforms.
import PackageDescription

let package = Package(
    name: "Storefront",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Storefront", path: "App"),
        .target(name: "FeatureCatalog", path: "Features/Catalog"),
        .target(name: "FeatureCart", path: "Features/Cart"),
    ]
)
