import ArchitectCore
import ArchitectReporters
import Foundation

/// A Language Server Protocol server over standard input and output: diagnostics while typing,
/// quick fixes and "disable for this line", on a `Workspace` kept in memory.
public final class LanguageServer: RPCService {
    private let version: String
    private let workingDirectory: String
    private var output: MessageOutput?
    private var pending: [JSONText.Value] = []
    private(set) var workspace: Workspace?
    private var root: String?
    private var preset: Preset?
    private var onlyRules: [String] = []
    /// Open documents by path: the URI as the client spells it, and the text.
    private var documents: [String: (uri: String, text: String)] = [:]
    /// Paths last published with at least one diagnostic.
    private var published: Set<String> = []
    /// Open documents changed since they were last linted: a burst of changes (typing) is
    /// linted once, when no further message is waiting or a request needs the findings.
    private var unlinted: Set<String> = []
    private var shutdownRequested = false
    private var exitCode: Int32?

    /// A server; `version` goes to `serverInfo`, `workingDirectory` is the root when the client names none.
    public init(version: String, workingDirectory: String) {
        self.version = version
        self.workingDirectory = workingDirectory
    }

    /// Serves until `exit` or the end of input; returns the exit code (0 after `shutdown`).
    public func serve(input: Int32 = 0, output descriptor: Int32 = 1) -> Int32 {
        ignoreBrokenPipes()
        let reader = ByteInput(descriptor: input)
        let output = MessageOutput(descriptor: descriptor, framed: true)
        self.output = output
        while exitCode == nil, !output.failed {
            switch FramedTransport.read(from: reader) {
            case .end:
                return shutdownRequested ? 0 : 1
            case .malformed(let reason):
                output.send(RPC.error(id: .null, .parse(reason)))
            case .body(let body):
                if let answer = RPC.handle(body, with: self) { output.send(answer) }
                if !unlinted.isEmpty, !reader.hasPendingInput { lintChanged() }
                for message in pending { output.send(message) }
                pending = []
            }
        }
        return exitCode ?? 1
    }

    // MARK: Requests

