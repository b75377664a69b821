import ArchitectProject

/// What the `stub-*-companion` rules share: which declarations need a stub file and which
/// stub files a project has.
enum StubCompanions {
    /// Name prefixes of test doubles, preview stand-ins and abstract bases, which need no stub.
    static let exemptPrefixes = ["Mock", "Stub", "Fake", "Spy", "Dummy", "Preview", "Base", "Abstract"]

    /// Whether a type entry is a production declaration named `{Feature}{suffix}` that the
    /// companion rules look at: outside tests and `#if DEBUG`, not private, not nested, with a
    /// non-empty feature part and no test-double or base-class prefix.
    static func isCandidate(_ entry: ProjectIndex.TypeEntry, suffix: String) -> Bool {
        let type = entry.type
        guard !entry.placement.isTestFile, !type.isDebugOnly, type.enclosingTypes.isEmpty,
              type.name.hasSuffix(suffix), type.name.count > suffix.count,
              !type.modifiers.contains("private"), !type.modifiers.contains("fileprivate") else { return false }
        return !exemptPrefixes.contains { prefix in
            type.name.hasPrefix(prefix) && type.name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// The folder of a path (everything before the last `/`), or "" for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The file name of a path.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folders of the project's files, by file name. Files of test targets and test folders
    /// are left out (a stub there serves no preview); preview folders (`Previews`,
    /// `Preview Content`), which the layout also counts as test code, stay in.
    static func foldersByFileName(_ project: ProjectIndex) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for file in project.files {
            if project.placements[file.path]?.isTestFile == true {
                let folders = file.path.split(separator: "/").dropLast()
                guard folders.contains(where: { $0 == "Previews" || $0 == "Preview Content" }) else { continue }
            }
            result[fileName(of: file.path), default: []].append(folder(of: file.path))
        }
        return result
    }
}
