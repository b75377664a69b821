import ArchitectCore
import ArchitectReporters
import ArchitectServer
import Foundation
import Testing

@Suite("Server: LSP over pipes")
struct LanguageServerTests {
    static func quoted(_ text: String) -> String { JSONText.quote(text) }

    static func request(_ id: Int, _ method: String, _ params: String) -> String {
        "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\",\"params\":\(params)}"
    }

    static func notification(_ method: String, _ params: String) -> String {
        "{\"jsonrpc\":\"2.0\",\"method\":\"\(method)\",\"params\":\(params)}"
    }

    /// The next diagnostics published for `uri`.
    static func diagnostics(_ server: ServerProcess, for uri: String) throws -> [JSONValue] {
        let message = try #require(server.readFramed { $0.at("method")?.string == "textDocument/publishDiagnostics" && $0.at("params", "uri")?.string == uri })
        return message.at("params", "diagnostics")?.array ?? []
    }

    @Test("A violation, its quick fix, a change that clears it, and a sibling import typed and deleted")
    func editingSession() throws {
        let clinic = try ClinicCopy()
        let app = clinic.root + "/app"
        let server = try ServerProcess(["lsp"], in: "/")
        let rootURI = URL(fileURLWithPath: app).absoluteString
        server.sendFramed(Self.request(0, "textDocument/codeAction", "{}"))
        #expect(try #require(server.readFramed()).at("error", "code")?.int == -32002)
        server.sendFramed(Self.request(1, "initialize", "{\"processId\":null,\"rootUri\":\(Self.quoted(rootURI)),\"capabilities\":{}}"))
        let initialized = try #require(server.readFramed())
        #expect(initialized.at("result", "capabilities", "textDocumentSync", "change")?.int == 2)
        #expect(initialized.at("result", "capabilities", "codeActionProvider") != nil)
        server.sendFramed(Self.notification("initialized", "{}"))

        // A malformed message gets an error, and the session goes on.
        server.sendFramed("{\"jsonrpc\":\"2.0\",\"id\":2,")
        #expect(try #require(server.readFramed()).at("error", "code")?.int == -32700)

        // Open a buffer with a violation after non-ASCII text on its line.
        let uri = URL(fileURLWithPath: clinic.path(clinic.listScreen)).absoluteString
        let text = "import SwiftUI\n\nstruct Legacy: View {\n    var body: some View {\n        /* ü👋 */ NavigationView { Text(\"x\") }\n            .navigationViewStyle(.stack)\n    }\n}\n"
        server.sendFramed(Self.notification("textDocument/didOpen",
            "{\"textDocument\":{\"uri\":\(Self.quoted(uri)),\"languageId\":\"swift\",\"version\":1,\"text\":\(Self.quoted(text))}}"))
        let opened = try Self.diagnostics(server, for: uri)
        let navigation = try #require(opened.first { $0.at("code")?.string == "nav-no-navigationlink" })
        #expect(navigation.at("source")?.string == "swiftui-architect")
        #expect(navigation.at("severity")?.int == 2)
        #expect(navigation.at("range", "start", "line")?.int == 4)
        #expect(navigation.at("range", "start", "character")?.int == 18)   // UTF-8 column 22
        #expect(navigation.at("range", "end", "character")?.int == 32)
        #expect(navigation.at("codeDescription") == nil)

        // The quick fix rewrites it; the other action inserts the suppression comment.
        server.sendFramed(Self.request(3, "textDocument/codeAction",
            "{\"textDocument\":{\"uri\":\(Self.quoted(uri))},\"range\":{\"start\":{\"line\":4,\"character\":18},\"end\":{\"line\":4,\"character\":18}},\"context\":{\"diagnostics\":[]}}"))
        let actions = try #require(server.readFramed { $0.at("id")?.int == 3 }?.at("result")?.array)
        let titles = actions.compactMap { $0.at("title")?.string }
        #expect(titles.contains("Fix 'nav-no-navigationlink' in this file"), "\(titles)")
        #expect(titles.contains("Disable 'nav-no-navigationlink' for this line"), "\(titles)")
        let fix = try #require(actions.first { $0.at("title")?.string?.hasPrefix("Fix") == true })
        let edit = try #require(fix.at("edit", "changes", uri, 0))
        let fixed = Self.apply(edit, to: text)
        #expect(fixed.contains("NavigationStack {"), "\(fixed)")
        let disable = try #require(actions.first { $0.at("title")?.string?.hasPrefix("Disable") == true })
        #expect(disable.at("edit", "changes", uri, 0, "newText")?.string == "        // swiftui-architect:disable:next nav-no-navigationlink\n")

        // Applying the fix as an incremental change clears the diagnostic.
        let range = try #require(edit.at("range"))
        server.sendFramed(Self.notification("textDocument/didChange",
            "{\"textDocument\":{\"uri\":\(Self.quoted(uri)),\"version\":2},\"contentChanges\":[{\"range\":\(Self.written(range)),\"text\":\(Self.quoted(edit.at("newText")?.string ?? ""))}]}"))
        #expect(try Self.diagnostics(server, for: uri).allSatisfy { $0.at("code")?.string != "nav-no-navigationlink" })

        // Typing an import of the sibling feature brings the project finding; deleting it clears it.
        server.sendFramed(Self.notification("textDocument/didChange",
            "{\"textDocument\":{\"uri\":\(Self.quoted(uri)),\"version\":3},\"contentChanges\":[{\"range\":{\"start\":{\"line\":1,\"character\":0},\"end\":{\"line\":1,\"character\":0}},\"text\":\"import FeaturePatients\\n\"}]}"))
        let imported = try Self.diagnostics(server, for: uri)
        let sibling = try #require(imported.first { $0.at("code")?.string == "clinic-feature-no-sibling-import" })
        #expect(sibling.at("range", "start", "line")?.int == 1)
        #expect(sibling.at("severity")?.int == 1)
        server.sendFramed(Self.notification("textDocument/didChange",
            "{\"textDocument\":{\"uri\":\(Self.quoted(uri)),\"version\":4},\"contentChanges\":[{\"range\":{\"start\":{\"line\":1,\"character\":0},\"end\":{\"line\":2,\"character\":0}},\"text\":\"\"}]}"))
        #expect(try Self.diagnostics(server, for: uri).isEmpty)

        // Changes that arrive together are linted once, in their final state.
        func framed(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }
        let typed = Self.notification("textDocument/didChange",
            "{\"textDocument\":{\"uri\":\(Self.quoted(uri)),\"version\":5},\"contentChanges\":[{\"range\":{\"start\":{\"line\":0,\"character\":0},\"end\":{\"line\":0,\"character\":0}},\"text\":\"import FeaturePatients\\n\"}]}")
        let deleted = Self.notification("textDocument/didChange",
            "{\"textDocument\":{\"uri\":\(Self.quoted(uri)),\"version\":6},\"contentChanges\":[{\"range\":{\"start\":{\"line\":0,\"character\":0},\"end\":{\"line\":1,\"character\":0}},\"text\":\"\"}]}")
        server.write(framed(typed) + framed(deleted))
        #expect(try Self.diagnostics(server, for: uri).isEmpty)

        // Closed, the file counts as it is on disk; written there with the import, it gets the
        // finding again when the client reports the change, though it is no longer open.
        // (Nothing is published on closing: the file had no diagnostics and still has none.)
        server.sendFramed(Self.notification("textDocument/didClose", "{\"textDocument\":{\"uri\":\(Self.quoted(uri))}}"))
        try clinic.project.write("app/" + clinic.listScreen, "import FeaturePatients\n" + clinic.text(clinic.listScreen))
        server.sendFramed(Self.notification("workspace/didChangeWatchedFiles", "{\"changes\":[{\"uri\":\(Self.quoted(uri)),\"type\":2}]}"))
        let onDisk = try Self.diagnostics(server, for: URL(fileURLWithPath: clinic.path(clinic.listScreen)).absoluteString)
        #expect(onDisk.compactMap { $0.at("code")?.string } == ["clinic-feature-no-sibling-import"])

        server.sendFramed(Self.request(5, "shutdown", "null"))
        #expect(try #require(server.readFramed { $0.at("id")?.int == 5 }).at("result") == .null)
        server.sendFramed(Self.notification("exit", "null"))
        #expect(server.finish() == 0)
    }

