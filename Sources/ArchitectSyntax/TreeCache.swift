import ArchitectCore
import Foundation
import SwiftSyntax

/// Values computed once per syntax tree, for the last few trees seen, shared by the threads that
/// work on different files.
///
/// Each entry holds its tree: while an entry lives, no new tree can take the freed tree's
/// identity and be handed the old value. A tree is linted (or fixed) at a time by each worker, so
/// a handful of entries suffices.
public final class TreeCache<Value>: @unchecked Sendable {
    private struct Entry {
        let root: Syntax
        let value: Value
    }
    private let lock = NSLock()
    private var entries: [Entry] = []
    private let capacity: Int

    /// A cache of the last `capacity` trees.
    public init(capacity: Int = 8) {
        self.capacity = capacity
    }

    /// The value for the tree `node` belongs to, made by `make` from its root the first time.
    public func value(for node: some SyntaxProtocol, _ make: (Syntax) -> Value) -> Value {
        let root = node.root
        lock.lock()
        if let found = entries.first(where: { $0.root.id == root.id }) {
            lock.unlock()
            return found.value
        }
        lock.unlock()
        let made = make(root)
        lock.lock()
        entries.append(Entry(root: root, value: made))
        if entries.count > capacity { entries.removeFirst() }
        lock.unlock()
        return made
    }
}
