import ArchitectCore
import Foundation

/// A `swiftui-architect` server started from a test, spoken to over pipes. Every read waits at
/// most `timeout` seconds, and the process is ended when the test is done with it.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var ended = false
    let timeout: Double

    /// Starts `swiftui-architect <arguments>` in `directory`.
    init(_ arguments: [String], in directory: String, timeout: Double = 20) throws {
        guard let tool = OutputSafetyTests.executable else { throw ServerTestError("the swiftui-architect executable is not built beside the tests") }
        self.timeout = timeout
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let reader = output.fileHandleForReading
        reader.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock()
            if data.isEmpty { self.ended = true; handle.readabilityHandler = nil } else { self.received += data }
            self.lock.unlock()
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes raw bytes to the server's standard input.
    func write(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Sends one message framed for the Language Server Protocol.
    func sendFramed(_ json: String) {
        write("Content-Length: \(json.utf8.count)\r\n\r\n" + json)
    }

    /// Closes standard input and waits for the process to end; returns its exit code.
    func finish() -> Int32? {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// Waits until `take` finds a complete message at the front of what was received, removes
    /// it and returns it; nil when none comes in time.
    private func next(_ take: ([UInt8]) -> (message: [UInt8], used: Int)?) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            lock.lock()
            if let found = take(received) {
                received.removeFirst(found.used)
                lock.unlock()
                return found.message
            }
            let over = ended
            lock.unlock()
            if over { return nil }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    /// The next line of output, parsed as JSON.
    func readLine() -> JSONValue? {
        next { bytes in
            guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            return (Array(bytes[..<newline]), newline + 1)
        }.flatMap { try? JSONParser.parse($0) }
    }

    /// The next Content-Length framed message, parsed as JSON.
    func readFramed() -> JSONValue? {
        next { bytes in
            let separator: [UInt8] = Array("\r\n\r\n".utf8)
            guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<($0 + 4)]) == separator }) else { return nil }
            let header = String(decoding: bytes[..<end], as: UTF8.self)
            guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                  let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { return nil }
            guard bytes.count >= end + 4 + length else { return nil }
            return (Array(bytes[(end + 4)..<(end + 4 + length)]), end + 4 + length)
        }.flatMap { try? JSONParser.parse($0) }
    }

    /// Reads framed messages until one satisfies `match` (skipping others); nil when none comes in time.
    func readFramed(until match: (JSONValue) -> Bool) -> JSONValue? {
        while let message = readFramed() {
            if match(message) { return message }
        }
        return nil
    }
}

struct ServerTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension JSONValue {
    /// The member at a path of keys and list indexes, for tests.
    func at(_ steps: Any...) -> JSONValue? {
        var current: JSONValue? = self
        for step in steps {
            if let key = step as? String {
                guard case .object(let members)? = current else { return nil }
                current = members[key]
            } else if let index = step as? Int {
                guard case .array(let items)? = current, items.indices.contains(index) else { return nil }
                current = items[index]
            }
        }
        return current
    }
}
