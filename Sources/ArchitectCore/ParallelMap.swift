import Foundation

/// Runs work over indices on dedicated threads with large stacks.
///
/// Syntax visitors recurse once per nesting level, so deeply nested sources need more stack
/// than Dispatch's worker threads guarantee.
public enum ParallelMap {
    /// Stack size of each worker: 512 MiB of address space, used only as deep trees need it (a
    /// rewrite of a chain of 44,000 modifiers recurses about 150 MiB deep).
    public static let stackSize = 512 << 20

    /// Calls `body` for every index in `0..<count` on `jobs` threads and returns the results in order.
    public static func map<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let state = SharedState<T>(count: count)
        let workers = max(1, min(jobs, count))
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while let index = state.nextIndex() {
                    state.store(body(index), at: index)
                }
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
        return state.results()
    }

    /// Stack size of the thread a whole command runs on: 512 MiB (reserved, not used, until a
    /// deep tree needs it).
    public static let commandStackSize = 512 << 20

    /// Runs `body` on one thread with a `commandStackSize` stack and waits for its result, so
    /// that work done outside the workers (a fix reading every tree of the run, a project rule)
    /// survives trees as deep as the workers do.
    public static func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        background(body).wait()
    }

    /// Starts `body` on a thread of its own (with a `commandStackSize` stack) and returns at
    /// once; `BackgroundResult.wait()` gives its result. For work that needs none of what runs
    /// meanwhile, so that a core left idle by serial work takes it.
    public static func background<T: Sendable>(_ body: @escaping @Sendable () -> T) -> BackgroundResult<T> {
        let result = BackgroundResult<T>()
        let thread = Thread {
            result.state.store(body(), at: 0)
            result.done.signal()
        }
        thread.stackSize = commandStackSize
        thread.start()
        return result
    }

    /// The default number of jobs: every active core.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// The result of work started with `ParallelMap.background(_:)`.
public final class BackgroundResult<T: Sendable>: @unchecked Sendable {
    fileprivate let state = SharedState<T>(count: 1)
    fileprivate let done = DispatchSemaphore(value: 0)
    private var value: T?

    /// Waits for the work to end and gives its result (the same one on every call; call it
    /// from one thread).
    public func wait() -> T {
        if let value { return value }
        done.wait()
        let result = state.results()[0]
        value = result
        return result
    }
}

/// The work counter and result slots shared by the workers, guarded by a lock.
private final class SharedState<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var slots: [T?]

    init(count: Int) {
        self.count = count
        self.slots = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func results() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
