import ArchitectCore
import ArchitectSyntax
import Foundation

/// Reads and parses resource files, one reader per kind, never trapping on any input: every
/// problem becomes a `ResourceFailure` at the place it was found.
public enum ResourceReader {
    /// Largest file read, in bytes (16 MiB); a larger one is reported as unreadable unread.
    public static let maximumFileSize = 16 << 20

    /// Reads the file from disk and parses it.
    public static func read(_ file: ResourceFile) -> Result<ParsedResource, ResourceFailure> {
        readBytes(file).flatMap { parse($0, as: file) }
    }

    /// Reads the bytes of the file, or says why it cannot be used (missing, not a regular file,
    /// larger than `maximumFileSize`, unreadable), without parsing them.
    public static func readBytes(_ file: ResourceFile) -> Result<[UInt8], ResourceFailure> {
        func unreadable(_ reason: String) -> Result<[UInt8], ResourceFailure> {
            .failure(ResourceFailure(path: file.path, kind: file.kind, line: 1, column: 1, reason: reason, problem: .unreadable))
        }
        guard FileSystemName.kind(atPath: file.path, followingLinks: true) == S_IFREG else {
            return unreadable(FileSystemName.kind(atPath: file.path, followingLinks: false) == nil ? "it does not exist" : "it is not a regular file")
        }
        if let size = FileSystemName.size(atPath: file.path), size > maximumFileSize {
            return unreadable("it is larger than \(maximumFileSize >> 20) MiB (\(size) bytes), the most this tool reads")
        }
        guard let data = FileSystemName.contents(atPath: file.path) else { return unreadable("it cannot be read (permission denied?)") }
        guard data.count <= maximumFileSize else {
            return unreadable("it is larger than \(maximumFileSize >> 20) MiB, the most this tool reads")
        }
        return .success([UInt8](data))
    }

    /// Parses the bytes of a file of the given kind (no size limit: the caller read them).
    public static func parse(_ bytes: [UInt8], as file: ResourceFile) -> Result<ParsedResource, ResourceFailure> {
        do throws(ResourceProblem) {
            let content: ParsedResource.Content
            switch file.kind {
            case .stringCatalog:
                content = .json(StringCatalogEssentials.of(try JSONResourceReader.read(bytes)))
            case .assetContents:
                content = .json(try JSONResourceReader.read(bytes))
            case .infoPlist:
                let plist = try PropertyListReader.read(bytes)
                guard case .dictionary = plist.value else {
                    throw ResourceProblem(line: plist.line, column: plist.column,
                                          "the top level is <\(plist.elementName)>, where an Info.plist needs a <dict>", .structure)
                }
                content = .propertyList(plist)
            case .strings:
                content = .strings(try StringsFileReader.read(bytes))
            case .xcodeProject, .xcodeGenSpec:
                content = .xcodeProject(try XcodeProjectResourceReader.read(bytes, file: file))
            }
            return .success(ParsedResource(file: file, content: content))
        } catch {
            return .failure(error.failure(for: file))
        }
    }
}
