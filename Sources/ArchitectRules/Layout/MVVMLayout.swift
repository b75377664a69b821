import ArchitectCore
import ArchitectProject
import Foundation

/// The mvvm guide's folder layout as found in a project: the app's source root, its top-level
/// folders and the app's Swift files, for the `layout-*` rules.
///
/// A project counts as laid out the guide's way only when all of this holds: exactly one `@main`
/// type conforming to `App` outside tests, previews and App Clips; the package that builds it (if
/// any) has one non-test target; and its source root (the folder of that file, or the parent when
/// that folder is `App/`) holds a `Features/` folder and at least two more of the guide's top-level
/// folders. Anything else (packages of modules, apps of several targets, other layouts) is left to
/// other presets and gets no `layout-*` finding at all.
struct MVVMLayout {
    /// One Swift file of the app, with its path relative to the source root split into parts.
    struct AppFile {
        let summary: FileSummary
        /// The folders from the source root down, without the file name.
        let folders: [String]
        /// The file name, `ProductRow.swift`.
        let name: String

        /// The file name without `.swift`.
        var stem: String { name.hasSuffix(".swift") ? String(name.dropLast(6)) : name }
        /// The folders and the file name, joined with `/`.
        var relativePath: String { (folders + [name]).joined(separator: "/") }
        /// Where a finding about the whole file lands: its first type or extension, else line 1.
        var start: SourcePoint {
            let points = summary.types.filter { $0.enclosingTypes.isEmpty }.map(\.location) + summary.extensions.map(\.location)
            return points.min { ($0.line, $0.column) < ($1.line, $1.column) } ?? SourcePoint(line: 1, column: 1)
        }
    }

    /// The guide's top-level folders, which also decide whether a project is laid out its way.
    static let topLevelNames = ["App", "Network", "Core", "Features", "Shared", "Navigation", "Resources"]

    /// The absolute path of the source root.
    let root: String
    /// The file holding the `@main` App type, and that type.
    let mainFile: AppFile
    let mainType: TypeSummary
    /// The app's Swift files under the root, sorted by path: tests, local packages and files
    /// that only other Xcode targets build (an extension's folder) left out.
    let files: [AppFile]
    /// The names of the folders directly under the root (on disk, or holding linted files).
    let topFolders: Set<String>
    /// The project's recorder of disk reads, which every look at the disk goes through.
    let disk: DiskReads

    /// The guide's layout in `project`, or nil when the project is not a single app laid out that way.
    static func find(in project: ProjectIndex) -> MVVMLayout? {
        var mains: [(FileSummary, TypeSummary)] = []
        for file in project.files where file.hasMainAttribute && project.placements[file.path]?.isTestFile != true {
            let folders = file.path.split(separator: "/").dropLast()
            guard !AppTargets.isAppClip(file.path), !folders.contains(where: { $0.contains("Preview") }) else { continue }
            if let type = file.types.first(where: { $0.enclosingTypes.isEmpty && $0.attributes.contains("main") && $0.inherited.contains("App") }) {
                mains.append((file, type))
            }
        }
        guard mains.count == 1, let (main, mainType) = mains.first else { return nil }
        if let manifestPath = project.placements[main.path]?.manifestPath, let manifest = project.layout.manifests[manifestPath] {
            let built = manifest.targets.filter { $0.kind == .regular || $0.kind == .executable }
            guard built.count <= 1 else { return nil }
        }
        var root = (main.path as NSString).deletingLastPathComponent
        if (root as NSString).lastPathComponent == "App" { root = (root as NSString).deletingLastPathComponent }
        let manifest = project.placements[main.path]?.manifestPath
        let xcode = project.layout.xcodeProjects
        let mainTargets = Set(xcode.flatMap { $0.owningTargets(of: main.path) }.map(\.name))
        /// Whether a file is built with the app: the same package (or none), and, when an Xcode
        /// project says which targets build the app, one of them (or none it knows of).
        func builtWithApp(_ path: String) -> Bool {
            guard project.placements[path]?.manifestPath == manifest else { return false }
            guard !mainTargets.isEmpty else { return true }
            let owners = Set(xcode.flatMap { $0.owningTargets(of: path) }.map(\.name))
            return owners.isEmpty || !owners.isDisjoint(with: mainTargets)
        }
        // The folders first, from the paths and the disk, so that most projects stop here.
        var top = Set<String>()
        let inside = project.files.filter { $0.path.hasPrefix(root + "/") }
        for file in inside {
            let parts = file.path.dropFirst(root.count + 1).split(separator: "/")
            if parts.count > 1 { top.insert(String(parts[0])) }
        }
        for entry in project.disk.entries(ofFolder: root) ?? [] where project.disk.isFolder(root + "/" + entry.name) {
            top.insert(entry.name)
        }
        guard top.contains("Features"), topLevelNames.filter({ $0 != "Features" && top.contains($0) }).count >= 2 else { return nil }
        var files: [AppFile] = []
        for file in inside where project.placements[file.path]?.isTestFile != true && builtWithApp(file.path) {
            let parts = file.path.dropFirst(root.count + 1).split(separator: "/").map(String.init)
            guard let name = parts.last else { continue }
            files.append(AppFile(summary: file, folders: Array(parts.dropLast()), name: name))
        }
        guard let mainEntry = files.first(where: { $0.summary.path == main.path }) else { return nil }
        return MVVMLayout(root: root, mainFile: mainEntry, mainType: mainType, files: files, topFolders: top, disk: project.disk)
    }

