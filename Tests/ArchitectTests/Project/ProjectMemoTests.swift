import ArchitectCore
@testable import ArchitectProject
import Foundation
import Testing

@Suite("Project memo")
struct ProjectMemoTests {
    private enum Lengths {}
    private enum Doubled {}
    private enum Table {}

    /// Counts calls from several threads.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test("An answer is made once per key and name, and keys do not share answers")
    func valueIsMadeOncePerName() {
        let memo = ProjectMemo()
        let counter = Counter()
        for _ in 0..<3 {
            #expect(memo.value(Lengths.self, "Router") { counter.increment(); return 6 } == 6)
        }
        #expect(counter.value == 1)
        #expect(memo.value(Lengths.self, "Store") { counter.increment(); return 5 } == 5)
        #expect(memo.value(Doubled.self, "Router") { counter.increment(); return 12 } == 12)
        #expect(counter.value == 3)
    }

    @Test("A nil answer is remembered as an answer, by name and for the whole project")
    func nilAnswersAreRemembered() {
        let memo = ProjectMemo()
        let names = NameMemo<Int?>()
        let counter = Counter()
        for _ in 0..<3 {
            let byKey: Int? = memo.value(Lengths.self, "Unknown") { counter.increment(); return nil }
            let byName: Int? = names.value(for: "Unknown") { counter.increment(); return nil }
            let whole: Int? = memo.once(Table.self) { counter.increment(); return nil }
            #expect(byKey == nil && byName == nil && whole == nil)
        }
        #expect(counter.value == 3)
    }

    @Test("A whole-project answer asked for by many workers at once is made by one of them; the others wait for it")
    func onceIsMadeOnceUnderConcurrency() {
        let memo = ProjectMemo()
        let counter = Counter()
        let answers = ParallelMap.map(count: 16, jobs: 4) { _ -> [Int] in
            memo.once(Table.self) {
                counter.increment()
                // Long enough for the other workers to ask while it is being made.
                Thread.sleep(forTimeInterval: 0.05)
                return Array(0..<1000)
            }
        }
        #expect(counter.value == 1)
        #expect(answers.allSatisfy { $0 == Array(0..<1000) })
        // Another key is another answer.
        let other: [Int] = memo.once(Lengths.self) { [7] }
        #expect(other == [7])
    }
}
