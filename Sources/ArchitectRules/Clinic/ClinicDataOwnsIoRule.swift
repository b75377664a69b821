import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags networking and persistence APIs used outside the Data layer.
struct ClinicDataOwnsIoRule: SyntaxRule {
    /// The I/O types only Data may use, by default.
    static let defaultTypes = ["URLSession", "ModelContext", "ModelContainer", "FetchDescriptor"]

    /// The `allowedLayers` option.
    static let allowedLayers = Option<[String]>("allowedLayers", default: ["data"], "The layers that may perform I/O.")

    /// The `modules` option.
    static let modules = Option<[String]>("modules", default: ["SwiftData"], "Modules only the allowed layers may import.")

    /// The `types` option.
    static let types = Option<[String]>("types", default: defaultTypes, "Types only the allowed layers may reference.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "clinic-data-owns-io", title: "Only Data performs network and persistence I/O", category: .clinic, impact: .nonNegotiable,
        presets: [.clinic], needsLayers: true,
        rationale: """
        In the clinic architecture the Data layer is the single owner of I/O: it talks to the \
        network, to SwiftData, and runs retries and sync queues, behind repository protocols \
        declared in Domain. When a feature, the Domain or the App target opens its own \
        `URLSession` or `ModelContext`, caching, retry and offline behaviour split across modules \
        and the code can no longer be tested with a mock repository.

        Reported, in a file whose module has a known layer other than those in `allowedLayers` \
        (default: `data`), outside test files: an `import` of a module in `modules` (default \
        `SwiftData`); each reference to a type in `types` (default `URLSession`, `ModelContext`, \
        `ModelContainer`, `FetchDescriptor`) as a type, a static use or a construction, also when \
        qualified with `Foundation` or `SwiftData`; and the `\\.modelContext` environment key path. \
        One finding per problem in a file: when the file imports such a module, that import \
        stands for its persistence use (its model context, containers and fetch descriptors are \
        not reported again); otherwise each type, and the key path, is reported at its first \
        use in the file only. Left alone: files of unknown layer, members of the same name on values \
        (`client.URLSession`), look-alike names (`URLSessionMock`) and mentions in comments or \
        strings. Retry, sync-queue and background-task code has no reliable syntax signal and is \
        not checked. The App target is not exempt: in this architecture even the model container \
        is built by Data and handed to the App.
        """,
        options: [
            allowedLayers,
            modules,
            types,
        ],
        triggering: [
            RuleExample("""
            import SwiftUI
            ↓import SwiftData

            struct NotesView: View {
                @Environment(\\.modelContext) private var context
                let store: ModelContext?
                let session = ↓URLSession.shared
                var body: some View { Text("Notes") }
            }
            """, path: "FeatureNotes/NotesView.swift"),
            RuleExample("""
            import Foundation
            public struct ProfileLoader {
                let session: ↓Foundation.URLSession
                public func load(_ url: URL) async throws -> Data {
                    try await URLSession.shared
                        .data(from: url)
                        .0
                }
            }
            """, path: "Domain/ProfileLoader.swift"),
            RuleExample("""
            import SwiftUI
            #if os(iOS)
            @main
            struct NotesApp: App {
                let container: ↓ModelContainer?
                init() { container = try? ModelContainer(for: Note.self) }
                var body: some Scene {
                    WindowGroup { RootView().modelContainer(container) }
                }
                func recent() -> ↓FetchDescriptor<Note> { FetchDescriptor<Note>() }
                func context() -> ↓ModelContext? { nil }
                @Environment(↓\\.modelContext) private var modelContext
            }
            #endif
            """, path: "App/NotesApp.swift"),
        ],
        nonTriggering: [
            // No Domain module and no configured layers: an app that keeps SwiftData in its views
            // on purpose has not adopted the clinic layers.
            RuleExample(project: [
                ExampleFile("App/TagsView.swift", """
                import SwiftUI
                import SwiftData
                struct TagsView: View {
                    @Environment(\\.modelContext) private var context
                    var body: some View { Text("tags") }
                }
                """),
                ExampleFile("Packages/Models/Sources/Models/Tag.swift", "public struct Tag {}\n"),
            ], layered: false),
            RuleExample("""
            import Foundation
            import SwiftData
            final class SwiftDataNoteRepository {
                private let context: ModelContext
                private let session = URLSession.shared
                init(container: ModelContainer) { context = ModelContext(container) }
                func all() throws -> [NoteEntity] { try context.fetch(FetchDescriptor<NoteEntity>()) }
            }
            """, path: "Data/SwiftDataNoteRepository.swift"),
            RuleExample("""
            // Never call URLSession or import SwiftData here; ask the repository.
            struct NotesView: View {
                let mock: URLSessionMock
                let context: ModelContextProvider
                var body: some View { Text("ModelContext \\(client.URLSession)") }
            }
            """, path: "FeatureNotes/NotesView.swift"),
            RuleExample("""
            import SwiftData
            final class Cache { let session = URLSession.shared }
            """, path: "Sources/Utilities/Cache.swift"),
            RuleExample("""
            import SwiftData
            @testable import FeatureNotes
            let container = try ModelContainer(for: Note.self)
            """, path: "Tests/FeatureNotesTests/NotesTests.swift"),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Creates the rule with its configured severity and options.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
        self.allowedLayers = configuration[Self.allowedLayers]
        self.modules = configuration[Self.modules]
        self.types = Set(configuration[Self.types])
    }

    /// The options, read once per run rather than once per node.
    private let allowedLayers: [String]
    private let modules: [String]
    private let types: Set<String>
    /// The key of the per-file answer to "does the text spell any reported type?", an exact
    /// pre-check that spares the type-reference test on every node of files that cannot match.
    private enum TypesMentioned {}
    /// The modules a reported type may be qualified with.
    private static let qualifiers: Set<String> = ["Foundation", "FoundationNetworking", "SwiftData"]

    /// Checks one node handed over by the engine's single walk.
    /// The module's label, or nil when the file's layer may own I/O.
    private func checkedLabel(_ file: FileContext) -> String? {
        guard let layer = file.layer, layer != .tests, !file.isTestFile, !allowedLayers.contains(layer.rawValue) else { return nil }
        return ClinicIndexQueries.label(module: file.module, layer: file.layer)
    }

    public func visit(_ importDecl: ImportDeclSyntax, in file: FileContext) {
        guard let module = importDecl.path.first?.name.text, modules.contains(module), let label = checkedLabel(file) else { return }
        report(importDecl, "Module \(label) imports \(module); persistence belongs to the Data layer, so reach it through a Domain repository protocol.", in: file)
    }

    public func visit(_ keyPath: KeyPathExprSyntax, in file: FileContext) {
        guard keyPath.components.count == 1,
              keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text == "modelContext",
              keyPath.root == nil || keyPath.root.flatMap(SyntaxQueries.baseTypeName) == "EnvironmentValues",
              let label = checkedLabel(file),
              !importsForbiddenModule(file), reported(file).names.insert("\\.modelContext").inserted else { return }
        report(keyPath, "Module \(label) reads the SwiftData model context; only Data may touch persistence, so call a Domain repository protocol instead.", in: file)
    }

    public func visit(_ node: IdentifierTypeSyntax, in file: FileContext) { checkReference(Syntax(node), in: file) }
    public func visit(_ node: MemberTypeSyntax, in file: FileContext) { checkReference(Syntax(node), in: file) }
    public func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) { checkReference(Syntax(node), in: file) }

