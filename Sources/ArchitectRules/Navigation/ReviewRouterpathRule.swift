import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that keeps its navigation path in its own `@State` instead of in an `@Observable` router.
struct ReviewRouterpathRule: SyntaxRule {
    static let routerTypes = Option<[String]>("routerTypes", default: ["RouterPath"],
        "The names of the router class the path belongs in; the first is named in messages.")

    static let description = RuleDescription(
        id: "review-routerpath", title: "Keep the navigation path in a router object", category: .nav,
        impact: .high, presets: [.review, .clean], aliases: ["clean-router-observable"],
        rationale: """
        The review checklist (and the clean guide's `Router`) wants the path of a `NavigationStack` \
        owned by an `@Observable` router class with `navigate(to:)`, `pop()` and `popToRoot()`, \
        which the view creates once and hands down or shares through the environment. A path held \
        in a View's own `@State` can only be changed by that view and whatever it passes `$path` to, \
        so pushes from deep links, child views and view models have no common entry point. \
        Reported, at the property name: a `@State` property of a View (a struct conforming to \
        `View`, also in same-file extensions and `#if` blocks) whose type is `NavigationPath` \
        (written, or inferred from `= NavigationPath()`), or whose type is an array (`[Route]`, \
        `Array<Route>`) and which the same View binds as `NavigationStack(path: $name)`. Left \
        alone: `@State private var router = RouterPath()` and any other object holding the path, \
        arrays that no stack in the View binds (selections, lists), a path the same View already \
        syncs to a central store (an `.onChange(of: path)` whose action writes elsewhere: it assigns \
        to something other than the path, or calls a function with an argument, as in \
        `appState.routing = $0` or `store.send(.route(newValue))`), `@Binding` paths handed in by \
        a parent, App structs, previews, `#if DEBUG` code and test files. A View extension in \
        another file that binds the array is not seen. Which documents disagree: the clinic \
        document puts the path in a per-feature coordinator and the MVVM guide in one `AppRouter` \
        (§7 K8); each asks for an object, and this rule only asks that the path leave the View. \
        `routerTypes` names the class in the message (`Router` under the clean preset).
        """,
        options: [routerTypes],
        presetOptions: [.clean: ["routerTypes": .strings(["Router"])]],
        triggering: [
            RuleExample("""
            struct RootView: View {
                @State private var ↓path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { HomeView() }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Shop {
                struct OrdersView: SwiftUI.View {
                    @State private var ↓stack: [OrderRoute] = []
                    @State var ↓history: SwiftUI.NavigationPath
                    var body: some View { content }
                }
            }
            extension Shop.OrdersView {
                var content: some View {
                    SwiftUI.NavigationStack(path: $stack) { OrdersList() }
                }
            }
            #endif
            """),
            RuleExample("""
            struct InboxView: View {
                @State private var ↓path = NavigationPath()
                @State private var ↓other = NavigationPath()
                var body: some View {
                    // Watching the path without sending it anywhere does not make it central.
                    NavigationStack(path: $path) { Inbox() }
                        .onChange(of: path) { path = NavigationPath() }
                        .onChange(of: other.count) { log("pushed") }
                        .onChange(of: path) { print() }
                }
            }
            """),
            RuleExample("""
            struct SettingsView: View {
                @State private var ↓routes = Array<SettingsRoute>()
                var body: some View {
                    NavigationStack(path: self.$routes) {
                        SettingsList()
                            .navigationDestination(for: SettingsRoute.self) { SettingsDetail(route: $0) }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Not `@State private var path = NavigationPath()`: the router owns it.
            struct RootView: View {
                @State private var router = RouterPath()
                @State private var selection: [Item.ID] = []
                var body: some View {
                    NavigationStack(path: $router.path) {
                        ItemList(selection: $selection)
                    }
                    .environment(router)
                }
            }
            """),
            RuleExample("""
            // The path follows a central store: the view mirrors it, the store decides.
            struct RootView: View {
                @State private var path = NavigationPath()
                @State private var routes: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) { HomeView() }
                        .onChange(of: path) { _, newValue in appStore.routing.path = newValue }
                    NavigationStack(path: $routes) { HomeView() }
                        .onChange(of: self.routes, { _, routes in
                            if !routes.isEmpty { routing.wrappedValue.selection = nil }
                        })
                }
            }
            struct OrdersRoot: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { OrdersList() }
                        .onChange(of: path) { store.send(.route(path)) }
                }
            }
            """),
            RuleExample("""
            struct Child: View {
                @Binding var path: NavigationPath
                let items: [Item]
                var body: some View { NavigationStack(path: $path) { Text("NavigationPath()") } }
            }
            @Observable final class RouterPath {
                var path = NavigationPath()
                func navigate(to route: AppRoute) { path.append(route) }
            }
            """),
            RuleExample("""
            struct Gallery: View {
                @State private var tags: [String] = []
                var body: some View { NavigationStack { TagList(tags: $tags) } }
            }
            @main
            struct ShopApp: App {
                @State private var path = NavigationPath()
                var body: some Scene { WindowGroup { NavigationStack(path: $path) { Gallery() } } }
            }
            """),
            RuleExample("""
            struct Gallery: View {
                var body: some View { Text("Gallery") }
            }
            #Preview {
                @Previewable @State var path = NavigationPath()
                NavigationStack(path: $path) { Gallery() }
            }
            #if DEBUG
            struct DebugRoot: View {
                @State private var path = NavigationPath()
                var body: some View { NavigationStack(path: $path) { Gallery() } }
            }
            #endif
            """),
            RuleExample("""
            struct Host: View {
                @State private var path = NavigationPath()
                var body: some View { NavigationStack(path: $path) { Text("x") } }
            }
            """, path: "Tests/AppTests/HostTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard file.mentions("State"), !file.isTestFile, SyntaxQueries.attribute("State", in: node.attributes) != nil,
              node.parent?.is(MemberBlockItemSyntax.self) == true,
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), owner.is(StructDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self),
              SyntaxQueries.isViewType(owner), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        for binding in node.bindings where SyntaxQueries.isStored(binding) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            // The binding's own type first: most `@State` holds no path, and the search for an
            // `onChange` that syncs it walks the whole type.
            guard let kind = Self.pathKind(binding), !Self.syncsElsewhere(owner, name: name.text) else { continue }
            switch kind {
            case .navigationPath:
                break
            case .array:
                guard Self.bindsStack(owner, to: name.text) else { continue }
            }
            let router = configuration[Self.routerTypes].first ?? "RouterPath"
            report(name, "`\(name.text)` keeps this View's navigation path in `@State`; move it into an `@Observable` `\(router)` with `navigate(to:)`, `pop()` and `popToRoot()`, and bind the stack to the router's path.", in: file)
        }
    }