    /// Applies one LSP text edit to `text`.
    static func apply(_ edit: JSONValue, to text: String) -> String {
        let lines = TextLines(text)
        let start = lines.offset(line: edit.at("range", "start", "line")?.int ?? 0, character: edit.at("range", "start", "character")?.int ?? 0)
        let end = lines.offset(line: edit.at("range", "end", "line")?.int ?? 0, character: edit.at("range", "end", "character")?.int ?? 0)
        return lines.replacing(start..<end, with: edit.at("newText")?.string ?? "")
    }

    static func written(_ value: JSONValue) -> String { JSONText.compact(value.written) }
}

@Suite("Server: positions")
struct TextLinesTests {
    @Test("UTF-8 columns become UTF-16 characters, and tokens end where the name ends")
    func conversions() {
        let lines = TextLines("let a = 1\r\n\t/* é👋 */ AnyView(x)\nlast")
        #expect(lines.count == 3)
        // "\t/* " is 4 bytes, é 2, 👋 4, " */ " 4: AnyView starts at UTF-8 column 15, UTF-16 character 11.
        let token = lines.tokenRange(line: 2, utf8Column: 15)
        #expect(lines.position(ofOffset: token.lowerBound) == (1, 11) as (Int, Int))
        #expect(token.count == 7)
        #expect(lines.offset(line: 0, character: 99) == 9)   // the end of the line, before "\r\n"
        #expect(lines.endsWithCarriageReturn(0))
        #expect(lines.indentation(ofLine: 1) == "\t")
        #expect(lines.tokenRange(line: 1, utf8Column: 5) == 4..<5)   // "=": one character
        #expect(lines.replacing(lines.offset(line: 2, character: 0)..<lines.offset(line: 2, character: 4), with: "end").hasSuffix("\nend"))
    }
}
