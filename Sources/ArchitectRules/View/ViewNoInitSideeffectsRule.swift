import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags tasks and `await` in a View's initializer.
struct ViewNoInitSideeffectsRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "view-no-init-sideeffects", title: "Do no work in a View's init", category: .view, impact: .high,
        presets: [.recommended, .clinic],
        rationale: """
        SwiftUI creates View values freely: a parent re-render calls the child's `init` again even \
        when nothing on screen changes. Anything an initializer starts therefore runs an \
        unpredictable number of times, and a `Task` begun there is owned by nothing and never \
        cancelled. A View `init` should only store its inputs; async work belongs in `.task`. \
        The rule reports `Task {…}`, `Task.detached {…}`, `await` and `for await` written directly \
        in the initializer of a View struct, once per initializer at the first of them, with the \
        number of the others in the message (a struct that declares `View` itself or through an \
        extension in the same file, including initializers declared in such extensions). Code in \
        closures stored for later, in nested functions and in nested types is not counted. \
        Other side effects the source documents mention (network, database, logging or \
        analytics calls) cannot be told apart from plain value construction by syntax alone, so \
        they are left alone. Below iOS 15, which has no `.task`, the message points to `.onAppear`.
        """,
        triggering: [
            RuleExample("""
            struct ProfileScreen: View {
                @State private var model: ProfileModel
                init(model: ProfileModel) {
                    _model = State(initialValue: model)
                    ↓Task { await model.load() }
                    Task { await model.prefetchAvatar() }
                }
                var body: some View { Text(model.name) }
            }
            """),
            RuleExample("""
            struct Avatar {
                let url: URL
                var body: some View { Image(systemName: "person") }
            }
            extension Avatar: SwiftUI.View {
                init(user: User) {
                    url = user.avatarURL
                    ↓Task.detached(priority: .background) { await ImageCache.shared.prefetch(user.avatarURL) }
                }
            }
            """),
            RuleExample("""
            enum Settings {
                struct Screen: View {
                    let values: [String]
                    init(source: SettingsSource) async {
                        values = ↓await source.load()
                    }
                    var body: some View { Text("settings") }
                }
            }
            """),
            RuleExample("""
            #if DEBUG
            struct DebugPanel: View {
                init(log: AsyncStream<String>) async {
                    ↓for await line in log { print(line) }
                }
                var body: some View { EmptyView() }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ProfileScreen: View {
                @State private var model: ProfileModel
                init(model: ProfileModel) {
                    // Never start a Task { } here.
                    _model = State(initialValue: model)
                }
                var body: some View {
                    Text(model.name).task { await model.load() }
                }
            }
            """),
            RuleExample("""
            final class ProfileLoader {
                init() { Task { await warmUp() } }
            }
            struct TaskView: View {
                let task: TaskItem
                init(task: TaskItem) { self.task = task }
                var body: some View { Text(task.title) }
            }
            """),
            RuleExample("""
            struct RefreshButton: View {
                let action: () async -> Void
                init(refresh: @escaping () async -> Void) {
                    action = { await refresh() }
                }
                var body: some View {
                    Button("Refresh") { Task { await action() } }
                }
            }
            """),
            RuleExample("""
            struct Model {
                init() { Task { await sync() } }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ initializer: InitializerDeclSyntax, in file: FileContext) {
        guard let body = initializer.body,
              let viewName = owningViewName(of: initializer, in: file) else { return }
        // One finding per initializer: moving its work into `.task` is one change.
        let occurrences = AsyncWorkSyntax.occurrences(in: body)
        guard let first = occurrences.first else { return }
        let more = occurrences.count == 1 ? "" : " (and \(occurrences.count - 1) more)"
        // `.task` arrived in iOS 15; below it the work goes into `.onAppear`.
        let modifier = file.iOSTarget >= Version(15, 0) ? "`.task`" : "`.onAppear`"
        report(first.node, "The initializer of `\(viewName)` starts async work with `\(first.kind)`\(more); SwiftUI re-creates views often, so only store values in `init` and move the work into \(modifier).", in: file)
    }

    /// The name of the View whose initializer this is, declared in the struct or in a same-file extension.
    private func owningViewName(of initializer: InitializerDeclSyntax, in file: FileContext) -> String? {
        guard DeclarationLookup.isViewMember(initializer, in: file) else { return nil }
        return DeclarationLookup.enclosingTypeName(of: initializer)
    }
}
