import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `JSONDecoder()` made in the network layer that is used to decode without ever being
/// given a date decoding strategy.
struct NetIso8601DatesRule: SyntaxRule {
    static let description = RuleDescription(
        id: "net-iso8601-dates", title: "Network decoders decode ISO 8601 dates", category: .layer, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide has the network service decode JSON with the `.iso8601` date strategy, so \
        that every response parses dates the same way; a decoder left on its default reads dates \
        as seconds since 2001 and fails on the server's strings. Reported, at `JSONDecoder`: a \
        `JSONDecoder()` in a network-layer file (a folder or file name containing `Network`, or \
        starting or ending with `API`/`Api`, or a file that declares a type named `…NetworkService`, \
        `…APIClient` or `…ApiClient`) that is either used at once (`JSONDecoder().decode(…)`) or bound \
        to a name (a local, a stored property, a private file-level constant) whose every use in its scope \
        (the function, initialiser, getter or closure for a local; the type for a property; the file \
        for a constant) is a member access on it, with at least one `decode` and no assignment to \
        `dateDecodingStrategy`; returning it from the getter, closure or function that made it counts \
        as a use for decoding. Any strategy set on it, `.iso8601` or custom, silences the rule, \
        since a custom one may be what the server needs. Left alone because the decoder goes \
        somewhere the rule cannot follow: a decoder passed as an argument, used as a default value, \
        assigned into another name, assigned with `=` after its declaration, a non-private \
        file-level constant (another file may configure it), or a name that also appears as an \
        argument label or another declaration in the same scope. A getter or factory that returns \
        the fresh decoder is checked within itself, since that is where it is configured. Whether a response holds dates at all is not known from syntax; a decoder that \
        only ever reads dateless types is reported all the same. Test files, previews and \
        `#if DEBUG` code are left alone, and files outside the network layer are not checked.
        """,
        triggering: [
            RuleExample("""
            final class NetworkService: NetworkServiceProtocol {
                private let decoder = ↓JSONDecoder()
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError> {
                    let data = await load(endpoint)
                    return .success(try! decoder.decode(T.self, from: data))
                }
            }
            """, path: "Sources/App/Core/Network/NetworkService.swift"),
            RuleExample("""
            struct OpenAIClient {
                private var decoder: JSONDecoder {
                    let decoder = ↓JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return decoder
                }
                func parse(_ data: Data) throws -> Reply { try ↓JSONDecoder().decode(Reply.self, from: data) }
            }
            """, path: "Sources/ApiClient/OpenAIClient.swift"),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                struct Loader {
                    func load(_ data: Data) throws -> [Post] {
                        let jsonDecoder = ↓JSONDecoder()
                        return try jsonDecoder.decode([Post].self, from: data)
                    }
                }
            }
            #endif
            final class FeedAPIClient {}
            private let shared = ↓JSONDecoder()
            func decodeFeed(_ data: Data) throws -> Feed { try shared.decode(Feed.self, from: data) }
            """, path: "Sources/Feed/FeedLoader.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // A JSONDecoder() without .iso8601 would be wrong here.
            final class NetworkService {
                private let decoder: JSONDecoder = {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return decoder
                }()
                private let legacy = JSONDecoder()
                init() { legacy.dateDecodingStrategy = .secondsSince1970 }
                func decode(_ data: Data) throws -> User { try legacy.decode(User.self, from: data) }
            }
            """, path: "Sources/App/Core/Network/NetworkService.swift"),
            RuleExample("""
            struct WebRepository {
                func call<T: Decodable>(decoder: JSONDecoder = JSONDecoder()) async throws -> T {
                    let custom = JSONDecoder()
                    configure(custom)
                    return try await session.decode(T.self, decoder: JSONDecoder())
                }
                let text = "JSONDecoder().decode(T.self, from: data)"
            }
            let jsonDecoder = JSONDecoder()
            func decodeUser(_ data: Data) throws -> User { try jsonDecoder.decode(User.self, from: data) }
            """, path: "Sources/App/Networking/WebRepository.swift"),
            RuleExample("""
            struct SettingsStore {
                func load(_ data: Data) throws -> Settings { try JSONDecoder().decode(Settings.self, from: data) }
            }
            """, path: "Sources/App/Settings/SettingsStore.swift"),
            RuleExample("""
            import Testing

            @Test func decodes() throws {
                _ = try JSONDecoder().decode(User.self, from: data)
            }
            """, path: "Tests/NetworkTests/DecodingTests.swift"),
            RuleExample("""
            #Preview {
                let user = try! JSONDecoder().decode(User.self, from: sample)
                return ProfileView(user: user)
            }
            """, path: "Sources/App/Network/Previews.swift"),
        ]
    )

    let configuration: RuleConfiguration

    static let message = "This JSONDecoder never gets a date decoding strategy; set `dateDecodingStrategy = .iso8601` where it is made."

    /// Whether the file belongs to the network layer, by its path or the types it declares.
    static func isNetworkFile(_ file: FileContext) -> Bool {
        file.cachedFlag(NetIso8601DatesRule.self) {
            let components = file.path.split(separator: "/").map { String($0.split(separator: ".").first ?? $0) }
            for component in components {
                let lower = component.lowercased()
                if lower.contains("network") || lower.hasPrefix("api") || lower.hasSuffix("api") { return true }
            }
            return file.tree.statements.contains { declaresClient(Syntax($0.item)) }
        }
    }

    static func declaresClient(_ node: Syntax) -> Bool {
        let name: String?
        if let type = node.as(ClassDeclSyntax.self) { name = type.name.text }
        else if let type = node.as(StructDeclSyntax.self) { name = type.name.text }
        else if let type = node.as(ActorDeclSyntax.self) { name = type.name.text }
        else if let block = node.as(IfConfigDeclSyntax.self) {
            return block.clauses.contains { clause in
                guard case .statements(let items)? = clause.elements else { return false }
                return items.contains { declaresClient(Syntax($0.item)) }
            }
        } else { name = nil }
        guard let name else { return false }
        return name.hasSuffix("NetworkService") || name.hasSuffix("APIClient") || name.hasSuffix("ApiClient")
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "JSONDecoder",
              node.arguments.isEmpty, node.trailingClosure == nil, !file.isTestFile,
              Self.isNetworkFile(file), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        if let member = node.parent?.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "decode" { report(node, Self.message, in: file) }
            return
        }
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              let scope = Self.scope(of: variable, in: file) else { return }
        if Self.isUnconfigured(name, in: scope, declaration: variable) { report(node, Self.message, in: file) }
    }

    /// Where a decoder bound by `variable` can be used: the body around a local, the type around a
    /// stored property, the file around a file-level constant.
    static func scope(of variable: VariableDeclSyntax, in file: FileContext) -> Syntax? {
        var current = variable.parent
        while let node = current {
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return node
            }
            if node.is(MemberBlockSyntax.self) { return node.parent }
            if node.is(SourceFileSyntax.self) {
                // Another file may configure a file-level constant that is not private.
                let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                return isPrivate ? node : nil
            }
            current = node.parent
        }
        return nil
    }

    /// Whether every use of `name` inside `scope` is a member access on it, one at least a
    /// `decode`, none an assignment to `dateDecodingStrategy`.
    static func isUnconfigured(_ name: String, in scope: Syntax, declaration: VariableDeclSyntax) -> Bool {
        var decodes = false
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
                // The declaration's own pattern, or a parameter or another binding of the same name.
                if token.parent?.as(IdentifierPatternSyntax.self)?.parent?.parent?.parent?.id == declaration.id { continue }
                return false
            }
            var used = ExprSyntax(reference)
            if let outer = reference.parent?.as(MemberAccessExprSyntax.self), outer.declName.id == reference.id {
                // `self.decoder`: only the `self.` form counts as the same name.
                guard outer.base?.trimmedDescription == "self" else { return false }
                used = ExprSyntax(outer)
            }
            if used.parent?.is(ReturnStmtSyntax.self) == true { decodes = true; continue }
            if let body = used.parent?.as(CodeBlockItemSyntax.self), body.parent?.parent?.is(AccessorBlockSyntax.self) == true
                || body.parent?.parent?.is(ClosureExprSyntax.self) == true {
                decodes = true
                continue // an implicit return of the getter or closure that made it: it is made to decode
            }
            guard let member = used.parent?.as(MemberAccessExprSyntax.self), member.base?.id == used.id else { return false }
            switch member.declName.baseName.text {
            case "dateDecodingStrategy": return false
            case "decode": decodes = true
            default: break
            }
        }
        return decodes
    }
}
