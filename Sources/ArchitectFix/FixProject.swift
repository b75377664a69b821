import ArchitectCore
import ArchitectSyntax
import Foundation
import SwiftParser
import SwiftSyntax

/// The project around a fix run: its Swift files that are not part of the run, read once.
///
/// A fix whose edit reaches beyond one file (a class becoming `@Observable` changes how every
/// user must hold it) checks these files before editing, because a pre-commit hook or an editor
/// often runs `fix` on a few changed files while the rest of the project keeps compiling against
/// them. The files are only read and parsed, never written.
public struct FixProject: Sendable {
    /// A Swift file of the project that is not part of the run.
    public struct OtherFile: Sendable {
        /// The absolute path of the file.
        public let path: String
        /// Its text, or nil to read it from disk when a fix needs it.
        public let text: String?

        /// A file outside the run, with its text, or to be read from disk when needed.
        public init(path: String, text: String? = nil) {
            self.path = path
            self.text = text
        }

        /// The text, as given or as read now; nil when the file is not UTF-8 text. Such a file is
        /// skipped: the compiler would not accept it either, so it cannot depend on the run.
        func contents() -> String? {
            if let text { return text }
            guard case .success(let contents) = AtomicFile.read(path) else { return nil }
            return contents.text
        }
    }

    /// A file outside the run that mentions some of the names looked for, parsed.
    public struct Mention: Sendable {
        /// The absolute path of the file.
        public let path: String
        /// Its syntax tree.
        public let tree: SourceFileSyntax
        /// The names looked for that appear in it as identifiers (not in comments or strings).
        public let names: Set<String>
    }

    /// The project's Swift files outside the run.
    public let otherFiles: [OtherFile]
    /// The folder paths in notes are shown relative to.
    public let workingDirectory: String

    /// A run that is the whole project (or whose project is unknown): nothing outside it.
    public static let none = FixProject(otherFiles: [], workingDirectory: "")

    /// A project whose files outside the run are `otherFiles`.
    public init(otherFiles: [OtherFile], workingDirectory: String) {
        self.otherFiles = otherFiles
        self.workingDirectory = workingDirectory
    }

    /// The files at `paths`, read only when a fix asks for the files mentioning some names.
    public init(paths: [String], workingDirectory: String) {
        self.init(otherFiles: paths.map { OtherFile(path: $0) }, workingDirectory: workingDirectory)
    }

    /// The files outside the run in which one of `names` appears as an identifier token, parsed.
    /// Only files whose text contains one of the names at all are parsed.
    public func files(mentioning names: Set<String>, jobs: Int = ParallelMap.defaultJobs) -> [Mention] {
        guard !names.isEmpty else { return [] }
        let found = ParallelMap.map(count: otherFiles.count, jobs: jobs) { index -> Mention? in
            let file = otherFiles[index]
            // A file too deeply nested to parse safely is skipped, as lint skips it.
            guard let text = file.contents(), names.contains(where: { text.contains($0) }), NestingScan.refusal(for: text) == nil else { return nil }
            let tree = Parser.parse(source: text)
            var mentioned = Set<String>()
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind else { continue }
                let name = text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
                if names.contains(name) { mentioned.insert(name) }
            }
            return mentioned.isEmpty ? nil : Mention(path: file.path, tree: tree, names: mentioned)
        }
        return found.compactMap { $0 }
    }

    /// A path as notes show it: relative to the working directory when it lies under it.
    public func display(_ path: String) -> String {
        guard !workingDirectory.isEmpty else { return path }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
