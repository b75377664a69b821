import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `.task(id:)` whose catch-all shows the user the error that cancelling the task throws.
struct ReviewSilenceCancellationRule: SyntaxRule {
    static let description = RuleDescription(
        id: "review-silence-cancellation", title: "Silence CancellationError in .task(id:)", category: .conc,
        impact: .high, presets: [.review],
        rationale: """
        SwiftUI cancels a `.task(id:)` whenever its id changes (every keystroke of a search) and \
        when the view goes away; the awaited call then throws `CancellationError`. The review \
        checklist wants that error silenced with a `catch is CancellationError` ahead of the \
        clause that handles real failures, or the user sees an error for typing. Reported, at \
        `catch`: in the own code of a `.task(id:) { … }` closure (not in closures or functions \
        nested in it), a `do` whose body awaits and whose first catch-all clause (no pattern, or \
        only a name) comes with no earlier clause naming `CancellationError`, does not look at \
        cancellation itself (`CancellationError`, `Task.isCancelled`, `checkCancellation()`), and \
        shows the error: it assigns (anything but `nil` or `false`) to a property whose name has \
        `error` or `alert` in it, or a `.error(…)`/`.failed(…)` value. This is the matcher of \
        `mvvm-task-no-ignored-cancellation`, kept to the modifier the checklist names. Left alone: \
        `.task { … }` without an id, catch-alls that only log or reset state, catches of a specific \
        error type, work moved into a view-model method (the `do` is not in the closure), test \
        files, previews and `#if DEBUG` code. `URLSession` reports cancellation as \
        `URLError(.cancelled)`, which `Task.isCancelled` notices and the pattern does not.
        """,
        triggering: [
            RuleExample("""
            struct SearchView: View {
                @State private var query = ""
                @State private var results: [Hit] = []
                @State private var errorMessage: String?
                var body: some View {
                    List(results) { HitRow(hit: $0) }
                        .task(id: query) {
                            do {
                                try await Task.sleep(for: .milliseconds(300))
                                results = try await search(query)
                            } ↓catch {
                                errorMessage = error.localizedDescription
                            }
                        }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Inbox {
                struct Thread: View {
                    let id: Message.ID
                    @State private var state: LoadState<Message> = .idle
                    var body: some View {
                        content.task(id: id, priority: .userInitiated) {
                            do {
                                state = .loaded(try await api.message(id))
                            } catch let failure as DecodingError {
                                state = .failed(failure)
                            } ↓catch let failure {
                                state = .error(failure)
                            }
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct Profile: View {
                let userID: User.ID
                @State private var alertText = ""
                var body: some View {
                    Text("Profile").task(id: userID) {
                        if userID.isValid {
                            do { user = try await load(userID) } ↓catch { self.alertText = "\\(error)" }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct SearchView: View {
                var body: some View {
                    List(results) { HitRow(hit: $0) }
                        .task(id: query) {
                            do {
                                try await Task.sleep(for: .milliseconds(300))
                                results = try await search(query)
                            } catch is CancellationError {
                                // superseded by the next keystroke
                            } catch {
                                errorMessage = error.localizedDescription
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct Feed: View {
                var body: some View {
                    List(items) { Row(item: $0) }
                        .task {
                            do { items = try await load() } catch { errorMessage = error.localizedDescription }
                        }
                        .task(id: filter) {
                            do { items = try await load(filter) } catch {
                                guard !Task.isCancelled else { return }
                                errorMessage = error.localizedDescription
                            }
                        }
                        .task(id: page) {
                            do { items = try await load(page) } catch { logger.error("\\(error)") }
                        }
                }
            }
            """),
            RuleExample("""
            struct Detail: View {
                var body: some View {
                    Text("Detail").task(id: itemID) {
                        await viewModel.load(itemID)
                        Task {
                            do { try await viewModel.refresh() } catch { errorMessage = "\\(error)" }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Text("x").task(id: 1) { do { try await warm() } catch { errorMessage = "\\(error)" } }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["task"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isMemberCall(node, named: "task"), SyntaxQueries.argument("id", of: node) != nil,
              file.mentions("catch"), !file.isTestFile else { return }
        for closure in SyntaxQueries.closures(of: node) {
            let finder = OwnDoStatements()
            finder.walk(closure.statements)
            for doStatement in finder.found {
                guard let clause = MvvmTaskNoIgnoredCancellationRule.reportingCatchAll(doStatement),
                      !SyntaxQueries.isPreviewOrDebugCode(doStatement) else { continue }
                report(clause.catchKeyword, "This catch-all also shows the `CancellationError` SwiftUI throws when the task's id changes; add `catch is CancellationError {}` before it.", in: file)
            }
        }
    }

    /// The `do` statements of a closure's own code, outside nested closures, functions and types.
    private final class OwnDoStatements: SyntaxQueries.ScopedVisitor {
        var found: [DoStmtSyntax] = []
        override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
