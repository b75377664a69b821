import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a file that declares a SwiftUI View but holds no preview of any kind.
struct PreviewRequiredRule: SyntaxRule, ProjectRule {
    static let description = RuleDescription(
        id: "preview-required", title: "Give every View file a preview",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document wants every screen and component file to carry its own `#Preview`, so \
        that each piece of UI can be looked at, with stub data, without running the app. Reported \
        once per file, at the name of the first View struct (a struct whose inheritance clause \
        lists `View`, at file level or nested, also inside `#if`), when the file has neither a \
        file-level `#Preview` nor a type or extension conforming to `PreviewProvider` (the older \
        form still counts as a preview; `review-preview-macro` asks to convert it). Left alone: \
        test files and preview folders (`Previews`, `Preview Content`), files whose Views are \
        all `private` or `fileprivate` (helpers of the file's other code, not components) or plain \
        wrappers (a `body` that is only another view constructed with no arguments and no \
        modifiers, such as a vendor's `FeedbackListView()`, whose preview would show nothing of \
        the file's own), generic containers over a view they are given (`struct \
        NavigationTab<Content: View>`, whose look is mostly their caller's content), Views that \
        store a `ChartProxy`, `GeometryProxy` or `ScrollViewProxy` (only the framework's container \
        can make one, so no preview can build them alone), navigation shells (a tab whose `body` \
        is only a `NavigationStack` or `NavigationView` around one `…View` or `…Screen` declared \
        in another file, plus routing modifiers: its preview would be that view's), invisible \
        anchors (a `body` that is `EmptyView()`, `Color.clear` or a stack holding only those, \
        such as a scroll-to-top marker, which no preview can show), Views declared in \
        `#if DEBUG` or inside a preview, preview hosts (a View named `Preview`, `…Preview`, \
        `…Previews` or `Preview…`, as `PreviewWrapper`), `ViewModifier`s, `App`s and `Scene`s, and Views that \
        only an extension elsewhere makes a `View`. Also left alone, through the project index: \
        a View that a `Widget` of the same module constructs in its `body` outside any `if`, \
        `switch` or `?:`, when a `#Preview` in the widget's file constructs the widget \
        (`#Preview(as: .systemSmall) { AccountWidget() } timeline: {…}`): that preview renders \
        the View with the widget's entries, which is the only way to preview widget content; and \
        a View that a `WindowGroup` or `Window` shows at its top, anywhere in the project (the \
        app's root shell, whose preview would be the running app, or a View a small preview app \
        of the project already shows). A \
        View shown only inside another View's preview is still reported, as the index does not \
        record which Views a `body` builds. A View previewed from another file (a \
        shared gallery file) is still reported: the document wants the preview beside the View. \
        Small private helper Views count as Views, but they make one finding per file at most.
        """,
        triggering: [
            RuleExample("""
            import SwiftUI

            struct ↓FeedScreen: View {
                var body: some View {
                    makeList()
                }
                func makeList() -> some View { List { Text("Feed") } }
            }

            struct ArchiveScreen: View {
                var body: some View { FeedScreen().navigationTitle("Archive") }
            }

            struct FeedTab: View {
                var body: some View { NavigationStack { FeedScreen() } }
            }
            """, path: "App/Features/Feed/FeedScreen.swift"),
            RuleExample("""
            import SwiftUI

            // #Preview comes later.
            struct ↓ProductRow: View {
                let product: ProductModel
                var body: some View { Text(product.name) }
            }

            struct ProductBadge: View {
                var body: some View { Text("#Preview") }
            }
            """, path: "Sources/App/Features/Product/View/ProductRow.swift"),
            RuleExample("""
            extension Catalog {
                #if os(iOS)
                struct ↓Header: SwiftUI.View {
                    var body: some View { Text("Catalog") }
                }
                #endif
            }

            #if DEBUG
            struct HeaderPreviewHost: View {
                var body: some View { Catalog.Header() }
            }
            #endif
            """, path: "Sources/App/Catalog/CatalogHeader.swift"),
            RuleExample("""
            struct ↓CartScreen: View, Equatable {
                @State private var viewModel: CartViewModel
                var body: some View { List(viewModel.items) { CartRow(item: $0) } }
            }

            struct CartScreen_Previews {
                static var previews: some View { CartScreen(viewModel: .stub()) }
            }
            """, path: "Sources/App/Cart/CartScreen.swift"),
            // Only the window's top view is the app's root; a screen inside it, or one behind an
            // `if` in the window, still wants its own preview.
            RuleExample(project: [
                ExampleFile("App/NotesApp.swift", """
                import SwiftUI

                @main
                struct NotesApp: App {
                    @State private var signedIn = false
                    var body: some Scene {
                        WindowGroup {
                            if signedIn { NotesShell() } else { SignInScreen() }
                        }
                    }
                }
                """),
                ExampleFile("App/NotesShell.swift", """
                import SwiftUI
                struct ↓NotesShell: View {
                    var body: some View { NavigationStack { NoteList(); Text("Notes") } }
                }
                """),
            ]),
            // The widget's preview renders only one branch, and the other widget has no preview.
            RuleExample(project: [
                ExampleFile("Widgets/StepsWidget.swift", """
                import SwiftUI
                import WidgetKit

                struct StepsWidget: Widget {
                    @Environment(\\.widgetFamily) var family
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
                            if entry.isGoalReached { GoalReachedView(entry: entry) } else { StepsView(entry: entry) }
                        }
                    }
                }

