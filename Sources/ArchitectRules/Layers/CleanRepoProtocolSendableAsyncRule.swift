import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a repository protocol that does not refine `Sendable`, and its method requirements that
/// are not `async throws`.
struct CleanRepoProtocolSendableAsyncRule: SyntaxRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["Repository", "RepositoryProtocol"],
                                           "Name endings of repository protocols.")

    static let description = RuleDescription(
        id: "clean-repo-protocol-sendable-async", title: "Repository protocols are Sendable with async throws methods",
        category: .layer, impact: .should, presets: [.clean],
        rationale: """
        The clean guide's repository interface refines `Sendable`, so an implementation can be \
        handed from the main-actor ViewModel to background work, and every requirement is \
        `async throws`, so callers await the data and handle failure with `do`/`catch`.

        Reported, in a protocol whose name ends in one of `suffixes` (`Repository`, \
        `RepositoryProtocol`): at the name, when its inheritance clause is empty or names only \
        `AnyObject` (so nothing can make it `Sendable`); and at each method requirement that is \
        not both `async` and throwing (`throws`, `throws(E)` and `rethrows` count). Left alone: \
        protocols that refine any other protocol (it may refine `Sendable`; `Actor` does), \
        the methods of a protocol that refines `Actor` (they are awaited from outside anyway), \
        protocols with a global-actor attribute (`@MainActor`), property and subscript \
        requirements, static methods, methods marked `@MainActor` or `nonisolated`, test files \
        and `#if DEBUG` code. This is the clean guide's own error style (`throws`); the mvvm \
        guide wants `Result` instead (catalog K3), so the rule runs only under `clean`.
        """,
        options: [suffixes],
        triggering: [
            RuleExample("""
            protocol ↓ArticleRepository {
                func fetchArticles() async throws -> [Article]
            }
            """),
            RuleExample("""
            enum Feed {
                #if os(iOS)
                protocol ArticleRepository: Sendable {
                    func ↓fetchArticles() throws -> [Article]
                    func ↓markAsFavorite(id: UUID) async
                    func ↓cached() -> Result<[Article], Error>
                    func refresh() async throws(FeedError)
                }
                #endif
            }
            """),
            RuleExample("""
            public protocol ↓SettingsRepositoryProtocol: AnyObject {
                var current: Settings { get }
                func ↓save(_ settings: Settings)
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // protocol ArticleRepository { func load() }
            protocol ArticleRepository: Sendable {
                func fetchArticles() async throws -> [Article]
                func markAsFavorite(id: UUID) async throws
                var name: String { get }
                static func make() -> Self
            }
            protocol ArticleService { func load() }
            protocol RepositoryFactory { func make() }
            """),
            RuleExample("""
            protocol BaseRepository: Sendable {}
            protocol UserRepository: BaseRepository {}
            @MainActor protocol DraftRepository { func save() }
            protocol CacheRepository: Actor { func clear() }
            protocol ImageRepository: Sendable {
                @MainActor func thumbnail() -> Image?
            }
            """),
            RuleExample("""
            protocol SpyRepository { func record() }
            """, path: "Tests/AppTests/SpyRepository.swift"),
            RuleExample("""
            #if DEBUG
            protocol PreviewRepository { func sample() }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ProtocolDeclSyntax, in file: FileContext) {
        let name = node.name.text
        let suffixes = configuration[Self.suffixes]
        guard !file.isTestFile, suffixes.contains(where: { name.hasSuffix($0) && name.count > $0.count }),
              !hasGlobalActor(node.attributes), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let inherited = SyntaxQueries.inheritedNames(node.inheritanceClause)
        if inherited.allSatisfy({ $0 == "AnyObject" }) {
            report(node.name, "The repository protocol `\(name)` does not refine `Sendable`; declare it `protocol \(name): Sendable`.", in: file)
        }
        // An actor's methods are awaited from outside anyway; its protocol's shape is its own design.
        if inherited.contains("Actor") { return }
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let effects = function.signature.effectSpecifiers
            let isAsync = effects?.asyncSpecifier != nil
            let throwsError = effects?.throwsClause != nil
            guard !(isAsync && throwsError), !SyntaxQueries.isTypeMember(function.modifiers),
                  !hasGlobalActor(function.attributes),
                  !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) else { continue }
            let missing = isAsync ? "throws" : (throwsError ? "async" : "async throws")
            report(function.name, "The requirement `\(function.name.text)` of `\(name)` is not `async throws`; add `\(missing)` so callers await it and handle its errors.", in: file)
        }
    }

    /// Whether the attributes name `@MainActor` (the one global actor the rule knows by name).
    private func hasGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
        SyntaxQueries.attribute("MainActor", in: attributes) != nil
    }
}
