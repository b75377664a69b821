import ArchitectCore
import ArchitectSyntax

/// A resource file that was read and parsed, ready for resource rules.
public struct ParsedResource: Sendable {
    /// What a resource holds, by reader.
    public enum Content: Sendable {
        /// A string catalog or an asset catalog `Contents.json`.
        case json(PositionedJSON)
        /// An `Info.plist`.
        case propertyList(PropertyListNode)
        /// A strings file's entries, in the order written.
        case strings([StringsEntry])
        /// A `project.pbxproj` or `project.yml`, as the project readers understand it; nil when
        /// they found no targets in it (they skip what they do not understand, so this is not a
        /// failure).
        case xcodeProject(XcodeProject?)
    }

    /// The file it came from.
    public let file: ResourceFile
    /// What it holds.
    public let content: Content

    public init(file: ResourceFile, content: Content) {
        self.file = file
        self.content = content
    }

    /// The absolute path of the file.
    public var path: String { file.path }
    /// The kind of the file.
    public var kind: ResourceKind { file.kind }

    /// The JSON document, for a string catalog or an asset `Contents.json`.
    public var json: PositionedJSON? {
        if case .json(let document) = content { return document }
        return nil
    }

    /// The property list, for an `Info.plist`.
    public var propertyList: PropertyListNode? {
        if case .propertyList(let node) = content { return node }
        return nil
    }

    /// The entries, for a strings file.
    public var stringsEntries: [StringsEntry]? {
        if case .strings(let entries) = content { return entries }
        return nil
    }
}
