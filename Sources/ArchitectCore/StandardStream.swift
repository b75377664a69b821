import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and standard error through `write(2)`, noticing when a stream is
/// closed or full instead of crashing, so that the command can still exit with a message.
public enum StandardStream {
    /// Streams that failed a write during this process, by file descriptor.
    nonisolated(unsafe) private static var failed: Set<Int32> = []
    private static let lock = NSLock()

    /// Writes `text` to `descriptor`; a failure is remembered for `failures`.
    public static func write(_ text: String, to descriptor: Int32) {
        ignoreBrokenPipes
        if !writeAll(Array(text.utf8), to: descriptor) {
            lock.lock()
            failed.insert(descriptor)
            lock.unlock()
        }
    }

    /// The descriptors that failed a write so far.
    public static var failures: Set<Int32> {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }

    /// A writer to a closed pipe gets `EPIPE` from `write` instead of being killed by `SIGPIPE`.
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Writes every byte, retrying short writes and interruptions; false on an error.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBufferPointer { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }
}
