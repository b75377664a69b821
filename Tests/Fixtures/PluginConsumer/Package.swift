// swift-tools-version:6.0
import PackageDescription

// A package that uses swiftui-architect's plugins, for Tests/ArchitectTests/PluginTests.swift.
// It depends on the repository root by path, applies the build-tool plugin to its one target,
// and can run the command plugin with `swift package lint`. Its only file has a finding.
let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The name keeps the plugin reference below valid whatever the checkout folder is called.
        .package(name: "swiftui-architect", path: "../../.."),
    ],
    targets: [
        .target(
            name: "ConsumerViews",
            path: "Sources/ConsumerViews",
            plugins: [.plugin(name: "SwiftUIArchitectBuildToolPlugin", package: "swiftui-architect")]
        ),
    ]
)
