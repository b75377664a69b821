/// What the mvvm guide's rules treat as outside the iOS app it describes, told from a file's path.
///
/// The guide is about one iOS app target; a repository often also holds server code, command-line
/// tools and App Clips, whose rules are different. Without the build graph, the folder names are
/// the evidence: these checks err on the side of leaving a file alone.
enum AppTargets {
    /// Whether a path lies in server-side code: a folder whose name contains `Middleware`, or
    /// starts with `Server` without being an app-side client of it (`ServerConfigClient`).
    static func isServerSide(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            folder.contains("Middleware") || (folder.hasPrefix("Server") && !folder.hasSuffix("Client"))
        }
    }

    /// Whether a path lies in an App Clip: a folder whose name contains `AppClip` or ends in `Clip`.
    static func isAppClip(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.contains("AppClip") || $0.hasSuffix("Clip") }
    }
}
