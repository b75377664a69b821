import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a read of an environment object by type that nothing in the app injects: the view
/// crashes when it appears.
struct StateEnvironmentInjectedRule: SyntaxRule, ProjectRule, WholeProjectRule {
    static let description = RuleDescription(
        id: "state-environment-injected", title: "Every environment object read is injected somewhere", category: .state,
        impact: .critical, presets: [.recommended, .clinic, .mvvm, .review, .clean],
        rationale: """
        `@Environment(T.self) var x` and `@EnvironmentObject var x: T` stop the app at run time \
        when no ancestor injected a `T`, and the compiler cannot see it. Reported, at the \
        attribute: a non-optional read of `T` in a type (outside tests, previews and `#if DEBUG`), \
        where `T` is a class or actor the project declares, and no `.environment(value)` or \
        `.environmentObject(value)` anywhere in the project outside previews and tests (helper \
        modifiers, `UIHostingController(rootView:)` and `#if DEBUG` code count) injects a value \
        that can be a `T`. Both modifiers count for both kinds of read. A value's type is read from \
        the syntax: `T(…)`, `T.shared` (the static property's declared type), a local, property or \
        parameter with a declared type or a constructor as initial value, an environment read \
        re-injected, and `x.member`, whose candidates are the declared types of every property \
        named `member` in the project (of `x`'s type when that is known). Typealiases, superclasses \
        and both spellings of an alias count as the same type. When one injection's type cannot \
        be told (a function's result, a closure parameter, a generic parameter, a `member` no \
        typed property of the project is named), it could be anything and the rule says nothing \
        at all. Left alone: optional reads, which never crash; key-path reads (`\\.dismiss`); \
        types declared outside the project (a framework may inject them); generic parameters; \
        and every project with no `@main` type adopting `App` (a library, a UIKit app), where \
        the code that injects may live elsewhere. A run on some paths still sees the whole \
        project's injections.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/ShopApp.swift", """
                import SwiftUI
                @main struct ShopApp: App {
                    @State private var cart = Cart()
                    var body: some Scene { WindowGroup { RootView().environment(cart) } }
                }
                """),
                ExampleFile("App/Models.swift", "import Observation\n@Observable final class Cart {}\n@Observable final class Router {}"),
                ExampleFile("App/ProfileView.swift", """
                import SwiftUI
                struct ProfileView: View {
                    ↓@Environment(Router.self) private var router
                    @Environment(Cart.self) private var cart
                    var body: some View { Text("Profile") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/NotesApp.swift", """
                import SwiftUI
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { NotesList() } }
                }
                """),
                ExampleFile("Packages/Notes/Sources/Notes/Store.swift", "import Combine\npublic final class NotesStore: ObservableObject {}"),
                ExampleFile("Packages/Notes/Sources/Notes/NotesList.swift", """
                import SwiftUI
                public struct NotesList: View {
                    ↓@EnvironmentObject var store: NotesStore
                    public var body: some View { Text("Notes") }
                }
                #Preview { NotesList().environmentObject(NotesStore()) }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/MailApp.swift", """
                import SwiftUI
                @main struct MailApp: App {
                    let session = Session()
                    var body: some Scene { WindowGroup { Inbox().environment(session) } }
                }
                """),
                ExampleFile("App/Types.swift", """
                import Observation
                @Observable final class Session {}
                @Observable final class MailboxRouter {}
                typealias InboxRouter = MailboxRouter
                """),
                ExampleFile("App/Inbox.swift", """
                import SwiftUI
                extension Mail {
                    struct Inbox: View {
                        #if os(iOS)
                        ↓@Environment(InboxRouter.self) var router: InboxRouter
                        #endif
                        var body: some View { Text("Inbox") }
                    }
                }
                """),
                ExampleFile("Tests/AppTests/InboxTests.swift", "import SwiftUI\nlet probe = Inbox().environment(MailboxRouter())"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/ShopApp.swift", """
                import SwiftUI
                @main struct ShopApp: App {
                    @State private var container = AppContainer()
                    var body: some Scene {
                        WindowGroup {
                            TabView {
                                HomeShell().withAppEnvironment(container)
                                AccountShell().environment(container.account)
                            }
                        }
                    }
                }
                extension View {
                    func withAppEnvironment(_ container: AppContainer) -> some View {
                        environment(container.router).environmentObject(container.settings)
                    }
                }
                """),
                ExampleFile("App/AppContainer.swift", """
                import Observation
                @Observable final class AppContainer {
                    let router = Router()
                    let settings: Settings = .init()
                    let account: AccountModel = AccountModel()
                }
                """),
                ExampleFile("Packages/Home/Sources/Home/HomeShell.swift", """
                import SwiftUI
                public struct HomeShell: View {
                    @Environment(Router.self) private var router
                    @EnvironmentObject var settings: Settings
                    @Environment(AccountModel.self) private var account
                    public var body: some View { Detail().environment(router) }
                }
                struct Detail: View {
                    @Environment(Router.self) private var router
                    @Environment(Banner.self) private var banner: Banner?
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Text("Detail") }
                }
                """),
                ExampleFile("App/Models.swift", "import SwiftUI\n@Observable final class Router {}\nfinal class Settings: ObservableObject {}\n@Observable final class AccountModel {}\n@Observable final class Banner {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/PhotosApp.swift", """
                import SwiftUI
                @main struct PhotosApp: App {
                    var body: some Scene { WindowGroup { Gallery().environment(makeLibrary()) } }
                }
                """),
                ExampleFile("App/Gallery.swift", """
                import SwiftUI
                @Observable final class Library {}
                struct Gallery: View {
                    @Environment(Library.self) private var library
                    var body: some View { Text("Photos") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Checkout/CheckoutView.swift", """
                import SwiftUI
                @Observable public final class PaymentSheet {}
                public struct CheckoutView: View {
                    @Environment(PaymentSheet.self) private var sheet
                    public var body: some View { Text("Pay") }
                }
                """),
                ExampleFile("Package.swift", """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Checkout", targets: [.target(name: "Checkout")])
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        EnvironmentInjection.noteRead(node, in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        EnvironmentInjection.noteCall(node, in: file)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let linted = Set(project.files.map(\.path))
        let index = EnvironmentInjectionIndex(project.wholeProject)
        guard index.hasAppEntryPoint else { return [] }
        let injections = index.facts.filter { $0.fact.kind == .injection && $0.fact.preview.isEmpty }.map(\.fact)
        guard let injected = index.injectedTypes(injections) else { return [] }
        var findings: [Finding] = []
        for noted in index.facts where noted.fact.kind == .read && linted.contains(noted.file.path) && !index.isProvided(noted.fact.name, by: injected) {
            let read = noted.fact
            findings.append(finding(noted.file.path, SourcePoint(line: read.line, column: read.column),
                "`\(read.owner)` reads \(EnvironmentInjectionIndex.spelling(of: read)), but no code of the project outside previews and tests injects a `\(read.name)` with `\(EnvironmentInjectionIndex.modifier(for: read.mechanism))`; the app crashes when this view appears."))
        }
        return findings
    }
}