    /// Whether a file or folder exists at `relative` under the source root.
    func exists(_ relative: String) -> Bool {
        disk.exists(root + "/" + relative)
    }

    /// The Swift file closest to a missing path (`App/Launch/SplashScreen.swift`): a file of the
    /// deepest existing folder on the way there (files directly in it first, the `@main` file
    /// first among those), else the `@main` file.
    func closestFile(to relative: String) -> AppFile {
        var folders = relative.split(separator: "/").dropLast().map(String.init)
        while !folders.isEmpty {
            let inside = files.filter { $0.folders.starts(with: folders) }
            let key = { (file: AppFile) in (file.folders.count, file.summary.path == mainFile.summary.path ? 0 : 1, file.relativePath) }
            if let best = inside.min(by: { key($0) < key($1) }) { return best }
            folders.removeLast()
        }
        return mainFile
    }

    /// The top-level, non-debug types of the app's files whose name is `name`, with their file.
    func declarations(of name: String) -> [(file: AppFile, type: TypeSummary)] {
        files.flatMap { file in
            file.summary.types.filter { $0.name == name && $0.enclosingTypes.isEmpty && !$0.isDebugOnly }.map { (file, $0) }
        }
    }

    /// Whether a file lies in `folder` (a path relative to the root, `Core/Theme`) or below it.
    static func file(_ file: AppFile, isIn folder: String) -> Bool {
        file.folders.starts(with: folder.split(separator: "/").map(String.init))
    }

    /// Findings for types declared outside the folder the guide keeps them in: each entry of
    /// `placed` is `(type name, folder relative to the root)`; `accepts` can pass over a
    /// declaration (a look-alike), and `message` words the finding.
    static func misplacedTypes(_ placed: [(name: String, folder: String)], in layout: MVVMLayout,
                               accepts: (TypeSummary) -> Bool = { _ in true },
                               message: (TypeSummary, AppFile, String) -> String) -> [(AppFile, TypeSummary, String)] {
        var found: [(AppFile, TypeSummary, String)] = []
        for entry in placed {
            for (file, type) in layout.declarations(of: entry.name) where accepts(type) && !Self.file(file, isIn: entry.folder) {
                found.append((file, type, message(type, file, entry.folder)))
            }
        }
        return found
    }

    /// Reads `Folder/Name` option entries into pairs, skipping malformed ones.
    static func pairs(_ entries: [String], under prefix: String = "") -> [(name: String, folder: String)] {
        entries.compactMap { entry in
            let parts = entry.split(separator: "/").map(String.init)
            guard parts.count >= 2, let name = parts.last else { return nil }
            return (name, prefix + parts.dropLast().joined(separator: "/"))
        }
    }
}

/// The small app the `layout-*` examples start from: an `@main` App in `App/`, a feature, the
/// network layer and a theme file, so that the project counts as laid out the guide's way.
enum LayoutExamples {
    static let skeleton: [ExampleFile] = [
        ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { CartScreen() } }\n}"),
        ExampleFile("Network/NetworkService.swift", "protocol NetworkService: Sendable {}"),
        ExampleFile("Core/Theme/AppSpacing.swift", "import CoreGraphics\nenum AppSpacing { static let md: CGFloat = 12 }"),
        ExampleFile("Features/Cart/View/CartScreen.swift", "import SwiftUI\nstruct CartScreen: View {\n    var body: some View { Text(\"Cart\") }\n}"),
    ]

    /// The skeleton with `files` added, each replacing the skeleton's file of the same path.
    static func app(_ files: [ExampleFile], dropping dropped: Set<String> = []) -> [ExampleFile] {
        let given = Set(files.map(\.path))
        return skeleton.filter { !given.contains($0.path) && !dropped.contains($0.path) } + files
    }

    /// A package of several modules with the same folder names, which no `layout-*` rule judges.
    static func modularPackage(_ files: [ExampleFile]) -> [ExampleFile] {
        [
            ExampleFile("Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .executableTarget(name: "ShopApp", dependencies: ["Features"], path: "App"),
                .target(name: "Features", path: "Features"),
                .target(name: "Network", path: "Network"),
                .target(name: "Core", path: "Core"),
            ])
            """),
            ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
            ExampleFile("Network/NetworkService.swift", "protocol NetworkService: Sendable {}"),
            ExampleFile("Core/Theme/AppSpacing.swift", "enum AppSpacing {}"),
            ExampleFile("Features/Cart/View/CartScreen.swift", "struct CartScreen {}"),
        ] + files
    }
}
