import Foundation

/// Answers by name, each made once and then remembered, behind a lock: for questions about an
/// immutable value (a layout, a project index) that many threads ask again and again. Typed, so
/// that a `nil` answer is remembered as an answer, not taken for a missing one.
public final class NameMemo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Value] = [:]

    public init() {}

    /// The answer for `name`, made by `compute` the first time. `compute` runs outside the lock,
    /// so it may ask this memo for other names; two threads asking at once may both make it.
    public func value(for name: String, _ compute: () -> Value) -> Value {
        lock.lock()
        if let known = answers[name] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = compute()
        lock.lock()
        answers[name] = made
        lock.unlock()
        return made
    }
}