    /// Answers `initialize`, `shutdown` and `textDocument/codeAction`.
    public func respond(to method: String, params: JSONValue) throws(RPCError) -> JSONText.Value {
        if shutdownRequested { throw .invalidRequest("the server is shutting down") }
        if root == nil, method != "initialize" { throw RPCError(-32002, "the server is not initialized yet") }
        switch method {
        case "initialize":
            initialize(params)
            return .object([
                ("capabilities", .object([
                    ("positionEncoding", .string("utf-16")),
                    ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(2)),
                                                  ("save", .object([("includeText", .bool(false))]))])),
                    ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
                ])),
                ("serverInfo", .object([("name", .string("swiftui-architect")), ("version", .string(version))])),
            ])
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/codeAction":
            lintChanged()
            guard let uri = params["textDocument"]?["uri"]?.string, let path = Self.path(of: uri),
                  let start = params["range"]?["start"]?["line"]?.int, let end = params["range"]?["end"]?["line"]?.int else {
                throw .invalidParams("textDocument/codeAction needs 'textDocument.uri' and 'range'")
            }
            guard let workspace else { return .array([]) }
            return .array(CodeActions.actions(in: workspace, path: path, uri: uri, lines: start...max(start, end)))
        default:
            throw .methodNotFound(method)
        }
    }

    private func initialize(_ params: JSONValue) {
        var folder = params["rootUri"]?.string.flatMap(Self.path(of:)) ?? params["rootPath"]?.string
        if folder == nil, let first = params["workspaceFolders"]?.array?.first?["uri"]?.string { folder = Self.path(of: first) }
        root = Workspace.standardize(folder ?? workingDirectory)
        let options = params["initializationOptions"]
        preset = options?["preset"]?.string.flatMap(Preset.init(rawValue:))
        onlyRules = options?["rules"]?.array?.compactMap(\.string) ?? []
        load()
    }

    /// (Re)loads the workspace, in `full` or only what changed on disk; a configuration error
    /// is shown to the user and leaves no workspace.
    private func load(full: Bool = true) {
        guard let root else { return }
        do {
            if let workspace, workspace.preset == preset, workspace.onlyRules == onlyRules {
                if full { try workspace.reload() } else { try workspace.refresh() }
            } else {
                let workspace = try Workspace(root: root, preset: preset, onlyRules: onlyRules)
                for (path, document) in documents { workspace.update(path, text: document.text) }
                self.workspace = workspace
            }
        } catch {
            workspace = nil
            pending.append(RPC.notification("window/showMessage", params: .object([
                ("type", .int(1)), ("message", .string("swiftui-architect: \(error.message)")),
            ])))
        }
    }

    // MARK: Notifications

    /// Handles the document notifications, configuration changes and `exit`.
    public func receive(_ method: String, params: JSONValue) {
        let uri = params["textDocument"]?["uri"]?.string
        let path = uri.flatMap(Self.path(of:))
        switch method {
        case "exit":
            exitCode = shutdownRequested ? 0 : 1
        case "textDocument/didOpen":
            guard let uri, let path, let text = params["textDocument"]?["text"]?.string else { return }
            documents[path] = (uri, text)
            change(path, text: text)
        case "textDocument/didChange":
            guard let path, let document = documents[path] else { return }
            var text = document.text
            for change in params["contentChanges"]?.array ?? [] {
                guard let newText = change["text"]?.string else { continue }
                if let range = change["range"], let start = Self.position(range["start"]), let end = Self.position(range["end"]) {
                    let lines = TextLines(text)
                    let from = lines.offset(line: start.line, character: start.character)
                    let to = max(from, lines.offset(line: end.line, character: end.character))
                    text = lines.replacing(from..<to, with: newText)
                } else {
                    text = newText
                }
            }
            documents[path] = (document.uri, text)
            unlinted.insert(path)
        case "textDocument/didSave":
            guard let path else { return }
            if let text = params["text"]?.string, let document = documents[path] {
                documents[path] = (document.uri, text)
                change(path, text: text)
            }
            if Self.isProjectFile(path) { reloadAndPublish(full: false) }
        case "textDocument/didClose":
            guard let path else { return }
            documents[path] = nil
            change(path, text: nil)
        case "workspace/didChangeWatchedFiles":
            reloadAndPublish(full: false)
        case "workspace/didChangeConfiguration":
            reloadAndPublish(full: true)
        default:
            break   // `initialized`, `$/cancelRequest`, `$/setTrace` and the like need nothing
        }
    }

    /// Lints the documents changed since they were last linted.
    private func lintChanged() {
        for path in unlinted.sorted() { change(path, text: documents[path]?.text) }
    }

    private func change(_ path: String, text: String?) {
        unlinted.remove(path)
        guard let workspace, path.hasSuffix(".swift") else { return }
        publish(workspace.update(path, text: text).union([path]))
    }

    private func reloadAndPublish(full: Bool) {
        load(full: full)
        guard let workspace else { return }
        publish(Set(documents.keys).union(published).union(workspace.reportedPaths.filter { !workspace.findings(in: $0).isEmpty }))
    }

    /// Publishes the diagnostics of `paths`: open documents always, other files when they have
    /// findings or had some before.
    private func publish(_ paths: Set<String>) {
        guard let workspace else { return }
        for path in paths.sorted() {
            let findings = workspace.findings(in: path)
            guard documents[path] != nil || !findings.isEmpty || published.contains(path) else { continue }
            if findings.isEmpty { published.remove(path) } else { published.insert(path) }
            let lines = TextLines(workspace.text(of: path) ?? "")
            pending.append(RPC.notification("textDocument/publishDiagnostics", params: .object([
                ("uri", .string(documents[path]?.uri ?? Self.uri(of: path))),
                ("diagnostics", .array(findings.map { Diagnostics.diagnostic($0, lines: lines) })),
            ])))
        }
    }

    // MARK: URIs and positions

    /// The file path of a `file:` URI.
    public static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return Workspace.standardize(url.path)
    }

    /// The `file:` URI of a path.
    public static func uri(of path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    private static func position(_ value: JSONValue?) -> (line: Int, character: Int)? {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int else { return nil }
        return (line, character)
    }

    /// Whether a saved file changes what the workspace loaded: the configuration, a manifest,
    /// an Xcode project or a resource.
    static func isProjectFile(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name == Configuration.fileName || name == "Package.swift" || name == "project.yml" || name == "project.pbxproj"
            || name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") || name == "Contents.json" || name.hasSuffix(".plist")
    }
}