    private enum PathKind { case navigationPath, array }

    /// What the binding's written type or initializer says it stores.
    private static func pathKind(_ binding: PatternBindingSyntax) -> PathKind? {
        if let type = binding.typeAnnotation?.type {
            if SyntaxQueries.baseTypeName(of: type, is: "NavigationPath") { return .navigationPath }
            if type.is(ArrayTypeSyntax.self) { return .array }
            if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Array" { return .array }
            return nil
        }
        guard let value = binding.initializer?.value else { return nil }
        if let call = value.as(FunctionCallExprSyntax.self) {
            if SyntaxQueries.isCall(call, toType: "NavigationPath") { return .navigationPath }
            if call.calledExpression.is(ArrayExprSyntax.self) || SyntaxQueries.constructedTypeName(call) == "Array" { return .array }
        }
        return nil
    }

    /// Whether the View's declarations in this file bind `NavigationStack(path: $name)`.
    private static func bindsStack(_ owner: Syntax, to name: String) -> Bool {
        for block in SyntaxQueries.memberBlocks(ofTypeAround: owner) {
            let stacks = SyntaxQueries.calls(in: block) { call in
                guard SyntaxQueries.isCall(call, toType: "NavigationStack"),
                      let path = SyntaxQueries.argument("path", of: call)?.expression else { return false }
                return isProjectedValue(path, of: name)
            }
            if !stacks.isEmpty { return true }
        }
        return false
    }

    /// Whether the View's declarations in this file hold `.onChange(of: name)` (or `of: self.name`)
    /// whose action writes the change elsewhere: one of its statements assigns to something
    /// other than the path itself, or calls a function with at least one argument.
    private static func syncsElsewhere(_ owner: Syntax, name: String) -> Bool {
        for block in SyntaxQueries.memberBlocks(ofTypeAround: owner) {
            let observers = SyntaxQueries.calls(in: block) { call in
                guard SyntaxQueries.isMemberCall(call, named: "onChange"), let observed = SyntaxQueries.argument("of", of: call)?.expression,
                      StateDeclarations.assignedName(observed) == name else { return false }
                return SyntaxQueries.closures(of: call).contains { closure in
                    ViewRuleSupport.descendants(of: closure.statements, skipClosures: true).contains { writesElsewhere($0, path: name) }
                }
            }
            if !observers.isEmpty { return true }
        }
        return false
    }

    /// Whether a node of an `onChange` action (also inside its `if`s and `guard`s, not in nested
    /// closures) assigns to something other than `path`, or calls a function with an argument and
    /// no closure.
    private static func writesElsewhere(_ item: Syntax, path: String) -> Bool {
        if let call = item.as(FunctionCallExprSyntax.self) {
            return !call.arguments.isEmpty && SyntaxQueries.closures(of: call).isEmpty
        }
        guard let sequence = item.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return false }
        return StateDeclarations.assignedName(elements[0]) != path
    }

    /// `$name` or `self.$name`.
    private static func isProjectedValue(_ expression: ExprSyntax, of name: String) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "$" + name }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text == "$" + name
        }
        return false
    }
}
