import ArchitectSyntax

/// What the mvvm guide's rules treat as outside the iOS app it describes, told from a file's path and imports.
///
/// The guide is about one iOS app target; a repository often also holds server code, command-line
/// tools and App Clips, whose rules are different. Without the build graph, the folder names and
/// the server frameworks a file imports are the evidence: these checks err on the side of leaving a
/// file alone.
enum AppTargets {
    /// Modules that only server-side Swift imports: web frameworks, database drivers built on
    /// SwiftNIO, NIO itself and AWS request signing or Lambda runtimes.
    static let serverModules: Set<String> = [
        "Vapor", "Fluent", "FluentKit", "PostgresKit", "PostgresNIO", "MySQLKit", "MySQLNIO", "SQLKit", "RediStack",
        "NIO", "NIOCore", "NIOPosix", "NIOHTTP1", "NIOHTTP2", "Hummingbird", "Kitura",
        "SwiftAWSSignatureV4", "SotoCore", "AWSLambdaRuntime", "AWSLambdaEvents",
    ]

    /// Whether a file is server-side code: its path says so (`isServerSide(_:)` on the path), or
    /// it imports one of `serverModules` or a `…Middleware…` module (`SiteMiddleware`), as
    /// modules shared only by a server do (`Sources/SnsClientLive`, `Tests/DatabaseLiveTests`).
    static func isServerSide(_ file: FileContext) -> Bool {
        file.cachedFlag(ServerSideFlag.self) {
            guard !isServerSide(file.path) else { return true }
            return SyntaxQueries.importedModules(of: file.tree).contains { serverModules.contains($0) || $0.contains("Middleware") }
        }
    }

    private enum ServerSideFlag {}

    /// Whether a path lies in server-side code: a folder whose name contains `Middleware`, or
    /// starts with `Server` without being an app-side client of it (`ServerConfigClient`).
    static func isServerSide(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains(where: isServerName)
    }

    /// Whether a folder or module name is a server's: it contains `Middleware`, or starts with
    /// `Server` and is not an app-side client of it.
    private static func isServerName(_ name: some StringProtocol) -> Bool {
        name.contains("Middleware") || (name.hasPrefix("Server") && !name.hasSuffix("Client"))
    }

    /// Whether a path lies in an App Clip: a folder whose name contains `AppClip` or ends in `Clip`.
    static func isAppClip(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.contains("AppClip") || $0.hasSuffix("Clip") }
    }
}
