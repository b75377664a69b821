import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a splash screen that switches to the app (or the login) without animating the change.
struct MvvmRootAnimatedTransitionRule: SyntaxRule {
    static let splashViews = Option<[String]>("splashViews", default: ["SplashScreen"],
        "The names of the splash view whose hand-over is checked.")

    static let description = RuleDescription(
        id: "mvvm-root-animated-transition", title: "Animate the splash hand-over", category: .nav,
        impact: .should, presets: [.mvvm],
        rationale: """
        When the splash screen has finished its start-up work, the MVVM guide wraps the state \
        change that replaces it with the main app or the login in `withAnimation`, so the switch \
        fades instead of jumping. The rule is a heuristic on the splash view only (its name is in \
        `splashViews`). Reported, at the assigned name: in the splash view or its same-file \
        extensions, an assignment of a `Bool` literal or an enum case (`.main`) to one of its \
        `@State` or `@Binding` properties (`isActive = true`), or an assignment of such a value, or \
        to a name starting with `is`, through one of its `@Environment` properties \
        (`appState.isAuthenticated = true`, `appState.phase = .main`), that is not inside a \
        `withAnimation { … }` closure. Left alone: a view that applies `.animation(_:value:)` \
        anywhere (an implicit animation covers the change), assignments in initializers, in a \
        method that is called from inside a `withAnimation` closure of the same view, of numbers \
        and other values (progress bars, logo scale), other views, test files, previews and \
        `#if DEBUG` code. An animation started elsewhere (by the root view observing the state) is \
        not seen, and such a splash is reported; suppress the finding there.
        """,
        options: [splashViews],
        triggering: [
            RuleExample("""
            struct SplashScreen: View {
                @Environment(AppState.self) private var appState
                @State private var isActive = false
                var body: some View {
                    Image("logo")
                        .task {
                            await appState.validateSession()
                            ↓isActive = true
                            ↓appState.isReady = true
                        }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Launch {
                struct SplashScreen: View {
                    @Environment(AppState.self) private var appState
                    var body: some View { ProgressView().onAppear(perform: finish) }
                    func finish() { ↓appState.phase = .main }
                }
            }
            #endif
            """),
            RuleExample("""
            struct LaunchView: View {
                @Binding var showMain: Bool
                var body: some View { Text("Hi").task { ↓self.showMain = true } }
            }
            extension LaunchView {
                func skip() { withAnimation { showMain = true } }
                func later() { ↓showMain = false }
            }
            """, options: ["splashViews": .strings(["LaunchView"])]),
        ],
        nonTriggering: [
            RuleExample("""
            struct SplashScreen: View {
                @Environment(AppState.self) private var appState
                @State private var progress = 0.0
                @State private var isActive = false
                init() { _isActive = State(initialValue: false) }
                var body: some View {
                    ProgressView(value: progress)
                        .task {
                            progress = 0.5
                            withAnimation(.smooth) { isActive = true }
                            withAnimation { finish() }
                        }
                }
                func finish() { appState.isAuthenticated = true }
            }
            """),
            RuleExample("""
            struct SplashScreen: View {
                @State private var isActive = false
                var body: some View {
                    Group { if isActive { MainTabView() } else { Image("logo") } }
                        .animation(.easeInOut, value: isActive)
                        .task { isActive = true }
                }
            }
            """),
            RuleExample("""
            // A splash would write `isActive = true` inside withAnimation.
            struct SettingsView: View {
                @State private var isActive = false
                var body: some View { Toggle("On", isOn: $isActive).onAppear { isActive = true } }
            }
            #Preview { SplashScreen() }
            """),
            RuleExample("""
            struct SplashScreen: View {
                @State private var isActive = false
                var body: some View { Text("x").onAppear { isActive = true } }
            }
            """, path: "Tests/AppTests/SplashScreenTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, configuration[Self.splashViews].contains(node.name.text),
              SyntaxQueries.isViewType(node), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let blocks = SyntaxQueries.memberBlocks(ofTypeAround: node)
        for block in blocks where !SyntaxQueries.calls(in: block, where: { SyntaxQueries.isMemberCall($0, named: "animation") }).isEmpty {
            return
        }
        var stateNames = Set<String>()
        var environmentNames = Set<String>()
        for property in SyntaxQueries.storedProperties(in: blocks) {
            let attributes = SyntaxQueries.attributeNames(property.variable.attributes)
            if attributes.contains("State") || attributes.contains("Binding") { stateNames.insert(property.name.text) }
            if attributes.contains("Environment") { environmentNames.insert(property.name.text) }
        }
        guard !stateNames.isEmpty || !environmentNames.isEmpty else { return }
        // Methods called from inside a `withAnimation` closure are animated by it.
        var animatedMethods = Set<String>()
        for block in blocks {
            for call in SyntaxQueries.calls(in: block, where: { SyntaxQueries.calledName($0) == "withAnimation" }) {
                for closure in SyntaxQueries.closures(of: call) {
                    for inner in SyntaxQueries.calls(in: closure, where: { _ in true }) {
                        if let name = SyntaxQueries.calledName(inner) { animatedMethods.insert(name) }
                    }
                }
            }
        }
        let finder = AssignmentFinder()
        for block in blocks { finder.walk(block) }
        for (target, value) in finder.assignments {
            guard Self.assignedName(target, states: stateNames, environments: environmentNames, value: value) != nil,
                  !Self.isAnimated(target, methods: animatedMethods) else { continue }
            report(target, "The splash hands over without animation; wrap this change in `withAnimation { … }` so the switch to the app is smooth.", in: file)
        }
    }

    /// The name assigned when the assignment is a hand-over the rule checks.
    static func assignedName(_ target: ExprSyntax, states: Set<String>, environments: Set<String>, value: ExprSyntax) -> String? {
        let isSwitchValue = value.is(BooleanLiteralExprSyntax.self)
            || (value.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false)
        var expression = target
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            expression = ExprSyntax(member.declName)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return states.contains(reference.baseName.text) && isSwitchValue ? reference.baseName.text : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              let root = SyntaxQueries.chainRoot(base).as(DeclReferenceExprSyntax.self),
              environments.contains(root.baseName.text) else { return nil }
        let name = member.declName.baseName.text
        return isSwitchValue || name.hasPrefix("is") ? name : nil
    }

    /// Whether the assignment is inside a `withAnimation` closure, an initializer, or a method the view calls under `withAnimation`.
    static func isAnimated(_ node: some SyntaxProtocol, methods: Set<String>) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure),
               SyntaxQueries.calledName(owner) == "withAnimation" { return true }
            if candidate.is(InitializerDeclSyntax.self) { return true }
            if let function = candidate.as(FunctionDeclSyntax.self) { return methods.contains(function.name.text) }
            if SyntaxQueries.isTypeDeclaration(candidate) { return false }
            current = candidate.parent
        }
        return false
    }
}

/// The `target = value` assignments below a node, not entering nested types.
private final class AssignmentFinder: SyntaxQueries.ScopedVisitor {
    var assignments: [(ExprSyntax, ExprSyntax)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            assignments.append((elements[0], elements[2]))
        }
        return .visitChildren
    }
}
