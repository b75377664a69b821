import ArchitectCore
import ArchitectReporters
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Buffered reading from a file descriptor (standard input, or a pipe in tests).
public final class ByteInput {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// Reads from `descriptor`, which stays open.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its line break (and a `\r` before it); nil at the end of input.
    /// A last line without a line break still counts.
    public func readLine() -> [UInt8]? {
        var searched = 0   // bytes after `start` known to hold no line break
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[start..<newline])
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                start = newline + 1
                return line
            }
            searched = buffer.count - start
            guard fill() else {
                guard start < buffer.count else { return nil }
                let line = Array(buffer[start...])
                start = buffer.count
                return line
            }
        }
    }

    /// Whether more input can be read at once, without waiting: bytes already buffered, or
    /// ready on the descriptor.
    public var hasPendingInput: Bool {
        if start < buffer.count { return true }
        guard !ended else { return false }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }

    /// Exactly `count` bytes; nil when the input ends first.
    public func read(count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[start..<(start + count)])
        start += count
        return bytes
    }

    /// Reads more input; false at the end of input or on an error.
    private func fill() -> Bool {
        guard !ended else { return false }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }
}

/// The system call `read`, which `ByteInput.read(count:)` hides.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}

/// One message read from a Content-Length framed stream.
public enum FramedMessage {
    /// The body of a message.
    case body([UInt8])
    /// A header that could not be used; the reader has skipped it.
    case malformed(String)
    /// The input ended.
    case end
}

/// The base protocol of the Language Server Protocol: headers (`Content-Length: N`), an empty
/// line, then N bytes of JSON.
public enum FramedTransport {
    /// Reads the next message.
    public static func read(from input: ByteInput) -> FramedMessage {
        var length: Int?
        var sawHeader = false
        while let line = input.readLine() {
            if line.isEmpty {
                guard sawHeader else { continue }
                guard let length else { return .malformed("a message without a Content-Length header") }
                guard let body = input.read(count: length) else { return .end }
                return .body(body)
            }
            sawHeader = true
            let text = String(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { return .malformed("a header line without ':'") }
            let name = text[..<colon].trimmingSpaces.lowercased()
            if name == "content-length" {
                guard let value = Int(text[text.index(after: colon)...].trimmingSpaces), value >= 0, value < 1 << 30 else {
                    return .malformed("a Content-Length that is not a size")
                }
                length = value
            }
        }
        return .end
    }

    /// A message with its header, ready to write.
    public static func frame(_ message: JSONText.Value) -> [UInt8] {
        let body = Array(JSONText.compact(message).utf8)
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

/// Where a server writes its messages.
public final class MessageOutput {
    private let descriptor: Int32
    private let framed: Bool
    /// Whether a write failed (the client went away).
    public private(set) var failed = false

    /// Writes to `descriptor`: each message framed with a Content-Length header (LSP), or on one line (MCP).
    public init(descriptor: Int32, framed: Bool) {
        self.descriptor = descriptor
        self.framed = framed
    }

    /// Sends one message.
    public func send(_ message: JSONText.Value) {
        let bytes = framed ? FramedTransport.frame(message) : Array((JSONText.compact(message) + "\n").utf8)
        if !StandardStream.writeAll(bytes, to: descriptor) { failed = true }
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
