import ArchitectSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Accumulates, per file rule, the time its callbacks take inside the real dispatch walk.
///
/// Given to `FileLinter.analyze(source:parsed:path:placement:rules:clock:)`, it reads a monotonic
/// clock before and after every call the typed dispatcher makes into a rule, so each rule's figure
/// is measured where `lint` runs it: in the one shared walk, next to every other rule. A normal run
/// passes no clock and reads none. Not thread-safe: use one clock per thread.
public final class RuleClock {
    /// Nanoseconds spent in each rule's callbacks, by the rule's type.
    private var nanoseconds: [ObjectIdentifier: UInt64] = [:]
    /// Callbacks made into each rule, by the rule's type.
    private var calls: [ObjectIdentifier: Int] = [:]
    /// Each timed rule's ID, by its type.
    private var ids: [ObjectIdentifier: String] = [:]

    public init() {}

    /// The current monotonic time in nanoseconds.
    @inline(__always)
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
    }

    /// Runs one callback into a rule of type `ruleType` and adds its time to that rule's total.
    @inline(__always)
    func time(_ ruleType: any SyntaxRule.Type, _ body: () -> Void) {
        let start = Self.now()
        body()
        let elapsed = Self.now() &- start
        add(elapsed, to: ObjectIdentifier(ruleType)) { ruleType.description.id }
    }

    @inline(__always)
    private func add(_ elapsed: UInt64, to key: ObjectIdentifier, id: () -> String) {
        nanoseconds[key, default: 0] &+= elapsed
        calls[key, default: 0] += 1
        if ids[key] == nil { ids[key] = id() }
    }

    /// What timing costs, in nanoseconds per callback: `bias`, what an empty callback measures (the
    /// time between two clock reads), which every call adds to its rule's figure; `cost`, what the
    /// timing adds to the walk (two clock reads and the book-keeping).
    public static func calibrate() -> (bias: Double, cost: Double) {
        let clock = RuleClock()
        let key = ObjectIdentifier(RuleClock.self)
        let count = 200_000
        let start = now()
        for _ in 0..<count {
            let callStart = now()
            clock.add(now() &- callStart, to: key) { "probe" }
        }
        let cost = Double(now() &- start) / Double(count)
        return (bias: Double(clock.nanoseconds[key] ?? 0) / Double(count), cost: cost)
    }

    /// Each timed rule's ID, seconds (less `bias` nanoseconds per call) and number of calls, most
    /// expensive first.
    public func totals(lessPerCall bias: Double = 0) -> [(id: String, seconds: Double, calls: Int)] {
        nanoseconds.map { key, total in
            let count = calls[key] ?? 0
            let seconds = max(0, Double(total) - bias * Double(count)) / 1e9
            return (id: ids[key] ?? "?", seconds: seconds, calls: count)
        }.sorted { $0.seconds > $1.seconds }
    }
}
