import ArchitectCore
import ArchitectServer
import Foundation
import Testing

@Suite("Server: MCP over pipes")
struct MCPServerTests {
    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> String {
        "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\",\"params\":\(params)}\n"
    }

    static func call(_ id: Int, _ tool: String, _ arguments: String) -> String {
        request(id, "tools/call", "{\"name\":\"\(tool)\",\"arguments\":\(arguments)}")
    }

    @Test("initialize, tools/list with five schemas, a malformed line, then lint, fix and the other tools")
    func session() throws {
        let clinic = try ClinicCopy()
        let app = clinic.root + "/app"
        let server = try ServerProcess(["mcp"], in: app)
        server.write(Self.request(1, "initialize", #"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}"#))
        let initialized = try #require(server.readLine())
        #expect(initialized.at("result", "protocolVersion")?.string == "2025-06-18")
        #expect(initialized.at("result", "capabilities", "tools") != nil)
        #expect(initialized.at("result", "serverInfo", "name")?.string == "swiftui-architect")
        server.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n")

        // A malformed line is answered with a parse error, and the next request is served.
        server.write("{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \n")
        let parseError = try #require(server.readLine())
        #expect(parseError.at("error", "code")?.int == -32700)
        #expect(parseError.at("id") == .null)
        server.write(Self.request(3, "ping"))
        #expect(try #require(server.readLine()).at("id")?.int == 3)

        server.write(Self.request(4, "tools/list"))
        let list = try #require(server.readLine())
        let tools = try #require(list.at("result", "tools")?.array)
        #expect(tools.compactMap { $0.at("name")?.string } == ["lint", "explain", "fix", "rules", "graph"])
        for tool in tools { #expect(tool.at("inputSchema", "type")?.string == "object") }

        // lint on paths: the clean app has no finding.
        server.write(Self.call(5, "lint", #"{"paths":["Packages/FeatureAppointments"]}"#))
        let clean = try #require(server.readLine())
        #expect(clean.at("result", "isError")?.bool == false)
        #expect(clean.at("result", "structuredContent", "findings")?.array?.isEmpty == true)
        #expect((clean.at("result", "structuredContent", "summary", "files")?.int ?? 0) > 5)
        #expect(clean.at("result", "content", 0, "type")?.string == "text")

        // lint on unsaved source: a file rule with its fix, and the project rule on a sibling import.
        let source = "import SwiftUI\\nimport FeaturePatients\\n\\nstruct Draft: View {\\n    var body: some View {\\n        NavigationView { Text(\\\"x\\\") }\\n            .navigationViewStyle(.stack)\\n    }\\n}\\n"
        let draft = "Packages/FeatureAppointments/Sources/FeatureAppointments/Draft.swift"
        server.write(Self.call(6, "lint", "{\"source\":\"\(source)\",\"path\":\"\(draft)\"}"))
        let unsaved = try #require(server.readLine())
        let findings = try #require(unsaved.at("result", "structuredContent", "findings")?.array)
        let rules = findings.compactMap { $0.at("canonical")?.string }
        #expect(rules.contains("clinic-feature-no-sibling-import"), "\(rules)")
        let sibling = findings.first { $0.at("canonical")?.string == "clinic-feature-no-sibling-import" }
        #expect(sibling?.at("line")?.int == 2)
        #expect(sibling?.at("file")?.string == draft)
        #expect(sibling?.at("summary")?.string?.isEmpty == false)
        #expect(!FileManager.default.fileExists(atPath: app + "/" + draft))

        // fix with the default dry run changes no file.
        let screen = clinic.listScreen
        try clinic.project.write("app/" + screen, "import SwiftUI\n\nstruct Legacy: View {\n    var body: some View {\n        NavigationView { Text(\"x\") }\n            .navigationViewStyle(.stack)\n    }\n}\n")
        let before = clinic.text(screen)
        server.write(Self.call(7, "fix", "{\"paths\":[\"\(screen)\"]}"))
        let dry = try #require(server.readLine())
        #expect(dry.at("result", "isError")?.bool == false)
        #expect(dry.at("result", "structuredContent", "diff")?.string?.contains("+        NavigationStack") == true)
        #expect(clinic.text(screen) == before)

        // The catalog tools, and errors that do not end the session.
        server.write(Self.call(8, "explain", #"{"rule":"view-body-complexity"}"#))
        let explained = try #require(server.readLine())
        #expect(explained.at("result", "structuredContent", "id")?.string == "review-body-50-lines")
        // Agents get the full text and, in the structured form, the summary beside the whole rationale.
        #expect(explained.at("result", "structuredContent", "summary")?.string?.isEmpty == false)
        #expect(explained.at("result", "structuredContent", "rationale")?.string?.isEmpty == false)
        #expect(explained.at("result", "structuredContent", "triggering")?.array?.isEmpty == false)
        server.write(Self.call(9, "rules", #"{"preset":"clinic"}"#))
        #expect((try #require(server.readLine()).at("result", "structuredContent", "rules")?.array?.count ?? 0) > 10)
        server.write(Self.call(10, "graph", "{}"))
        #expect(try #require(server.readLine()).at("result", "structuredContent", "modules")?.array?.isEmpty == false)
        server.write(Self.call(11, "explain", #"{"rule":"no-such-rule"}"#))
        #expect(try #require(server.readLine()).at("result", "isError")?.bool == true)
        server.write(Self.call(12, "lint", #"{"paths":"App"}"#))
        #expect(try #require(server.readLine()).at("result", "isError")?.bool == true)
        server.write(Self.call(13, "deploy", "{}"))
        #expect(try #require(server.readLine()).at("error", "code")?.int == -32602)
        server.write(Self.request(14, "resources/list"))
        #expect(try #require(server.readLine()).at("error", "code")?.int == -32601)
        #expect(server.finish() == 0)
    }
}
