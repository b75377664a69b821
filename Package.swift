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
/// On macOS `/usr/bin/swift` is an `xcrun` shim, so the active developer folder
/// (`DEVELOPER_DIR`, then `xcrun --find swift`, then `xcode-select -p`) is asked as well. Xcode's
/// toolchains ship no SwiftSyntax modules, so there the answer is usually nil: the package is used.
@MainActor func bundledHostFolder() -> String? {
    let fileManager = FileManager.default
    func hasModules(_ folder: String) -> Bool {
        fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
            && (fileManager.fileExists(atPath: folder + "/libSwiftSyntax.so") || fileManager.fileExists(atPath: folder + "/libSwiftSyntax.dylib"))
    }
    if let explicit = environment["SWIFTUI_ARCHITECT_TOOLCHAIN_HOST"] {
        // A wrong override must not quietly fall back to something else.
        guard hasModules(explicit) else {
            fatalError("SWIFTUI_ARCHITECT_TOOLCHAIN_HOST=\(explicit) holds no SwiftSyntax.swiftmodule with libSwiftSyntax.so/.dylib; point it at a toolchain's usr/lib/swift/host folder, or unset it")
        }
        return explicit
    }
    /// `usr/lib/swift/host` of the toolchain that holds the `swift` executable at `path`.
    func hostFolder(forSwiftAt path: String) -> String {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        return resolved.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    }
    /// The first line a tool prints, or nil when it cannot run (a sandboxed manifest, no Xcode).
    func output(of tool: String, _ arguments: [String]) -> String? {
        guard fileManager.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
    var candidates: [String] = []
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftPath = String(directory) + "/swift"
        guard fileManager.fileExists(atPath: swiftPath) else { continue }
        candidates.append(hostFolder(forSwiftAt: swiftPath))
    }
    #if os(macOS)
    var developerFolders: [String] = []
    if let folder = environment["DEVELOPER_DIR"] { developerFolders.append(folder) }
    if let swift = output(of: "/usr/bin/xcrun", ["--find", "swift"]) { candidates.append(hostFolder(forSwiftAt: swift)) }
    if let folder = output(of: "/usr/bin/xcode-select", ["-p"]) { developerFolders.append(folder) }
    for folder in developerFolders {
        candidates.append(folder + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host")   // Xcode
        candidates.append(folder + "/usr/lib/swift/host")                                       // Command Line Tools
    }
    #endif
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
