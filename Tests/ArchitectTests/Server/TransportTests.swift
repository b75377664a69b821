import ArchitectCore
import ArchitectReporters
import ArchitectServer
import Foundation
import Testing

@Suite("Server: framing and JSON-RPC")
struct TransportTests {
    /// A reader over a pipe holding `text`, whose writing end is closed.
    static func input(_ text: String) -> (ByteInput, Pipe) {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
        return (ByteInput(descriptor: pipe.fileHandleForReading.fileDescriptor), pipe)
    }

    @Test("Content-Length framing: a bad header is reported and skipped, the next message is read")
    func framing() {
        let body = #"{"a":"é"}"#
        let (reader, pipe) = Self.input("Content-Type: x\r\n\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)Content-Length: 40\r\n\r\n{}")
        guard case .malformed = FramedTransport.read(from: reader) else { Issue.record("expected a malformed header"); return }
        guard case .body(let bytes) = FramedTransport.read(from: reader) else { Issue.record("expected a message"); return }
        #expect(String(decoding: bytes, as: UTF8.self) == body)
        guard case .end = FramedTransport.read(from: reader) else { Issue.record("a short body ends the input"); return }
        _ = pipe
    }

    @Test("Lines: CRLF and a last line without a break")
    func lines() {
        let (reader, pipe) = Self.input("one\r\ntwo\nthree")
        #expect(reader.readLine().map { String(decoding: $0, as: UTF8.self) } == "one")
        #expect(reader.readLine().map { String(decoding: $0, as: UTF8.self) } == "two")
        #expect(reader.readLine().map { String(decoding: $0, as: UTF8.self) } == "three")
        #expect(reader.readLine() == nil)
        _ = pipe
    }

    final class Echo: RPCService {
        var notified: [String] = []
        func respond(to method: String, params: JSONValue) throws(RPCError) -> JSONText.Value {
            guard method == "echo" else { throw .methodNotFound(method) }
            return params.written
        }
        func receive(_ method: String, params: JSONValue) { notified.append(method) }
    }

    @Test("JSON-RPC: results, errors, notifications and messages that are not requests")
    func dispatch() {
        let echo = Echo()
        func answer(_ text: String) -> String? { RPC.handle(Array(text.utf8), with: echo).map(JSONText.compact) }
        #expect(answer(#"{"jsonrpc":"2.0","id":"a","method":"echo","params":{"x":1}}"#) == #"{"jsonrpc":"2.0","id":"a","result":{"x":1}}"#)
        #expect(answer(#"{"jsonrpc":"2.0","id":2,"method":"other"}"#)?.contains("-32601") == true)
        #expect(answer(#"{"jsonrpc":"2.0","method":"note"}"#) == nil)
        #expect(echo.notified == ["note"])
        #expect(answer("[1,2]")?.contains("-32600") == true)
        #expect(answer(#"{"jsonrpc":"1.0","id":3,"method":"echo"}"#)?.contains("-32600") == true)
        #expect(answer("{nope")?.contains("-32700") == true)
        #expect(answer(#"{"jsonrpc":"2.0","id":4,"result":null}"#) == nil)
    }
}
