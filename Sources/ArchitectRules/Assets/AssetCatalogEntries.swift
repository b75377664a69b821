import ArchitectCore
import ArchitectProject

/// What the asset rules read from an asset catalog entry's `Contents.json`: which kind of entry
/// holds it (from its folder's extension) and the entry's name.
enum AssetCatalogEntry {
    /// The folder that holds a `Contents.json`: `…/Brand.colorset` for `…/Brand.colorset/Contents.json`.
    static func folder(of path: String) -> Substring {
        let parent = path.lastIndex(of: "/").map { path[..<$0] } ?? Substring(path)
        return parent.lastIndex(of: "/").map { parent[parent.index(after: $0)...] } ?? parent
    }

    /// The entry's name without its extension (`Brand` for `Brand.colorset`), when the folder has
    /// the extension `kind` (`colorset`, `imageset`, `appiconset`, …); nil otherwise.
    static func name(of path: String, kind: String) -> String? {
        let folder = folder(of: path)
        guard folder.hasSuffix("." + kind) else { return nil }
        return String(folder.dropLast(kind.count + 1))
    }

    /// The directory that holds the `.xcassets` folder a path lies in, or nil.
    static func catalogParent(of path: String) -> Substring? {
        guard let range = path.range(of: ".xcassets/") else { return nil }
        let catalog = path[..<range.lowerBound]
        return catalog.lastIndex(of: "/").map { catalog[..<$0] }
    }

    /// Whether an entry of a `colors`/`images` list is for the dark appearance.
    static func isDark(_ entry: PositionedJSON) -> Bool {
        entry["appearances"]?.items.contains { $0["appearance"]?.string == "luminosity" && $0["value"]?.string == "dark" } ?? false
    }

    /// Whether an entry of a `colors`/`images` list has any `appearances` (dark, light, high contrast).
    static func hasAppearance(_ entry: PositionedJSON) -> Bool {
        !(entry["appearances"]?.items.isEmpty ?? true)
    }

    /// The directories whose `Info.plist` fixes the interface style (`UIUserInterfaceStyle` Light or
    /// Dark), so that the app never shows the other appearance.
    static func fixedStyleDirectories(_ resources: [ParsedResource]) -> Set<Substring> {
        var directories = Set<Substring>()
        for plist in resources where plist.kind == .infoPlist {
            guard let style = plist.propertyList?["UIUserInterfaceStyle"]?.string, style == "Light" || style == "Dark",
                  let slash = plist.path.lastIndex(of: "/") else { continue }
            directories.insert(plist.path[..<slash])
        }
        return directories
    }

    /// Whether an asset catalog lies beside, or one folder below, an `Info.plist` that fixes the
    /// interface style.
    static func hasFixedStyle(_ path: String, in directories: Set<Substring>) -> Bool {
        guard let parent = catalogParent(of: path) else { return false }
        if directories.contains(parent) { return true }
        guard let slash = parent.lastIndex(of: "/") else { return false }
        return directories.contains(parent[..<slash])
    }
}
