import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View's `@State` property that is not `private`.
struct ReviewStatePrivateRule: SyntaxRule {
    static let description = RuleDescription(
        id: "review-state-private", title: "Keep @State private", category: .state, impact: .high,
        presets: [.review],
        rationale: """
        `@State` is storage the view owns; nothing outside should read or set it. Declaring it \
        `private` says so, and keeps the memberwise initializer from offering it as a parameter, \
        which would invite a parent to pass in a value SwiftUI then ignores after the first render. \
        Reported, at the property's name: a stored `@State` (also `@SwiftUI.State`) member of a View \
        struct or of an extension of one, without `private` or `fileprivate` (`private(set)` still \
        lets others read it, so it is reported). Left alone: an explicit `internal` (written out, it \
        is a stated decision, often so a test can reach the state), other wrappers (`@Binding`, \
        `@Environment`, `@FocusState`, `@AppStorage`), `@State` in types that are not Views (a \
        `ViewModifier` or an `App` has its own rules of access), state with no value of its own \
        in a View that declares no initializer (the memberwise initializer fills it, and `private` \
        would make that initializer private and break its callers; `review-state-not-passed-in` \
        reports such state) or that an initializer fills from a parameter (passed in, so a `let` \
        is the remedy, not `private`), state of a View declared `private` or `fileprivate` (or \
        nested in such a type: only its file sees it, so `private` protects nothing more), state that no other code of the View (or of its extensions \
        in the file) reads, only assigns (dead code, to delete rather than hide), state whose default is a \
        literal or a `.case` and that the View never changes outside its initializers (no \
        assignment, no `$binding`, no `toggle()`/`append(…)`: a constant, for which a `let` is the \
        remedy), state of a View with an explicit initializer that does not set it (with no \
        memberwise initializer, no caller can pass a value in, so `private` only restates the \
        intent; a sample on a real app judged those noise), local variables, `@Previewable` \
        state in `#Preview`, test files, and preview or `#if DEBUG` code. Only in the review preset: \
        the clinic and clean guides hold an injected view model as `@State var viewModel: VM`, which \
        this rule reports (catalog K5).
        """,
        triggering: [
            RuleExample("""
            struct Counter: View {
                @State var ↓count = 0
                @State private var isOn = false
                var body: some View { Button("\\(count)") { count += 1 } }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                struct Row: View {
                    @SwiftUI.State private(set) var ↓isExpanded: Bool = false
                    @State var ↓showsMenu = false, ↓isPinned = true
                    var body: some View {
                        Text(isPinned ? "pin" : "row").opacity(showsMenu ? 1 : 0)
                            .onTapGesture { showsMenu = true; isPinned.toggle() }
                    }
                }
                struct Unrelated: View {
                    var body: some View { Text("x") }
                }
            }
            extension Feed.Row {
                var toggle: some View { Button("more") { isExpanded.toggle() } }
            }
            #endif
            """),
            RuleExample("""
            struct Profile: View {
                @State public var ↓viewModel: ProfileViewModel
                init(id: String) { _viewModel = State(initialValue: ProfileViewModel(id: "me")) }
                var body: some View { Text(viewModel.name) }
            }
            """),
            RuleExample("""
            // `unused` is only ever set: deleting it is the remedy; `isLoaded` is read in an extension.
            struct Poster: View {
                @State var unused = false
                @State var ↓isLoaded = false
                var body: some View { Text("poster").onAppear { self.unused = true; unused = false; isLoaded = true } }
            }
            extension Poster {
                var overlay: some View { Text(isLoaded ? "done" : "") }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Nothing changes these: constants, for which `let` is the remedy.
            struct Backdrop: View {
                @State var displayMode: DisplayMode = .normal
                @State var title = "Poster"
                var body: some View { Text(title).frame(height: displayMode == .normal ? 168 : 50) }
            }
            """),
            RuleExample("""
            // The parent fills `title` through the memberwise initializer.
            struct Banner: View {
                @State var title: String
                var body: some View { Text(title) }
            }
            """),
            RuleExample("""
            // @State var count = 0 belongs in a private declaration.
            struct Counter: View {
                @State private var count = 0
                @State fileprivate var title = "@State var"
                @Binding var isOn: Bool
                @FocusState var isFocused: Bool
                @AppStorage("theme") var theme = "light"
                @State internal var searchText = ""
                var body: some View { Text("\\(count)") }
            }
            """),
            RuleExample("""
            struct Highlight: ViewModifier {
                @State var isOn = false
                func body(content: Content) -> some View { content }
            }
            final class Store {
                @State var count = 0
            }
            """),
            RuleExample("""
            #Preview {
                @Previewable @State var count = 0
                Counter(count: $count)
            }
            #if DEBUG
            struct DebugPanel: View {
                @State var logs: [String] = []
                var body: some View { Text("debug") }
            }
            #endif
            """),
            RuleExample("""
            // Only this file can see the bell.
            private struct ReminderBell: View {
                @State var shake = false
                var body: some View { Image(systemName: "bell").rotationEffect(.degrees(shake ? 10 : 0)) }
            }
            fileprivate enum Parts {
                struct Badge: View {
                    @State var isOn = false
                    var body: some View { Text(isOn ? "on" : "off") }
                }
            }
            """),
            RuleExample("""
            // With `init(store:)` there is no memberwise initializer: no caller can pass `offset` in.
            public struct GameOver: View {
                @State var offset: CGFloat = 0
                let store: Store
                public init(store: Store) { self.store = store }
                public var body: some View { Text("over").offset(y: offset).gesture(DragGesture().onChanged { offset = $0.translation.height }) }
            }
            """),
            RuleExample("""
            struct FakeScreen: View {
                @State var tapped = false
                var body: some View { Text("fake") }
            }
            """, path: "Tests/AppTests/FakeScreen.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard StateDeclarations.isStateMember(variable),
              !variable.modifiers.contains(where: Self.isPrivate),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.internal) }),
              !file.isTestFile, DeclarationLookup.isViewMember(variable, in: file),
              !SyntaxQueries.isPreviewOrDebugCode(variable) else { return }
        // State with no value of its own, in a View with no initializer, is filled by the
        // memberwise initializer: `private` would make that initializer private and break every
        // caller in another file. `review-state-not-passed-in` reports that state instead.
        // Likewise state an initializer fills from a parameter: the parent passes it in, and the
        // remedy is a `let`, not `private`.
        let owner = EnclosingView.owner(ofMember: variable, in: file)
        // In a View only its own file can see, `private` protects nothing more.
        if let owner, Self.isVisibleInFileOnly(owner) { return }
        let initializers = owner.map { TypeRoles.initializers(in: $0.memberBlock) }
        let memberwise = initializers?.isEmpty ?? false
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  !(memberwise && binding.initializer == nil),
                  !(binding.initializer == nil && (initializers ?? []).contains { StateDeclarations.setsFromParameter(name.text, in: $0) }),
                  // With an explicit initializer there is no memberwise one to leak the state: unless
                  // an initializer sets it (a view model it builds), `private` only restates intent.
                  memberwise || (initializers ?? []).contains(where: { !StateDeclarations.assignedValues(of: name.text, in: $0).isEmpty }),
                  // State nothing reads is dead code: deleting it is the remedy, not `private`.
                  owner.map({ StateDeclarations.isRead(name.text, in: $0, apartFrom: variable) }) ?? true,
                  // A literal value nothing changes is a constant: a `let` is the remedy, not `private`.
                  !(binding.initializer.map { Self.isLiteralValue($0.value) } ?? false && !(owner.map { owner in
                      SyntaxQueries.memberBlocks(ofTypeAround: owner).contains { StateDeclarations.isEdited(name.text, in: $0) }
                  } ?? true))
            else { continue }
            report(name, "`@State var \(name.text)` is not private; mark it `private` so only this view reads and changes its own state.", in: file)
        }
    }

    /// Whether a default value is a literal or an enum case written with a leading dot
    /// (`false`, `0`, `"x"`, `.normal`): a value, which never changes unless the view changes it.
    private static func isLiteralValue(_ value: ExprSyntax) -> Bool {
        if value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(StringLiteralExprSyntax.self) { return true }
        return value.as(MemberAccessExprSyntax.self)?.base == nil && value.is(MemberAccessExprSyntax.self)
    }

    /// Whether a type, or a type around it, is declared `private` or `fileprivate`.
    private static func isVisibleInFileOnly(_ type: StructDeclSyntax) -> Bool {
        var node: Syntax? = Syntax(type)
        while let current = node {
            if let group = current.asProtocol(DeclGroupSyntax.self), group.modifiers.contains(where: isPrivate) { return true }
            node = current.parent
        }
        return false
    }

    /// `private` or `fileprivate` without a `(set)` detail.
    private static func isPrivate(_ modifier: DeclModifierSyntax) -> Bool {
        guard modifier.detail == nil else { return false }
        return modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate)
    }
}
