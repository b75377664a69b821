import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags pull-to-refresh built by hand from a `DragGesture` that reloads, where `.refreshable {}` does the job.
struct MvvmViewRefreshableRule: SyntaxRule {
    static let minimumTarget = Version(15, 0)

    static let description = RuleDescription(
        id: "mvvm-view-refreshable", title: "Use .refreshable for pull-to-refresh", category: .view, impact: .should,
        presets: [.mvvm],
        rationale: """
        `.refreshable { await viewModel.refresh() }` (iOS 15) gives a `List` or `ScrollView` the \
        system pull-to-refresh: the standard spinner, haptics, VoiceOver's refresh action, and a \
        task that SwiftUI awaits and cancels. The MVVM guide asks for it instead of a hand-made \
        version. Reported, at `DragGesture`, on iOS 15 or later: a `DragGesture(…)` whose \
        `.onChanged` or `.onEnded` closure calls a function whose name starts with `refresh` or \
        `reload` (`viewModel.refresh()`, `reloadData()`, also inside `Task {…}`): a drag that \
        reloads is pull-to-refresh built by hand. Left alone: drags that do anything else \
        (dismissing, reordering, paging), reload or retry buttons (a visible button is a fine \
        alternative to pulling, and needed on macOS), `UIRefreshControl` in UIKit wrappers, older \
        targets, test files, previews and `#if DEBUG` code. A heuristic: a drag that reloads for \
        another reason (pulling a card to fetch a new one) is reported too.
        """,
        triggering: [
            RuleExample("""
            struct FeedScreen: View {
                @State private var viewModel: FeedViewModel
                var body: some View {
                    ScrollView {
                        LazyVStack { ForEach(viewModel.posts) { PostRow(post: $0) } }
                    }
                    .gesture(
                        ↓DragGesture().onEnded { value in
                            if value.translation.height > 80 {
                                Task { await viewModel.refresh() }
                            }
                        }
                    )
                }
            }
            """),
            RuleExample("""
            struct InboxList: View {
                let model: InboxModel
                var body: some View {
                    List(model.messages) { MessageRow(message: $0) }
                        .simultaneousGesture(↓SwiftUI.DragGesture(minimumDistance: 20)
                            .onChanged { drag in pull = drag.translation.height }
                            .onEnded { _ in if pull > 100 { model.reloadMessages() } })
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Orders {
                struct Screen: View {
                    var body: some View {
                        List(items) { Row(item: $0) }
                            .gesture(↓DragGesture(coordinateSpace: .local).onEnded { _ in refreshOrders() })
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Not DragGesture().onEnded { refresh() }: use .refreshable.
            struct FeedScreen: View {
                @State private var viewModel: FeedViewModel
                var body: some View {
                    List(viewModel.posts) { PostRow(post: $0) }
                        .refreshable { await viewModel.refresh() }
                        .toolbar { Button("Reload") { Task { await viewModel.refresh() } } }
                }
            }
            """),
            RuleExample("""
            struct Card: View {
                @State private var offset: CGFloat = 0
                var body: some View {
                    Text("Card")
                        .offset(y: offset)
                        .gesture(DragGesture().onChanged { offset = $0.translation.height }.onEnded { _ in dismiss() })
                }
            }
            """),
            RuleExample("""
            struct Old: View {
                var body: some View {
                    List(items) { Row(item: $0) }.gesture(DragGesture().onEnded { _ in reload() })
                }
            }
            """, iOS: Version(14, 0)),
            RuleExample("""
            struct PullTests: View {
                var body: some View { List { }.gesture(DragGesture().onEnded { _ in refresh() }) }
            }
            """, path: "Tests/UITests/PullTests.swift"),
            RuleExample("""
            #Preview {
                List { }.gesture(DragGesture().onEnded { _ in demo.refresh() })
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["DragGesture"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.calledName(node) == "DragGesture", SyntaxQueries.isCall(node, toType: "DragGesture"),
              !file.isTestFile, file.iOSTarget >= Self.minimumTarget else { return }
        let handlers = SyntaxQueries.modifiersApplied(to: node).filter { ["onChanged", "onEnded"].contains(SyntaxQueries.calledName($0) ?? "") }
        let reloads = handlers.flatMap(SyntaxQueries.closures(of:)).contains { closure in
            !SyntaxQueries.calls(in: closure) { call in
                guard let name = SyntaxQueries.calledName(call) else { return false }
                return name.hasPrefix("refresh") || name.hasPrefix("reload")
            }.isEmpty
        }
        guard reloads, !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node.calledExpression, "This drag gesture rebuilds pull-to-refresh by hand; use `.refreshable { await viewModel.refresh() }` on the list instead.", in: file)
    }
}
