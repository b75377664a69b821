import Foundation
import Testing

/// How `Package.swift` chooses between the toolchain's SwiftSyntax modules and the swift-syntax
/// package. Each test evaluates a copy of the real manifest with `swift package dump-package`
/// (no build, no network) and reads which dependencies it declared.
@Suite("Package.swift: where SwiftSyntax comes from")
struct ManifestSyntaxSourceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The manifest's evaluation: exit status, the dependency URLs it declared, and stderr.
    struct Evaluation {
        let status: Int32
        let dependencies: [String]
        let errors: String
    }

    static func evaluate(_ environment: [String: String]) throws -> Evaluation {
        let folder = try TemporaryProject()
        try folder.write("Package.swift", String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8))
        var variables = ProcessInfo.processInfo.environment
        for key in ["SWIFTUI_ARCHITECT_TOOLCHAIN_HOST", "SWIFTUI_ARCHITECT_SWIFT_SYNTAX"] { variables[key] = nil }
        variables.merge(environment) { _, new in new }
        let run = try ProcessRun.run(["swift", "package", "--package-path", folder.root, "dump-package"], environment: variables)
        let data = run.out
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        let urls = (json?["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
            let source = (dependency["sourceControl"] as? [[String: Any]])?.first
            let location = source?["location"] as? [String: Any]
            return ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
        }
        return Evaluation(status: run.status, dependencies: urls, errors: run.errText)
    }

    @Test func anOverrideThatHoldsNoModulesIsAnError() throws {
        let result = try Self.evaluate(["SWIFTUI_ARCHITECT_TOOLCHAIN_HOST": "/nonexistent/host"])
        #expect(result.status != 0)
        #expect(result.errors.contains("SWIFTUI_ARCHITECT_TOOLCHAIN_HOST=/nonexistent/host holds no SwiftSyntax.swiftmodule"))
    }

    @Test func macOSLibrariesCountAsBundledModules() throws {
        let host = try TemporaryProject(["SwiftSyntax.swiftmodule/x86_64.swiftinterface": "", "libSwiftSyntax.dylib": ""])
        let result = try Self.evaluate(["SWIFTUI_ARCHITECT_TOOLCHAIN_HOST": host.root])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.dependencies.isEmpty)
    }

    @Test func packageModeDependsOnSwiftSyntax() throws {
        let result = try Self.evaluate(["SWIFTUI_ARCHITECT_SWIFT_SYNTAX": "package"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.dependencies == ["https://github.com/swiftlang/swift-syntax.git"])
    }
}
