import ArchitectCore
import ArchitectSyntax
import Foundation

/// The files a run looks at.
public struct DiscoveredFiles: Sendable {
    /// Absolute paths of Swift sources (manifests excluded), sorted.
    public var swiftFiles: [String] = []
    /// Absolute paths of `Package.swift` files, sorted.
    public var manifests: [String] = []
    /// Paths that could not be read, with the reason.
    public var unreadable: [(path: String, reason: String)] = []
    /// The resource files (string catalogs, strings files, asset `Contents.json`, `Info.plist`,
    /// Xcode projects, XcodeGen specs), sorted by path. They are found but not read: the engine
    /// reads them only when an enabled rule needs them.
    public var resources: [ResourceFile] = []

    /// No file at all.
    public init() {}

    /// Adds the files of `other`.
    mutating func append(_ other: DiscoveredFiles) {
        swiftFiles += other.swiftFiles
        manifests += other.manifests
        unreadable += other.unreadable
        resources += other.resources
    }
}

/// Expands the paths given on the command line into files.
public enum Discovery {
    /// Folder names never entered.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules"]

    /// Walks `paths` (files or folders, absolute or relative to `workingDirectory`).
    /// Throws when a path given explicitly does not exist, or is a file that is neither Swift nor
    /// a resource. Resource files (see `ResourceKind`) are collected in the same walk, under the
    /// same `include`/`exclude` globs and skipped folders as Swift files.
    public static func discover(paths: [String], configuration: Configuration, workingDirectory: String) throws(ConfigurationError) -> DiscoveredFiles {
        let walker = Walker(includes: configuration.include.map(Glob.init), excludes: configuration.exclude.map(Glob.init),
                            base: configuration.baseDirectory)
        var result = DiscoveredFiles()
        for given in paths.isEmpty ? ["."] : paths {
            let absolute = standardize(given, relativeTo: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw ConfigurationError("no such file or folder: '\(given)'")
            }
            if isDirectory.boolValue {
                result.append(walker.walk(directory: absolute, depth: 0))
            } else if absolute.hasSuffix(".swift") || ResourceKind(path: absolute) != nil {
                walker.consider(file: absolute, named: UTF8Text.lastComponent(of: absolute, separatedBy: "/"), into: &result)
            } else {
                throw ConfigurationError("'\(given)' is not a Swift file, a resource file or a folder")
            }
        }
        result.swiftFiles = Array(Set(result.swiftFiles)).sorted()
        result.manifests = Array(Set(result.manifests)).sorted()
        result.resources = Array(Set(result.resources)).sorted { $0.path < $1.path }
        result.unreadable.sort { ($0.path, $0.reason) < ($1.path, $1.reason) }
        return result
    }

    /// One walk over the folders given, with the run's `include`/`exclude` globs.
    private struct Walker: Sendable {
        let includes: [Glob]
        let excludes: [Glob]
        /// The folder the globs are relative to.
        let base: String
        /// Down to this depth below a folder given, subfolders are walked side by side (most
        /// of a walk is waiting for the file system, and a project's files sit in a few trees).
        static let parallelDepth = 2

        func excluded(_ path: String) -> Bool {
            let relative = PathText.relative(path, to: base)
            return excludes.contains { $0.matchesSelfOrAncestor(relative) }
        }

        func included(_ path: String) -> Bool {
            includes.isEmpty || includes.contains { $0.matchesSelfOrAncestor(PathText.relative(path, to: base)) }
        }

        /// Adds a file to `result` by its kind, unless the globs leave it out.
        func consider(file path: String, named name: String, into result: inout DiscoveredFiles) {
            if !name.hasSuffix(".swift") {
                if let kind = ResourceKind(path: path), !excluded(path), included(path) { result.resources.append(ResourceFile(path: path, kind: kind)) }
                return
            }
            guard !excluded(path) else { return }
            if name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift")) {
                if name == "Package.swift" { result.manifests.append(path) }
                return
            }
            guard included(path) else { return }
            if !FileSystemName.isReadable(path) {
                let exists = FileSystemName.kind(atPath: path, followingLinks: true) != nil
                result.unreadable.append((path, exists ? "permission denied" : "broken symbolic link"))
                return
            }
            result.swiftFiles.append(path)
        }

        /// The files below `directory`, which is `depth` folders below a folder given.
        func walk(directory: String, depth: Int) -> DiscoveredFiles {
            var result = DiscoveredFiles()
            // Listed byte by byte, so that a name that is not UTF-8 still names its file.
            guard let entries = FileSystemName.entries(ofFolder: directory) else {
                result.unreadable.append((directory, "folder cannot be listed"))
                return result
            }
            var folders: [String] = []
            for listed in entries {
                let entry = listed.name
                let path = directory + "/" + entry
                guard let type = listed.kind ?? FileSystemName.kind(atPath: path, followingLinks: false) else {
                    if entry.hasSuffix(".swift") { result.unreadable.append((path, "cannot be read")) }
                    continue
                }
                switch type {
                case S_IFDIR:
                    guard !entry.hasPrefix("."), !skippedFolders.contains(entry), !excluded(path) else { continue }
                    folders.append(path)
                case S_IFLNK:
                    if let target = FileSystemName.kind(atPath: path, followingLinks: true) {
                        if target != S_IFDIR { consider(file: path, named: entry, into: &result) }
                    } else if entry.hasSuffix(".swift") {
                        result.unreadable.append((path, "broken symbolic link"))
                    }
                case S_IFREG:
                    consider(file: path, named: entry, into: &result)
                default:
                    continue
                }
            }
            if depth < Self.parallelDepth, folders.count > 1 {
                let subfolders = folders
                for part in ParallelMap.map(count: subfolders.count, jobs: ParallelMap.defaultJobs, { walk(directory: subfolders[$0], depth: depth + 1) }) {
                    result.append(part)
                }
            } else {
                for folder in folders { result.append(walk(directory: folder, depth: depth + 1)) }
            }
            return result
        }
    }

    /// Makes a path absolute and removes `.`/`..` components.
    public static func standardize(_ path: String, relativeTo directory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