    /// Reports a network or persistence type used outside Data.
    private func checkReference(_ node: Syntax, in file: FileContext) {
        guard let label = checkedLabel(file),
              file.cachedFlag(TypesMentioned.self, { types.contains(where: file.mentions) }),
              let reference = SyntaxQueries.typeReference(at: node, among: types, qualifiedBy: Self.qualifiers) else { return }
        // A persistence type in a file whose import is already reported is the same problem.
        if !Self.networkTypes.contains(reference.name), importsForbiddenModule(file) { return }
        guard reported(file).names.insert(reference.name).inserted else { return }
        report(reference.node, "Module \(label) uses `\(reference.name)`; only the Data layer may own network and persistence I/O, so call a Domain repository protocol implemented in Data.", in: file)
    }

    /// The types that are networking rather than persistence: still reported in a file whose
    /// persistence import is.
    private static let networkTypes: Set<String> = ["URLSession"]

    /// The names already reported in a file: each problem once per file.
    private final class Reported {
        var names = Set<String>()
    }

    private func reported(_ file: FileContext) -> Reported {
        file.cached(Reported.self) { Reported() }
    }

    private enum ImportsForbidden {}

    /// Whether the file imports one of `modules` (its import is the finding for its persistence use).
    private func importsForbiddenModule(_ file: FileContext) -> Bool {
        file.cachedFlag(ImportsForbidden.self) {
            !SyntaxQueries.importedModules(of: file.tree).isDisjoint(with: modules)
        }
    }
}
