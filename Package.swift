// swift-tools-version:6.0
import Foundation
import PackageDescription

// MARK: - Locating SwiftSyntax
//
// The analyzer parses Swift with SwiftSyntax/SwiftParser. Two sources are supported:
// - `bundled`: the modules that ship inside the toolchain (`<toolchain>/usr/lib/swift/host`).
//   They build offline, but are compiled for binary stability, so they parse slower.
// - `package`: the swift-syntax package, built from source (faster; needs network once).
// `SWIFTUI_ARCHITECT_SWIFT_SYNTAX=package|bundled` chooses; by default the bundled modules are
// used when they are found. `SWIFTUI_ARCHITECT_TOOLCHAIN_HOST` points at a `host` folder directly.

let environment = ProcessInfo.processInfo.environment
let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftSyntaxBuilder", "SwiftBasicFormat", "SwiftDiagnostics", "SwiftParserDiagnostics"]

/// The toolchain's `usr/lib/swift/host` folder, found from the override or from `swift` on PATH.
@MainActor func bundledHostFolder() -> String? {
    let fileManager = FileManager.default
    func hasModules(_ folder: String) -> Bool {
        fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
            && fileManager.fileExists(atPath: folder + "/libSwiftSyntax.so")
    }
    if let explicit = environment["SWIFTUI_ARCHITECT_TOOLCHAIN_HOST"] {
        return hasModules(explicit) ? explicit : nil
    }
    var candidates: [String] = []
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftPath = String(directory) + "/swift"
        guard fileManager.fileExists(atPath: swiftPath) else { continue }
        let resolved = URL(fileURLWithPath: swiftPath).resolvingSymlinksInPath()
        let toolchainUsr = resolved.deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(toolchainUsr.appendingPathComponent("lib/swift/host").path)
    }
    return candidates.first(where: hasModules)
}

let requestedSyntax = environment["SWIFTUI_ARCHITECT_SWIFT_SYNTAX"] ?? "auto"
let hostFolder: String? = requestedSyntax == "package" ? nil : bundledHostFolder()

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []

if let host = hostFolder {
    syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
    syntaxLinkerSettings = [.unsafeFlags(["-L", host] + syntaxModules.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", host])]
} else {
    packageDependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"700.0.0")]
    syntaxDependencies = syntaxModules.map { .product(name: $0, package: "swift-syntax") }
}

/// A target that sees SwiftSyntax, whichever way it is linked.
@MainActor func syntaxTarget(_ name: String, dependencies: [Target.Dependency] = [], path: String? = nil) -> Target {
    .target(
        name: name,
        dependencies: dependencies + syntaxDependencies,
        path: path,
        swiftSettings: syntaxSwiftSettings,
        linkerSettings: syntaxLinkerSettings
    )
}

let package = Package(
    name: "swiftui-architect",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "swiftui-architect", targets: ["swiftui-architect"]),
        .library(name: "ArchitectEngine", targets: ["ArchitectEngine"]),
        .plugin(name: "swiftui-architect-lint", targets: ["swiftui-architect-lint"]),
        .plugin(name: "SwiftUIArchitectBuildToolPlugin", targets: ["SwiftUIArchitectBuildToolPlugin"]),
    ],
    dependencies: packageDependencies,
    targets: [
        // Findings, rule descriptions, options, configuration: no SwiftSyntax.
        .target(name: "ArchitectCore"),
        // Rule and SyntaxRule, the per-file context and the syntax questions rules share.
        syntaxTarget("ArchitectSyntax", dependencies: ["ArchitectCore"]),
        // Writes the rule registry from the rule files (scripts/generate-registry); SwiftSyntax and ArchitectCore only.
        syntaxTarget("ArchitectRegistryGenerator", dependencies: ["ArchitectCore"]),
        syntaxTarget("ArchitectProject", dependencies: ["ArchitectCore", "ArchitectSyntax"]),
        // The rewriting machinery of `fix`; each fix lives beside its rule in ArchitectRules.
        syntaxTarget("ArchitectFix", dependencies: ["ArchitectCore", "ArchitectSyntax", "ArchitectProject"]),
        syntaxTarget("ArchitectRules", dependencies: ["ArchitectCore", "ArchitectSyntax", "ArchitectProject", "ArchitectFix"]),
        syntaxTarget("ArchitectReporters", dependencies: ["ArchitectCore", "ArchitectSyntax", "ArchitectProject"]),
        syntaxTarget("ArchitectEngine", dependencies: ["ArchitectCore", "ArchitectSyntax", "ArchitectProject", "ArchitectFix", "ArchitectRules", "ArchitectReporters"]),
        // The long-running servers (`lsp`, `mcp`): the in-memory workspace, JSON-RPC and both protocols.
        syntaxTarget("ArchitectServer", dependencies: ["ArchitectCore", "ArchitectSyntax", "ArchitectProject", "ArchitectFix", "ArchitectRules", "ArchitectReporters", "ArchitectEngine"]),
        // The commands (lint, fix, rules, explain, graph, init, lsp, mcp); the executable only calls them.
        syntaxTarget("ArchitectCommandLine", dependencies: ["ArchitectCore", "ArchitectSyntax", "ArchitectProject", "ArchitectFix", "ArchitectRules", "ArchitectReporters", "ArchitectEngine", "ArchitectServer"]),
        .executableTarget(
            name: "swiftui-architect",
            dependencies: ["ArchitectCommandLine", "ArchitectCore"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "generate-registry",
            dependencies: ["ArchitectRegistryGenerator"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "swiftui-architect-bench",
            dependencies: ["ArchitectEngine", "ArchitectCore", "ArchitectServer"] + syntaxDependencies,
            path: "Benchmarks/ArchitectBenchmark",
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // `swift package lint`: lints a package's targets and prints Xcode-style diagnostics.
        .plugin(
            name: "swiftui-architect-lint",
            capability: .command(
                intent: .custom(verb: "lint", description: "Lint the package's Swift targets with swiftui-architect"),
                permissions: []
            ),
            dependencies: ["swiftui-architect"],
            path: "Plugins/SwiftUIArchitectLintPlugin"
        ),
        // Lints each target it is applied to on every build; findings become build diagnostics.
        .plugin(
            name: "SwiftUIArchitectBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["swiftui-architect"]
        ),
        .testTarget(
            name: "ArchitectTests",
            dependencies: ["ArchitectCommandLine", "ArchitectEngine", "ArchitectCore", "ArchitectSyntax", "ArchitectProject", "ArchitectFix", "ArchitectRules", "ArchitectReporters", "ArchitectRegistryGenerator", "ArchitectServer"] + syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
