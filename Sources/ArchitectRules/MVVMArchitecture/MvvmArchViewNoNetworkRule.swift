import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags Views that talk to the network themselves instead of going through a ViewModel.
struct MvvmArchViewNoNetworkRule: SyntaxRule {
    /// The `types` option.
    static let types = Option<[String]>("types", default: ["URLSession"], "The network type names a View may not reference.")

    /// The `flagPersistence` option.
    static let flagPersistence = Option<Bool>("flagPersistence", default: false, "Also report SwiftData access (`@Query`, `ModelContext`, `FetchDescriptor`) and stored repositories in Views.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "mvvm-arch-view-no-network", title: "Views do not use URLSession", category: .mvvmArchitecture, impact: .must,
        presets: [.recommended, .mvvm, .clinic], aliases: ["layer-no-view-repository"],
        rationale: """
        A View that fires its own requests mixes transport with presentation: it cannot be \
        previewed or tested without the network, loading and error handling get copied from \
        screen to screen, and the request dies or repeats with the view's lifetime. Views hand \
        user intent to a ViewModel, which asks a repository or network service for the data.

        Reported: every reference to a type listed in `types` (default: `URLSession`) made \
        directly inside a View, meaning a struct whose inheritance clause names `View` or whose \
        `View` conformance is written on an extension in the same file, an extension of such a \
        struct (`extension ProfileView { func load() … }` next to `struct ProfileView: View`), \
        or an extension that declares `View` conformance itself. A reference is a type annotation \
        (`let session: URLSession`, `URLSession?`, generic arguments, `URLSession.Configuration`), \
        a static use (`URLSession.shared`, `URLSession.self`) or a construction \
        (`URLSession(configuration:)`), also written `Foundation.URLSession`. Each one is \
        reported where it is written. The mvvm preset widens `types` with its `NetworkService` \
        and `Endpoint` names.

        Left alone: ViewModel and other classes, types nested inside a View (they are \
        checked as themselves), extensions of types this file does not show to be Views (they \
        may or may not be), look-alike names (`Stubs.URLSession` from another namespace, `URLSessionMock`, \
        `URLSessionConfiguration`), members of the same name on a value (`client.URLSession`), \
        `#Preview` blocks and mentions in comments or strings.

        The rest of `layer-no-view-repository` (Views never touch persistence or repositories \
        either) is checked when `flagPersistence` is on, which the clinic preset does. Then \
        these are reported too, inside a View as defined above: the attribute of an \
        `@Environment(\\.modelContext)`, `@Query` or `@Environment(SomeRepository.self)` \
        property; every reference to `ModelContext` or `FetchDescriptor` (also \
        `SwiftData.`-qualified, constructions such as `FetchDescriptor<Item>(…)` included), \
        except the type written on a property already reported for its attribute; and the \
        written type of a stored property whose type name ends in `Repository` (`let \
        repository: any UserRepository`). Repository types written elsewhere (an \
        initializer parameter handed straight to a ViewModel) are left alone, and so is a \
        domain type that happens to be called `…Repository`, a known false positive for \
        apps about code repositories.
        """,
        options: [
            types,
            flagPersistence,
        ],
        presetOptions: [
            .mvvm: ["types": .strings(["URLSession", "NetworkService", "Endpoint"])],
            .clinic: ["flagPersistence": .bool(true)],
        ],
        triggering: [
            RuleExample("""
            struct ProfileView: View {
                @State private var name = ""
                var body: some View {
                    Text(name).task {
                        let url = URL(string: "https://example.com/me")!
                        let (data, _) = try await ↓URLSession.shared.data(from: url)
                        name = String(decoding: data, as: UTF8.self)
                    }
                }
            }
            """),
            RuleExample("""
            struct FeedView: SwiftUI.View {
                let session: ↓URLSession
                var fallback: ↓Foundation.URLSession? = nil
                init() {
                    session = ↓URLSession(configuration: .ephemeral)
                }
                var body: some View { EmptyView() }
            }
            """),
            RuleExample("""
            struct Gallery {}
            #if os(iOS)
            extension Gallery: View {
                var body: some View {
                    AsyncButton("Reload") {
                        try await ↓Foundation.URLSession.shared
                            .data(from: endpoint)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct SyncView {
                let session: ↓URLSession
            }
            extension SyncView: View {
                var body: some View { Button("Sync") { Task { await sync() } } }
            }
            extension SyncView {
                func sync() async {
                    _ = try? await ↓URLSession
                        .shared
                        .data(from: syncURL)
                }
            }
            """),
            RuleExample("""
            extension Feed {
                struct Thumbnail: View {
                    let url: URL
                    var body: some View {
                        Color.gray.task {
                            #if DEBUG
                            let session = ↓URLSession(configuration: .ephemeral)
                            #else
                            let session = ↓URLSession.shared
                            #endif
                            _ = try? await session.data(from: url)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct CatalogScreen: View {
                let service: ↓NetworkService
                var body: some View { EmptyView() }
            }
            """, options: ["types": .strings(["URLSession", "NetworkService", "Endpoint"])]),
            RuleExample("""
            struct UserProfileView: View {
                ↓@Environment(\\.modelContext) private var modelContext
                ↓@Query(sort: \\Note.date) private var notes: [Note]
                let userID: UUID
                var body: some View {
                    Text("Profile").task {
                        let descriptor = ↓FetchDescriptor<UserEntity>(
                            predicate: #Predicate { $0.id == userID }
                        )
                        _ = try? modelContext.fetch(descriptor)
                    }
                }
            }
            """, options: ["flagPersistence": .bool(true)]),
            RuleExample("""
            enum Orders {
                struct HistoryView: SwiftUI.View {
                    let repository: any ↓OrderRepository
                    ↓@SwiftUI.Environment(InvoiceRepository.self) private var invoices
                    #if DEBUG
                    var cache: ↓CacheRepository?
                    #endif
                    var body: some View { EmptyView() }
                }
            }
            """, options: ["flagPersistence": .bool(true)]),
            RuleExample("""
            struct Archive {}
            extension Archive: View {
                func purge(in context: ↓SwiftData.ModelContext) throws {
                    try context.delete(model: Entry.self)
                }
                var body: some View { Button("Purge") { try? purge(in: context) } }
            }
            """, options: ["flagPersistence": .bool(true)]),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable
            final class ProfileViewModel {
                private let session: URLSession
                init(session: URLSession = .shared) { self.session = session }
            }
            struct ProfileView: View {
                @State var model = ProfileViewModel()
                var body: some View { Text("URLSession is not used here") }
            }
            """),
            RuleExample("""
            // A View must not call URLSession.shared directly.
            struct NetworkStatusView: View {
                let mock: URLSessionMock
                let configuration: URLSessionConfiguration
                let stub: Stubs.URLSession
                var body: some View { Text(client.URLSession.description) }
            }
            """),
            RuleExample("""
            struct SettingsView: View {
                final class Loader {
                    let session = URLSession.shared
                }
                var body: some View { EmptyView() }
            }
            extension RemoteSettingsView {
                func makeSession() -> URLSession { .shared }
            }
            #Preview {
                SettingsView().environment(\\.session, URLSession.shared)
            }
            """),
            RuleExample("""
            struct CatalogScreen: View {
                let service: NetworkService
                var body: some View { EmptyView() }
            }
            """),
            RuleExample("""
            struct NotesView: View {
                @Environment(\\.modelContext) private var modelContext
                @Query private var notes: [Note]
                let repository: NoteRepository
                var body: some View { List(notes) { Text($0.title) } }
            }
            """),
            RuleExample("""
            // Views must not read @Query or @Environment(\\.modelContext) directly.
            @Observable
            final class NotesViewModel {
                private let repository: any NoteRepository
                private let context: ModelContext
                init(repository: any NoteRepository, context: ModelContext) {
                    self.repository = repository
                    self.context = context
                }
            }
            struct NotesView: View {
                @State private var viewModel: NotesViewModel
                @Environment(\\.dismiss) private var dismiss
                @Environment(AppTheme.self) private var theme
                let repositoryName = "NoteRepository"
                let browser: RepositoryBrowser
                init(repository: any NoteRepository) {
                    _viewModel = State(initialValue: NotesViewModel(repository: repository, context: .shared))
                }
                var body: some View { Text(repositoryName) }
            }
            """, options: ["flagPersistence": .bool(true)]),
            RuleExample("""
            struct QueryBuilderView: View {
                @QueryBuilder var filter: Filter
                let context: ModelContextMock
                var body: some View {
                    Text("FetchDescriptor")
                        .environment(\\.modelContext, container.mainContext)
                }
                struct Store {
                    let repository: ItemRepository
                    @Query var items: [Item]
                }
            }
            """, options: ["flagPersistence": .bool(true)]),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
        let persistence = configuration[Self.flagPersistence]
        var names = Set(configuration[Self.types])
        if persistence { names.formUnion(Self.persistenceTypes) }
        self.flagsPersistence = persistence
        self.reportedTypes = names
    }

    /// The key of the per-file answer to "does the text spell any reported type?", an exact
    /// pre-check that spares the type-reference test on every node of files that cannot match.
    private enum TypesMentioned {}

    /// The `flagPersistence` option, read once per run rather than once per node.
    private let flagsPersistence: Bool
    /// The type names reported: the `types` option, plus the persistence types when they are flagged.
    private let reportedTypes: Set<String>

    /// The persistence types reported when `flagPersistence` is on.
    private static let persistenceTypes: Set<String> = ["ModelContext", "FetchDescriptor"]

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ attribute: AttributeSyntax, in file: FileContext) {
        guard flagsPersistence else { return }
        guard let what = Self.persistenceAttribute(attribute),
              let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self), ViewRuleSupport.isInstanceMember(variable),
              let view = Self.viewName(containing: variable) else { return }
        report(attribute, "`\(view)` reads data through `\(what)`; let its ViewModel call a repository protocol instead.", in: file)
    }

    public func visit(_ identifier: IdentifierTypeSyntax, in file: FileContext) {
        if checkReference(Syntax(identifier), in: file) { return }
        if flagsPersistence, identifier.name.text.hasSuffix("Repository") {
            checkStoredRepository(identifier, name: identifier.name.text, in: file)
        }
    }

    public func visit(_ node: MemberTypeSyntax, in file: FileContext) { _ = checkReference(Syntax(node), in: file) }
    public func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) { _ = checkReference(Syntax(node), in: file) }

    /// Checks a reference to a networking or persistence type; false when `node` is none.
    private func checkReference(_ node: Syntax, in file: FileContext) -> Bool {
        let names = reportedTypes
        guard file.cachedFlag(TypesMentioned.self, { names.contains(where: file.mentions) }),
              let reference = SyntaxQueries.typeReference(at: node, among: names, qualifiedBy: Self.modules) else { return false }
        check(reference.node, name: reference.name, in: file)
        return true
    }

    /// The name of the View that directly contains `node` (see `EnclosingView.declaration(of:)`):
    /// a struct this file shows to be a View, an extension of one, or an extension declaring `View`.
    private static func viewName(containing node: some SyntaxProtocol) -> String? {
        EnclosingView.declaration(of: node).flatMap { SyntaxQueries.declaredName(of: $0) }
    }

    /// The modules a reported type may be qualified with.
    private static let modules: Set<String> = ["Foundation", "SwiftData"]

    private func check(_ node: some SyntaxProtocol, name: String, in file: FileContext) {
        guard let view = Self.viewName(containing: node) else { return }
        if Self.persistenceTypes.contains(name) {
            if let variable = Self.memberProperty(containing: node), Self.hasPersistenceAttribute(variable) { return }
            report(node, "`\(view)` uses `\(name)` directly; let its ViewModel call a repository protocol instead.", in: file)
        } else {
            report(node, "`\(view)` uses `\(name)` directly; move the request into a ViewModel or repository and inject that instead.", in: file)
        }
    }

    /// Reports a `…Repository` type written as the type of a stored property of a View.
    private func checkStoredRepository(_ type: IdentifierTypeSyntax, name: String, in file: FileContext) {
        var current = Syntax(type)
        while let parent = current.parent, parent.is(OptionalTypeSyntax.self) || parent.is(SomeOrAnyTypeSyntax.self)
                || parent.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || parent.is(AttributedTypeSyntax.self) {
            current = parent
        }
        guard let annotation = current.parent?.as(TypeAnnotationSyntax.self),
              let binding = annotation.parent?.as(PatternBindingSyntax.self), binding.typeAnnotation?.id == annotation.id,
              ViewRuleSupport.getterStatements(binding.accessorBlock) == nil,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), ViewRuleSupport.isInstanceMember(variable),
              !Self.hasPersistenceAttribute(variable),
              let view = Self.viewName(containing: variable) else { return }
        report(type, "`\(view)` stores the repository `\(name)`; give the repository to a ViewModel and let the View talk to that.", in: file)
    }

    /// The member property whose declaration contains `node`, if any.
    private static func memberProperty(containing node: some SyntaxProtocol) -> VariableDeclSyntax? {
        var current = node.parent
        while let candidate = current {
            if let variable = candidate.as(VariableDeclSyntax.self) { return ViewRuleSupport.isInstanceMember(variable) ? variable : nil }
            if candidate.is(CodeBlockSyntax.self) || candidate.is(ClosureExprSyntax.self) || candidate.is(MemberBlockSyntax.self) { return nil }
            current = candidate.parent
        }
        return nil
    }

    private static func hasPersistenceAttribute(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { $0.as(AttributeSyntax.self).flatMap(persistenceAttribute) != nil }
    }

    /// How an attribute reaches persistence: `@Query`, `@Environment(\.modelContext)` or
    /// `@Environment(SomeRepository.self)`, as the text used in the message; nil otherwise.
    private static func persistenceAttribute(_ attribute: AttributeSyntax) -> String? {
        let name = SyntaxQueries.baseTypeName(attribute.attributeName)
        if name == "Query" { return "@Query" }
        guard name == "Environment", case .argumentList(let arguments)? = attribute.arguments,
              let first = arguments.first?.expression else { return nil }
        if let keyPath = first.as(KeyPathExprSyntax.self), keyPath.root == nil,
           keyPath.components.count == 1,
           keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text == "modelContext" {
            return "@Environment(\\.modelContext)"
        }
        if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
           let base = member.base, let typeName = SyntaxQueries.calleeName(base), typeName.hasSuffix("Repository") {
            return "@Environment(\(typeName).self)"
        }
        return nil
    }
}
