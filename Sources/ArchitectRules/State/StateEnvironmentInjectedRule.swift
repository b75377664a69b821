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
        parameter with a declared type or a constructor as initial value, `x.member`, whose \
        candidates are the declared types of every property named `member` in the project (of \
        `x`'s type when that is known), and a call `x.make(…)` or `make(…)` of a function the \
        project declares, whose candidates are the declared return types (one plain type or an \
        optional of one) of every project function of that name (of `x`'s type and its \
        supertypes when that is known). A view's own `@Environment(T.self)` or \
        `@EnvironmentObject` read injected again (into a sheet or a context menu) passes a `T` \
        on and creates none, so it is no source of `T`. Typealiases, superclasses and both \
        spellings of an alias count as the same type. When one injection's type cannot be told \
        (a function the project does not declare or that returns a generic, opaque or composed \
        type, a closure parameter, a generic parameter, a `member` no typed property of the \
        project is named), it could be anything and the rule says nothing at all. An injection \
        in a function or a type whose name contains `preview` (any case), every use of which is \
        inside a `#Preview` or `PreviewProvider` body or other such code, is a preview injection \
        (`withPreviewsEnv()`, `struct WrapperForPreview: View`); other names count as app code \
        even when only previews use them, since the walk notes every use only of these names (a \
        recall limit). App and scene delegates (adopting `UIApplicationDelegate`, \
        `UIWindowSceneDelegate` and the like) are left alone: SwiftUI injects an observable \
        delegate by itself. The rule asks whether some injection of `T` \
        exists, not whether each view's ancestors inject it, so a subtree that lacks its \
        injection while another has one is not reported. The project is the tree the run \
        indexes, rooted at the working directory: run it from the app's root (as a plugin or \
        the harness does), since linting an app from a parent folder also indexes the sibling \
        projects, whose injections (often of types no syntax can tell) can silence it. Left alone: optional reads, which never crash; key-path reads (`\\.dismiss`); \
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
            RuleExample(project: [
                ExampleFile("App/FeedApp.swift", """
                import SwiftUI
                @main struct FeedApp: App {
                    let services = Services()
                    var body: some Scene {
                        WindowGroup { FeedView().environment(services.makeRouter()).environment(Services.shared?.banner()) }
                    }
                }
                """),
                ExampleFile("App/Services.swift", """
                import Observation
                @Observable final class FeedRouter {}
                @Observable final class Banner {}
                @Observable final class Toasts {}
                final class Services {
                    static let shared: Services? = Services()
                    func makeRouter() -> FeedRouter { FeedRouter() }
                    func banner() -> Banner? { nil }
                    // "makeToasts" is a word in a comment, not a call: `.environment(makeToasts())`
                }
                """),
                ExampleFile("App/FeedView.swift", """
                import SwiftUI
                struct FeedView: View {
                    @Environment(FeedRouter.self) private var router
                    @Environment(Banner.self) private var banner
                    ↓@Environment(Toasts.self) private var toasts
                    var body: some View { Text("Feed") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/ChatApp.swift", """
                import SwiftUI
                @main struct ChatApp: App {
                    var body: some Scene { WindowGroup { ChatList() } }
                }
                @Observable final class Stream {}
                """),
                ExampleFile("App/ChatList.swift", """
                import SwiftUI
                struct ChatList: View {
                    ↓@Environment(Stream.self) private var stream
                    @State private var showsDetail = false
                    var body: some View {
                        Text("Chats").sheet(isPresented: $showsDetail) { ChatRow().environment(stream) }
                    }
                }
                struct ChatRow: View {
                    ↓@EnvironmentObject var settings: ChatSettings
                    ↓@Environment(Stream.self) private var stream
                    var body: some View { Text("Row").contextMenu { Text("Copy") } preview: { Text("Row").environment(stream).environmentObject(settings) } }
                }
                final class ChatSettings: ObservableObject {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/TodoApp.swift", """
                import SwiftUI
                @main struct TodoApp: App {
                    var body: some Scene { WindowGroup { TodoList() } }
                }
                """),
                ExampleFile("App/PreviewSupport.swift", """
                import SwiftUI
                @Observable final class TodoStore {}
                @Observable final class Clock {}
                extension View {
                    func withPreviewStores() -> some View { environment(TodoStore()) }
                }
                struct ClockPreviewHost: View {
                    var body: some View { TodoList().environment(Clock()) }
                }
                """),
                ExampleFile("App/TodoList.swift", """
                import SwiftUI
                struct TodoList: View {
                    ↓@Environment(TodoStore.self) private var store
                    ↓@Environment(Clock.self) private var clock
                    var body: some View { Text("Todos") }
                }
                #Preview { TodoList().withPreviewStores() }
                struct TodoList_Previews: PreviewProvider {
                    static var previews: some View { ClockPreviewHost() }
                }
                """),
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
                func makeAlbum<T>(_ make: () -> T) -> T { make() }
                struct Gallery: View {
                    @Environment(Library.self) private var library
                    var body: some View { Text("Photos") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/NewsApp.swift", """
                import SwiftUI
                @main struct NewsApp: App {
                    let container = Container()
                    var body: some Scene {
                        WindowGroup {
                            NewsView()
                                .environment(container.makeRouter())
                                .environment(try? Container.makeStore())
                                .environment(makeEditions())
                        }
                    }
                    func makeEditions() -> Editions { Editions() }
                }
                """),
                ExampleFile("App/Container.swift", """
                import Observation
                @Observable final class NewsRouter {}
                @Observable final class NewsStore {}
                @Observable final class Editions {}
                final class Container {
                    static func makeStore() throws -> NewsStore { NewsStore() }
                }
                extension Container {
                    func makeRouter() -> NewsRouter { NewsRouter() }
                }
                """),
                ExampleFile("App/NewsView.swift", """
                import SwiftUI
                struct NewsView: View {
                    @Environment(NewsRouter.self) private var router
                    @Environment(NewsStore.self) private var store
                    @Environment(Editions.self) private var editions
                    var body: some View { Text("News") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/RadioApp.swift", """
                import SwiftUI
                @main struct RadioApp: App {
                    let factory = Factory()
                    var body: some Scene {
                        WindowGroup { Stations().environment(factory.make()).environment(factory.resolve()) }
                    }
                }
                """),
                ExampleFile("App/Factory.swift", """
                import Observation
                @Observable final class Player {}
                @Observable final class Tuner {}
                final class Factory {
                    var make: () -> Player = { Player() }
                    func resolve<T: AnyObject>() -> T { fatalError() }
                }
                """),
                ExampleFile("App/Stations.swift", """
                import SwiftUI
                struct Stations: View {
                    @Environment(Player.self) private var player
                    @Environment(Tuner.self) private var tuner
                    var body: some View { Text("Radio") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/MapsApp.swift", """
                import SwiftUI
                @main struct MapsApp: App {
                    var body: some Scene { WindowGroup { MapScreen().withPreviewableEnvironment() } }
                }
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                        configuration.delegateClass = SceneDelegate.self
                        return configuration
                    }
                }
                @Observable final class SceneDelegate: NSObject, UIWindowSceneDelegate {}
                @Observable final class MapModel {}
                extension View {
                    func withPreviewableEnvironment() -> some View { environment(MapModel()) }
                }
                """),
                ExampleFile("App/MapScreen.swift", """
                import SwiftUI
                struct MapScreen: View {
                    @Environment(SceneDelegate.self) private var sceneDelegate
                    @Environment(MapModel.self) private var model
                    var body: some View { Text("Map") }
                }
                #Preview { MapScreen().withPreviewableEnvironment() }
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

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        EnvironmentInjection.noteFunction(node, in: file)
    }

    func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) {
        EnvironmentInjection.noteReference(node.baseName, at: node, in: file)
    }

    func visit(_ node: IdentifierTypeSyntax, in file: FileContext) {
        EnvironmentInjection.noteReference(node.name, at: node, in: file)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let linted = Set(project.files.map(\.path))
        let index = EnvironmentInjectionIndex(project.wholeProject)
        guard index.hasAppEntryPoint else { return [] }
        let previewOnly = index.previewOnlyCode()
        let injections = index.facts.filter { $0.fact.kind == .injection && $0.fact.preview.isEmpty && !previewOnly.contains($0.fact) }.map(\.fact)
        guard let injected = index.injectedTypes(injections) else { return [] }
        var findings: [Finding] = []
        for noted in index.facts where noted.fact.kind == .read && linted.contains(noted.path) && !index.isProvided(noted.fact.name, by: injected) {
            let read = noted.fact
            findings.append(finding(noted.path, SourcePoint(line: read.line, column: read.column),
                "`\(read.owner)` reads \(EnvironmentInjectionIndex.spelling(of: read)), but no code of the project outside previews and tests injects a `\(read.name)` with `\(EnvironmentInjectionIndex.modifier(for: read.mechanism))`; the app crashes when this view appears."))
        }
        return findings
    }
}
