import ArchitectCore
import SwiftSyntax

/// Flags hops to the main thread with `DispatchQueue.main`, which `@MainActor` checks at compile time.
public struct ConcMainActorIsolation: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "conc-mainactor-isolation",
        title: "Use @MainActor instead of DispatchQueue.main",
        category: "conc",
        impact: .critical,
        severity: .warning,
        presets: [.recommended, .optimise, .clinic],
        rationale: """
        `DispatchQueue.main.async` only moves work to the main thread at run time; a call site \
        that forgets the hop still compiles and races. Marking the type or method `@MainActor` \
        (or using `await MainActor.run`) makes the compiler check every caller, which is what \
        Swift 6 strict concurrency builds on. \
        The rule reports calls of `async`, `asyncAfter` and `sync` (also `asyncAndWait`) made \
        directly on `DispatchQueue.main` (or `Dispatch.DispatchQueue.main`), with the finding on \
        `DispatchQueue`. Left alone: other queues (`DispatchQueue.global()`, queues stored in \
        variables), a `main` property of any other type, passing `DispatchQueue.main` as a value \
        (for example to a Combine `receive(on:)`), and mentions in comments or strings.
        """,
        triggering: [
            RuleExample("""
            @Observable
            final class ProfileModel {
                var name = ""
                func apply(_ value: String) {
                    ↓DispatchQueue.main.async {
                        self.name = value
                    }
                }
            }
            """),
            RuleExample("""
            func flashBanner() {
                ↓DispatchQueue.main.asyncAfter(deadline: .now() + 2) { banner.hide() }
                ↓Dispatch.DispatchQueue.main.sync { banner.show() }
            }
            """),
            RuleExample("""
            #if canImport(UIKit)
            extension Uploader {
                func finish() {
                    ↓DispatchQueue
                        .main
                        .async(execute: completion)
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // DispatchQueue.main.async { } was replaced with @MainActor.
            @MainActor
            final class ProfileModel {
                var name = "DispatchQueue.main.async"
                func apply(_ value: String) { name = value }
            }
            """),
            RuleExample("""
            func crunch() {
                DispatchQueue.global(qos: .utility).async { heavyWork() }
                let queue = DispatchQueue(label: "io")
                queue.async { write() }
                Queues.main.async { draw() }
            }
            """),
            RuleExample("""
            let cancellable = publisher
                .receive(on: DispatchQueue.main)
                .sink { value in print(value) }
            func refresh() async { await MainActor.run { reload() } }
            """),
        ]
    )

    /// Calls.
    public static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    private static let methods: Set<String> = ["async", "asyncAfter", "sync", "asyncAndWait"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule for one run.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
              let method = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.methods.contains(method.declName.baseName.text),
              let queue = method.base?.as(MemberAccessExprSyntax.self), queue.declName.baseName.text == "main",
              let type = queue.base, isDispatchQueue(type) else { return }
        let name = method.declName.baseName.text
        report(type, "`DispatchQueue.main.\(name)` hops to the main thread only at run time; isolate the code with @MainActor (or `await MainActor.run`) so the compiler checks it.", in: file)
    }

    /// `DispatchQueue` or `Dispatch.DispatchQueue`.
    private func isDispatchQueue(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DispatchQueue" }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "DispatchQueue",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text == "Dispatch"
        }
        return false
    }
}
