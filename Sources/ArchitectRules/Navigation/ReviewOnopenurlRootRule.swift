import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags `.onOpenURL` in a View that the `@main` App does not show as its root.
struct ReviewOnopenurlRootRule: SyntaxRule, ProjectRule {
    static let description = RuleDescription(
        id: "review-onopenurl-root", title: "Handle deep links at the app root", category: .nav,
        impact: .medium, presets: [.review],
        rationale: """
        The review checklist wants one `.onOpenURL` at the root of the app, handing each URL to \
        the router. Handlers scattered over feature views only run while their view is on screen, \
        and two of them can both react to one link. Reported, at `onOpenURL`: the modifier \
        written in the body or helpers of a View struct (also in its same-file extensions) that \
        the `@main` App's `body` does not construct, when the project has such an App. The roots \
        are the view types constructed anywhere in the App's `body` (`WindowGroup { RootView() }`, \
        `ContentView().environment(router)`); a handler in one of them, or in the App itself, is \
        left alone. Also left alone: handlers in `ViewModifier`s and `extension View` helpers \
        (where they are applied is not followed), projects whose App is not among the linted \
        files, App structs marked `#if DEBUG`, test files and previews. A root reached through a \
        second step (the App shows `AppView`, whose body is `MainTabs`) is not a root here; \
        suppress the finding there or move the handler up.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/ShopApp.swift", """
                import SwiftUI
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """),
                ExampleFile("App/Home/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View {
                        FeedList().↓onOpenURL { url in router.handle(url: url) }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/ShopApp.swift", """
                import SwiftUI
                @main struct ShopApp: App {
                    @State private var router = RouterPath()
                    var body: some Scene { WindowGroup { ContentView().environment(router) } }
                }
                """),
                ExampleFile("App/Settings/SettingsView.swift", """
                import SwiftUI
                #if os(iOS)
                extension Settings {
                    struct Screen: SwiftUI.View {
                        var body: some View { list }
                    }
                }
                extension Settings.Screen {
                    var list: some View {
                        SettingsList()
                            .↓onOpenURL(perform: open)
                    }
                }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/NotesApp.swift", """
                import SwiftUI
                @main struct NotesApp: App {
                    var body: some Scene {
                        WindowGroup { NotesRoot() }
                        Settings { PreferencesView() }
                    }
                }
                """),
                ExampleFile("App/NoteDetail.swift", """
                import SwiftUI
                struct NoteDetail: View {
                    let note: Note
                    var body: some View { Text(note.title).↓onOpenURL { _ in } }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/ShopApp.swift", """
                import SwiftUI
                @main struct ShopApp: App {
                    @State private var router = RouterPath()
                    var body: some Scene {
                        WindowGroup {
                            RootView()
                                .onOpenURL { url in _ = router.handle(url: url) }
                        }
                    }
                }
                """),
                ExampleFile("App/RootView.swift", """
                import SwiftUI
                // HomeView().onOpenURL { … } would scatter the handling.
                struct RootView: View {
                    var body: some View { HomeView().onOpenURL { url in open(url) } }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Links.swift", """
                import SwiftUI
                struct DeepLinks: ViewModifier {
                    func body(content: Content) -> some View { content.onOpenURL { router.handle(url: $0) } }
                }
                extension View {
                    func handlesLinks() -> some View { onOpenURL { router.handle(url: $0) } }
                }
                """),
                ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { RootView() } }\n}"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Feature/HomeView.swift", """
                import SwiftUI
                public struct HomeView: View {
                    public var body: some View { Text("Home").onOpenURL { _ in } }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/ShopApp.swift", "import SwiftUI\n@main struct ShopApp: App {\n    var body: some Scene { WindowGroup { RootView() } }\n}"),
                ExampleFile("App/HomeView.swift", """
                import SwiftUI
                struct HomeView: View {
                    var body: some View { Text("Home") }
                }
                #Preview { HomeView().onOpenURL { _ in } }
                """),
                ExampleFile("Tests/AppTests/Harness.swift", "import SwiftUI\nstruct Harness: View {\n    var body: some View { Text(\"x\").onOpenURL { _ in } }\n}"),
            ]),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["onOpenURL"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("onOpenURL"), let name = SyntaxQueries.calledNameToken(node), name.text == "onOpenURL",
              SyntaxQueries.isMemberCall(node) || node.calledExpression.is(DeclReferenceExprSyntax.self),
              !file.isTestFile, let owner = SyntaxQueries.enclosingTypeDeclaration(of: node),
              owner.is(StructDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self), SyntaxQueries.isViewType(owner),
              let view = SyntaxQueries.declaredName(of: owner)?.split(separator: ".").last.map(String.init),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        ProjectNotes.note(name, for: Self.description, typeName: view, user: "handler", in: file)
    }

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, SyntaxQueries.attribute("main", in: node.attributes) != nil,
              SyntaxQueries.inherits(node.inheritanceClause, named: "App"), !SyntaxQueries.isDebugOnly(node) else { return }
        for member in SyntaxQueries.memberDeclarations(of: node.memberBlock) {
            guard let variable = member.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable) == ["body"] else { continue }
            var seen = Set<String>()
            for call in SyntaxQueries.calls(in: variable, where: { SyntaxQueries.constructedTypeName($0) != nil }) {
                guard let type = SyntaxQueries.constructedTypeName(call), seen.insert(type).inserted else { continue }
                ProjectNotes.note(call, for: Self.description, typeName: type, user: "root", in: file)
            }
            // Even an App whose body constructs nothing marks the project as having one.
            ProjectNotes.note(node.name, for: Self.description, typeName: node.name.text, user: "root", in: file)
        }
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        var roots = Set<String>()
        var handlers: [(file: FileSummary, note: SingletonUse)] = []
        for file in project.files {
            for note in ProjectNotes.notes(for: Self.description, in: file) {
                if note.user == "root" { roots.insert(note.typeName) } else { handlers.append((file, note)) }
            }
        }
        guard !roots.isEmpty else { return [] }
        return handlers.filter { !roots.contains($0.note.typeName) }.map { item in
            finding(item.file.path, SourcePoint(line: item.note.line, column: item.note.column),
                    "`\(item.note.typeName)` handles deep links itself; attach one `.onOpenURL` at the app's root view and let the router route the URL.")
        }
    }
}