                struct RingsWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "rings", provider: RingsProvider()) { entry in RingsView(entry: entry) }
                    }
                }

                #Preview(as: .systemSmall) {
                    StepsWidget()
                } timeline: {
                    StepsEntry.stub
                }
                """),
                ExampleFile("Widgets/GoalReachedView.swift", """
                import SwiftUI
                struct ↓GoalReachedView: View {
                    let entry: StepsEntry
                    var body: some View { Text(entry.title) }
                }
                """),
                ExampleFile("Widgets/RingsView.swift", """
                import SwiftUI
                struct ↓RingsView: View {
                    let entry: RingsEntry
                    var body: some View { Gauge(value: entry.progress) { Text(entry.title) } }
                }
                """),
            ]),
        ],
        nonTriggering: [
            // The window's root view, in a feature package: its preview would be the app itself.
            RuleExample(project: [
                ExampleFile("App/ShopApp.swift", """
                import SwiftUI
                import Shell

                @main
                struct ShopApp: App {
                    var body: some Scene { scene }
                }
                extension ShopApp {
                    var scene: some Scene {
                        WindowGroup(id: "main") {
                            RootShell(tab: .home)
                                .tint(.orange)
                        }
                    }
                }
                """),
                ExampleFile("Packages/Shell/Sources/Shell/RootShell.swift", """
                import SwiftUI

                public struct RootShell: View {
                    @State var tab: Tab
                    public var body: some View {
                        TabView(selection: $tab) { HomeScreen().tag(Tab.home); SearchScreen().tag(Tab.search) }
                    }
                }
                """),
            ]),
            // A small preview app of the project shows the View in its window.
            RuleExample(project: [
                ExampleFile("App/Previews/BoardPreview/BoardPreviewApp.swift", """
                import SwiftUI
                import Board

                @main
                struct BoardPreviewApp: App {
                    var body: some Scene {
                        WindowGroup { BoardView(cells: .sample) }
                    }
                }
                """),
                ExampleFile("Sources/Board/BoardView.swift", """
                import SwiftUI
                public struct BoardView: View {
                    let cells: [Cell]
                    public var body: some View { Grid { ForEach(cells) { CellView(cell: $0) } } }
                }
                """),
            ]),
            // Widget content: the widget's own preview renders it with its timeline entries.
            RuleExample(project: [
                ExampleFile("Widgets/AccountWidget.swift", """
                import SwiftUI
                import WidgetKit

                struct AccountWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "account", provider: AccountProvider()) { entry in
                            AccountWidgetView(entry: entry)
                        }
                        .supportedFamilies([.systemSmall])
                    }
                }

                #Preview(as: .systemSmall) {
                    AccountWidget()
                } timeline: {
                    AccountEntry.stub
                }
                """),
                ExampleFile("Widgets/AccountWidgetView.swift", """
                import SwiftUI
                import WidgetKit

                struct AccountWidgetView: View {
                    var entry: AccountEntry
                    @Environment(\\.widgetFamily) var family
                    var body: some View {
                        VStack { Text(entry.name); Text(entry.followers, format: .number) }
                    }
                }
                """),
            ]),
            RuleExample("""
            import SwiftUI
            import WishKit

            struct WishlistView: View {
                var body: some View {
                    WishKit.FeedbackListView()
                }
            }
            """, path: "App/Tabs/Settings/WishlistView.swift"),
            RuleExample("""
            import SwiftUI

            struct NavigationTab<Content: View>: View {
                @State private var routerPath = RouterPath()
                var content: () -> Content
                var body: some View {
                    NavigationStack(path: $routerPath.path) { content() }
                }
            }

            struct CardStack<Cards>: View where Cards: View {
                let cards: Cards
                var body: some View { VStack { cards } }
            }
            """, path: "App/Tabs/NavigationTab.swift"),
            RuleExample("""
            import SwiftUI
            import Explore

            struct ExploreTab: View {
                @State private var routerPath = RouterPath()
                var body: some View {
                    NavigationStack(path: $routerPath.path) {
                        ExploreView()
                            .withAppRouter()
                            .toolbar { ToolbarTab(routerPath: $routerPath) }
                    }
                    .environment(routerPath)
                }
            }
            """, path: "App/Tabs/ExploreTab.swift"),
            RuleExample("""
            import SwiftUI

            public struct ScrollToTopAnchor: View {
                public init() {}
                public var body: some View {
                    HStack { EmptyView() }
                        .listRowBackground(Color.clear)
                        .accessibilityHidden(true)
                        .id("top")
                }
            }
            """, path: "Packages/DesignSystem/Sources/DesignSystem/ScrollToTopAnchor.swift"),
            RuleExample("""
            import Charts
            import SwiftUI

            struct ChartSelectionOverlay: View {
                let proxy: ChartProxy
                var body: some View { Rectangle().fill(.clear).frame(width: proxy.plotSize.width) }
            }
            """, path: "Features/Stats/View/ChartSelectionOverlay.swift"),
            RuleExample("""
            extension Query {
                func searching(_ text: String) -> some View { Shield(text: text) }
            }

            private struct Shield: View {
                let text: String
                var body: some View { Color.clear }
            }
            """, path: "Sources/App/Common/QuerySearch.swift"),
            RuleExample("""
            struct ProductRow: View {
                let product: ProductModel
                var body: some View { Text(product.name) }
            }

            #if DEBUG
            #Preview {
                ProductRow(product: .stub)
            }
            #endif
            """, path: "Sources/App/Product/ProductRow.swift"),
            RuleExample("""
            struct CartScreen: View {
                var body: some View { Text("Cart") }
            }

            struct CartScreen_Previews: PreviewProvider {
                static var previews: some View { CartScreen() }
            }
            """, path: "Sources/App/Cart/CartScreen.swift"),
            RuleExample("""
            struct Preview<Content: View>: View {
                let content: Content
                var body: some View { content.preferredColorScheme(.light) }
            }

            struct CardStyle: ViewModifier {
                func body(content: Content) -> some View { content.padding() }
            }

            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("Shop") } }
            }

            #if DEBUG
            struct DebugOverlay: View {
                var body: some View { Text("debug") }
            }
            #endif
            """, path: "Sources/App/ShopApp.swift"),
            RuleExample("""
            struct SpyView: View {
                var body: some View { Text("spy") }
            }
            """, path: "Tests/AppTests/SpyView.swift"),
            RuleExample("""
            struct GalleryRow: View {
                var body: some View { Text("row") }
            }
            """, path: "Sources/App/Preview Content/GalleryRow.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["WindowGroup", "Window"]


    let configuration: RuleConfiguration

    /// `MemberReference.member` of a View that lacks a preview, of a View that a previewed widget
    /// renders, and of a View a window scene shows as its root: the facts the project half weighs.
    static let missingNote = "missing", renderedNote = "rendered", appRootNote = "app-root"

    /// Notes the View a `WindowGroup { … }` or `Window(…) { … }` shows at its top: a preview of it
    /// would be the running app (or, in a preview app of its own, it is previewed already). Files
    /// in `Previews` folders count as test files, and preview apps live there, so test files are
    /// read too.
    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              callee == "WindowGroup" || callee == "Window",
              let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) else { return }
        for item in closure.statements {
            guard let expression = item.item.as(ExprSyntax.self),
                  let root = SyntaxQueries.chainRoot(expression).as(FunctionCallExprSyntax.self),
                  let type = SyntaxQueries.constructedTypeName(root), UTF8Text.startsUppercase(type) else { continue }
            let location = file.lines.location(of: root.positionAfterSkippingLeadingTrivia)
            file.record(MemberReference(kind: Self.description.id, typeName: type, member: Self.appRootNote,
                                        line: location.line, column: location.column))
        }
    }

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }
        if SyntaxQueries.inherits(node.inheritanceClause, named: "Widget") {
            noteRenderedViews(of: node, in: file)
            return
        }
        guard SyntaxQueries.inheritsView(node.inheritanceClause) else { return }
        let views = file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all
        // The file's preview (one cached answer per file) before the tests of every View's body.
        guard views.first?.id == node.id, !PreviewBlocks.hasPreview(file),
              views.contains(where: { !Self.isFilePrivate($0) && !Self.isPlainWrapper($0) && !Self.isContainer($0) && !Self.needsFrameworkProxy($0)
                    && !Self.isNavigationShell($0, besides: views) && !Self.isInvisible($0) }) else { return }
        // The project half reports it, unless a previewed widget of the module renders it.
        let location = file.lines.location(of: node.name.positionAfterSkippingLeadingTrivia)
        file.record(MemberReference(kind: Self.description.id, typeName: node.name.text, member: Self.missingNote,
                                    line: location.line, column: location.column))
    }

    /// For a `Widget` that a `#Preview` of its own file constructs (`#Preview(as: .systemSmall) {
    /// AccountWidget() } timeline: {…}`), notes the Views its `body` constructs outside any
    /// `if`, `switch` or `?:`: the preview renders each of them with its timeline entries.
    private func noteRenderedViews(of widget: StructDeclSyntax, in file: FileContext) {
        let name = widget.name.text
        let previewed = PreviewBlocks.macros(in: file.tree).contains { macro in
            let tokens = Array(macro.tokens(viewMode: .sourceAccurate))
            return zip(tokens, tokens.dropFirst()).contains { $0.text == name && $1.tokenKind == .leftParen }
        }
        guard previewed, !SyntaxQueries.isPreviewOrDebugCode(widget),
              let body = SyntaxQueries.memberDeclarations(of: widget.memberBlock).lazy.compactMap({ $0.as(VariableDeclSyntax.self) })
                .first(where: { SyntaxQueries.boundNames($0) == ["body"] }) else { return }
        let finder = ConstructionFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        for call in finder.calls {
            guard let type = SyntaxQueries.constructedTypeName(call), UTF8Text.startsUppercase(type) else { continue }
            let location = file.lines.location(of: call.positionAfterSkippingLeadingTrivia)
            file.record(MemberReference(kind: Self.description.id, typeName: type, member: Self.renderedNote, callee: name,
                                        line: location.line, column: location.column))
        }
    }

    /// The calls of a widget's `body` outside conditional code (`if`, `switch`, `?:`), which a
    /// preview may not reach.
    private final class ConstructionFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        var rendered = Set<String>(), appRoots = Set<String>()
        for file in project.files {
            let module = project.placements[file.path]?.module ?? ""
            for reference in file.memberReferences where reference.kind == Self.description.id {
                if reference.member == Self.renderedNote { rendered.insert(module + "|" + (reference.typeName ?? "")) }
                // A window's root may live in any module of the project (the App target shows a
                // feature package's root view), so it is matched by name alone.
                if reference.member == Self.appRootNote, let name = reference.typeName { appRoots.insert(name) }
            }
        }
        var findings: [Finding] = []
        for file in project.files {
            let module = project.placements[file.path]?.module ?? ""
            for reference in file.memberReferences where reference.kind == Self.description.id && reference.member == Self.missingNote {
                guard let name = reference.typeName, !rendered.contains(module + "|" + name), !appRoots.contains(name) else { continue }
                findings.append(finding(file.path, SourcePoint(line: reference.line, column: reference.column),
                                        "'\(name)' has no `#Preview` in its file; add one that renders it with stub data."))
            }
        }
        return findings
    }

    /// Whether a View's whole `body` is one construction of another view with no arguments and no
    /// modifiers (`WishKit.FeedbackListView()`): its preview would only show the wrapped view.
    static func isPlainWrapper(_ view: StructDeclSyntax) -> Bool {
        guard let statements = ViewRuleSupport.bodyStatements(ofTypeAround: Syntax(view)), statements.count == 1,
              case .expr(let expression) = statements.first?.item,
              let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return call.arguments.isEmpty && call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
            && name?.first?.isUppercase == true
    }

    /// Whether a View's whole `body` is a `NavigationStack` (or `NavigationView`) around one view
    /// declared in another file (`ExploreView()`, under routing modifiers): a tab shell, whose
    /// preview would show only that view. A view of the same file keeps the file reported.
    static func isNavigationShell(_ view: StructDeclSyntax, besides views: [StructDeclSyntax]) -> Bool {
        guard let statements = ViewRuleSupport.bodyStatements(ofTypeAround: Syntax(view)), statements.count == 1,
              case .expr(let expression) = statements.first?.item,
              let stack = SyntaxQueries.chainRoot(expression).as(FunctionCallExprSyntax.self),
              let stackName = SyntaxQueries.constructedTypeName(stack), stackName == "NavigationStack" || stackName == "NavigationView",
              let content = stack.trailingClosure ?? SyntaxQueries.closures(of: stack).first, content.statements.count == 1,
              case .expr(let hosted) = content.statements.first?.item,
              let call = SyntaxQueries.chainRoot(hosted).as(FunctionCallExprSyntax.self),
              let name = SyntaxQueries.constructedTypeName(call), name.hasSuffix("View") || name.hasSuffix("Screen"),
              !frameworkViews.contains(name) else { return false }
        return !views.contains { $0.name.text == name }
    }

    /// SwiftUI views whose names end like a screen's: content of the shell's own, not another view.
    private static let frameworkViews: Set<String> = ["ScrollView", "TabView", "ProgressView", "ContentUnavailableView", "AnyView",
                                                       "EmptyView", "NavigationView", "NavigationSplitView"]

    /// Whether a View's whole `body` shows nothing: `EmptyView()`, `Color.clear`, or a stack or
    /// `Group` holding only those, under any modifiers (an anchor for scrolling or `onAppear`).
    static func isInvisible(_ view: StructDeclSyntax) -> Bool {
        guard let statements = ViewRuleSupport.bodyStatements(ofTypeAround: Syntax(view)), statements.count == 1,
              case .expr(let expression) = statements.first?.item else { return false }
        return isNothing(expression, allowingStack: true)
    }

    /// Whether an expression, under its modifiers, is `EmptyView()` or `Color.clear` (or, when
    /// `allowingStack`, a stack or `Group` whose content is only those).
    private static func isNothing(_ expression: ExprSyntax, allowingStack: Bool) -> Bool {
        var current = expression
        // Down the modifier calls only, so that `Color.clear` stays whole.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !SyntaxQueries.isModuleQualifier(base) {
            current = base
        }
        if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "clear",
           let base = member.base, SyntaxQueries.isTypeReference(base, named: "Color") {
            return true
        }
        guard let call = current.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.constructedTypeName(call) else { return false }
        if name == "EmptyView" { return call.arguments.isEmpty }
        guard allowingStack, ["HStack", "VStack", "ZStack", "Group"].contains(name),
              let content = call.trailingClosure, !content.statements.isEmpty else { return false }
        return content.statements.allSatisfy { item in
            guard case .expr(let inner) = item.item else { return false }
            return isNothing(inner, allowingStack: false)
        }
    }

    /// Whether a View is generic over a view it is given (`struct Card<Content: View>: View`): a
    /// container whose look is mostly what its caller puts in it.
    static func isContainer(_ view: StructDeclSyntax) -> Bool {
        let constrained = view.genericParameterClause?.parameters.contains { parameter in
            parameter.inheritedType.map { ["View", "SwiftUI.View"].contains($0.trimmedDescription) } ?? false
        } ?? false
        let whereView = view.genericWhereClause?.requirements.contains { requirement in
            requirement.requirement.as(ConformanceRequirementSyntax.self).map { ["View", "SwiftUI.View"].contains($0.rightType.trimmedDescription) } ?? false
        } ?? false
        return constrained || whereView
    }

    /// Whether a View stores a proxy that only a framework container hands out (`ChartProxy`,
    /// `GeometryProxy`, `ScrollViewProxy`): no stub data can build it outside that container.
    static func needsFrameworkProxy(_ view: StructDeclSyntax) -> Bool {
        SyntaxQueries.memberDeclarations(of: view.memberBlock).contains { member in
            member.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.typeAnnotation.map { ["ChartProxy", "GeometryProxy", "ScrollViewProxy"].contains($0.type.trimmedDescription) } ?? false
            } ?? false
        }
    }

    /// Whether a View is `private` or `fileprivate`: a helper of its file, not a component.
    static func isFilePrivate(_ view: StructDeclSyntax) -> Bool {
        view.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }
}
