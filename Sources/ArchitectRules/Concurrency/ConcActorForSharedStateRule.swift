import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags classes that protect mutable state with locks, semaphores or barrier queues.
struct ConcActorForSharedStateRule: SyntaxRule {
    /// The `lockTypes` option.
    static let lockTypes = Option<[String]>("lockTypes", default: ["NSLock", "NSRecursiveLock", "os_unfair_lock", "OSAllocatedUnfairLock", "DispatchSemaphore"],
                       "Type names of stored properties that count as locks.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "conc-actor-for-shared-state", title: "Use an actor instead of a lock-guarded class", category: .conc, impact: .critical,
        presets: [.clinic, .optimise],
        rationale: """
        A lock only protects the state when every access remembers to take it; one method that \
        forgets is a data race the compiler cannot see. An actor serialises access to its state \
        by construction, and the compiler rejects unsynchronised access from outside.

        The rule reports, at the property name, a stored property of a class that holds a lock: \
        its type or constructor is one of `lockTypes` (`NSLock`, `NSRecursiveLock`, \
        `os_unfair_lock`, `OSAllocatedUnfairLock`, `DispatchSemaphore` by default), or it is a \
        `DispatchQueue(…, attributes: .concurrent)` and the class uses `.barrier` somewhere. It \
        does so only when the class also has a stored `var` besides the lock, i.e. mutable state \
        to guard. A `DispatchSemaphore` counts only when created with `value: 1` (a mutex); \
        semaphores that start at 0 signal completion rather than guard state.

        One finding is made per class, at its first lock. Left alone: actors and structs; serial \
        queues and concurrent queues without barriers; `Mutex` and an `OSAllocatedUnfairLock` \
        that holds the state itself (`OSAllocatedUnfairLock(initialState:)` or a generic \
        argument), which is the same design; a class declared `Sendable` (its lock-guarded \
        storage is `nonisolated(unsafe)` or inside the lock: a deliberate thread-safe \
        primitive the compiler accepted); and every class that declares \
        `@unchecked Sendable` (in its own clause or a same-file extension). The catalog exempts a \
        deliberate `@unchecked Sendable` primitive whose every access goes through the lock; the \
        rule cannot check "every access" from syntax, so it trusts the annotation, which \
        `conc-swift6-sendable` already examines.
        """,
        options: [
            lockTypes,
        ],
        triggering: [
            RuleExample("""
            final class ThumbnailStore {
                private let ↓lock = NSLock()
                private var images: [String: Data] = [:]

                func image(named name: String) -> Data? {
                    lock.lock()
                    defer { lock.unlock() }
                    return images[name]
                }
            }
            """),
            RuleExample("""
            final class SettingsRegistry {
                private let ↓queue = DispatchQueue(label: "settings", attributes: .concurrent)
                private var values: [String: String] = [:]

                func set(_ value: String, for key: String) {
                    queue.async(flags: .barrier) {
                        self.values[key] = value
                    }
                }
            }
            """),
            RuleExample("""
            enum Sync {
                #if os(iOS)
                final class Counter {
                    private var ↓unfair = os_unfair_lock()
                    private let reentrant: Foundation.NSRecursiveLock = .init()
                    private(set) var value = 0
                }
                #endif
            }
            """),
            RuleExample("""
            class DownloadTracker {
                private let ↓gate = DispatchSemaphore(value: 1)
                private let state = OSAllocatedUnfairLock(initialState: 0)
                var active: Set<URL> = []
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class SessionClient: Sendable {
                private let lock = NSLock()
                private nonisolated(unsafe) var token: String?
                func update(_ value: String) { lock.withLock { token = value } }
            }

            final class Connections {
                private let critical: OSAllocatedUnfairLock<Set<String>>
                private let other = OSAllocatedUnfairLock<Int>(uncheckedState: 0)
                var label = ""
                init() { critical = .init(initialState: []) }
            }
            """),
            RuleExample("""
            // An NSLock around this cache would be reported; the actor needs none.
            actor ThumbnailStore {
                private var images: [String: Data] = [:]
                func image(named name: String) -> Data? { images[name] }
            }
            """),
            RuleExample("""
            final class AtomicCounter: @unchecked Sendable {
                private let lock = NSLock()
                private var value = 0
                func increment() { lock.withLock { value += 1 } }
            }
            """),
            RuleExample("""
            final class Uploader {
                private let done = DispatchSemaphore(value: 0)
                private let serial = DispatchQueue(label: "uploads")
                private let reader = DispatchQueue(label: "reads", attributes: .concurrent)
                private var pending: [URL] = []
            }
            """),
            RuleExample("""
            struct LockBox {
                let lock = NSLock()
                var count = 0
            }
            final class FrozenConfig {
                private let lock = NSLock()
                let values: [String: String]
                init(values: [String: String]) { self.values = values }
            }
            final class Wrapper {
                let guardian = NSLockFactory()
                var items: [Int] = []
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ classDecl: ClassDeclSyntax, in file: FileContext) {
        guard TypeRoles.uncheckedSendable(in: classDecl.inheritanceClause) == nil,
              !SyntaxQueries.inherits(classDecl.inheritanceClause, named: "Sendable") else { return }
        let qualified = DeclarationLookup.qualifiedName(of: Syntax(classDecl)) ?? classDecl.name.text
        if DeclarationLookup.extensions(of: qualified, in: file).contains(where: { TypeRoles.uncheckedSendable(in: $0.inheritanceClause) != nil }) {
            return
        }
        let lockTypes = Set(configuration[Self.lockTypes])
        var locks: [(token: TokenSyntax, kind: String)] = []
        var hasOtherMutableState = false
        var usesBarrier: Bool?
        for variable in TypeRoles.storedVariables(in: classDecl.memberBlock) {
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                if let kind = lockKind(binding, lockTypes: lockTypes) {
                    locks.append((pattern.identifier, kind))
                } else if isConcurrentQueue(binding) {
                    if usesBarrier == nil { usesBarrier = mentionsBarrier(classDecl.memberBlock) }
                    if usesBarrier == true { locks.append((pattern.identifier, "a concurrent queue with barriers")) }
                } else if variable.bindingSpecifier.tokenKind == .keyword(.var) {
                    hasOtherMutableState = true
                }
            }
        }
        guard hasOtherMutableState else { return }
        if let lock = locks.first {
            report(lock.token, "`\(classDecl.name.text)` guards its mutable state with `\(lock.token.text)` (\(lock.kind)); make it an actor (or keep the state in a `Mutex`) so the compiler enforces exclusive access.", in: file)
        }
    }

    /// The lock type a stored property holds, by its declared type or its constructor.
    private func lockKind(_ binding: PatternBindingSyntax, lockTypes: Set<String>) -> String? {
        var name: String?
        if let type = binding.typeAnnotation?.type { name = SyntaxQueries.baseTypeName(type) }
        let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
        if name == nil || !lockTypes.contains(name ?? "") {
            if let call, let callee = constructedName(call) { name = callee }
        }
        guard let name, lockTypes.contains(name) else { return nil }
        if name == "OSAllocatedUnfairLock" {
            // A lock that holds the state it guards is a Mutex by another name.
            if binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil { return nil }
            if let call, call.calledExpression.is(GenericSpecializationExprSyntax.self) || SyntaxQueries.argument("initialState", of: call) != nil {
                return nil
            }
        }
        if name == "DispatchSemaphore" {
            // Only a semaphore that starts at 1 acts as a mutex.
            guard let call, let value = SyntaxQueries.argument("value", of: call)?.expression.as(IntegerLiteralExprSyntax.self),
                  value.literal.text == "1" else { return nil }
        }
        return "`\(name)`"
    }

    /// The type a constructor call builds, also for `.init(…)` and `X.init(…)`; nil otherwise.
    private func constructedName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        return SyntaxQueries.calleeName(callee)
    }

    /// Whether a stored property is `DispatchQueue(…, attributes: .concurrent)` (or a list containing `.concurrent`).
    private func isConcurrentQueue(_ binding: PatternBindingSyntax) -> Bool {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), constructedName(call) == "DispatchQueue",
              let attributes = SyntaxQueries.argument("attributes", of: call) else { return false }
        return attributes.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == "concurrent" }
    }

    /// Whether the class's members mention `.barrier`.
    private func mentionsBarrier(_ members: MemberBlockSyntax) -> Bool {
        members.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "barrier" && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
        }
    }
}
