import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a remote data source class that wraps `URLSession` where the clean guide uses an actor.
struct CleanRemoteSourceActorRule: SyntaxRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["DataSource"], "Name endings of remote data source types.")

    static let description = RuleDescription(
        id: "clean-remote-source-actor", title: "Remote data sources are actors", category: .layer, impact: .should,
        presets: [.clean],
        rationale: """
        The clean guide's remote data source is an `actor` holding its `URLSession`: whatever \
        state it grows later (tokens, caches, in-flight requests) is then isolated by the \
        compiler, and the type is `Sendable` for the repository that calls it from any context.

        Reported, at the class name: a class whose name ends in one of `suffixes` (`DataSource`) \
        with a stored instance property that holds a `URLSession` (declared as `URLSession`, or \
        initialised with `URLSession(…)` or `URLSession.shared`). Left alone: actors and structs; \
        classes isolated to the main actor or marked `@Observable` (they serve the UI); classes \
        that inherit from `NSObject` or adopt a `…Delegate` protocol (a session delegate must be \
        a class); other names, since an API client class with a session is a different design \
        the rule cannot judge; test files and `#if DEBUG` code.
        """,
        options: [suffixes],
        triggering: [
            RuleExample("""
            final class ↓ArticleRemoteDataSource {
                private let urlSession: URLSession
                init(urlSession: URLSession = .shared) { self.urlSession = urlSession }
            }
            """),
            RuleExample("""
            enum Remote {
                #if os(iOS)
                class ↓ProfileDataSource: ProfileFetching {
                    let session = URLSession(configuration: .ephemeral)
                }
                #endif
            }
            """),
            RuleExample("""
            public final class ↓WeatherDataSource: Sendable {
                private let session: Foundation.URLSession? = nil
                var cache: [String: Data] = [:]
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            actor ArticleRemoteDataSource {
                private let urlSession: URLSession
                init(urlSession: URLSession = .shared) { self.urlSession = urlSession }
            }
            struct ImageDataSource { let session: URLSession }
            final class LocalDataSource { let store: FileManager = .default }
            final class APIClient { let session = URLSession.shared }
            """),
            RuleExample("""
            @MainActor final class FeedDataSource { let session = URLSession.shared }
            final class UploadDataSource: NSObject, URLSessionDelegate { var session: URLSession? }
            final class StatsDataSource {
                static let session = URLSession.shared
                var sessionName: String { "URLSession" }
            }
            """),
            RuleExample("""
            final class StubDataSource { let session = URLSession.shared }
            """, path: "Tests/AppTests/StubDataSource.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ClassDeclSyntax, in file: FileContext) {
        let name = node.name.text
        guard configuration[Self.suffixes].contains(where: { name.hasSuffix($0) }), !file.isTestFile,
              SyntaxQueries.attribute("MainActor", in: node.attributes) == nil,
              SyntaxQueries.attribute("Observable", in: node.attributes) == nil else { return }
        let inherited = SyntaxQueries.inheritedNames(node.inheritanceClause)
        guard !inherited.contains(where: { $0 == "NSObject" || $0.hasSuffix("Delegate") }),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let holdsSession = SyntaxQueries.storedProperties(in: [node.memberBlock]).contains { property in
            if let type = property.binding.typeAnnotation?.type, SyntaxQueries.plainTypeName(type) == "URLSession" { return true }
            guard let value = property.binding.initializer?.value else { return false }
            if let call = value.as(FunctionCallExprSyntax.self) { return SyntaxQueries.isCall(call, toType: "URLSession") }
            if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared", let base = member.base {
                return SyntaxQueries.isTypeReference(base, named: "URLSession")
            }
            return false
        }
        guard holdsSession else { return }
        report(node.name, "`\(name)` wraps a `URLSession` in a class; declare it as an `actor` so its state stays isolated.", in: file)
    }
}
