import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a session token written into an `Authorization` header by hand outside the network layer.
struct NetSessionTokenRule: SyntaxRule {
    static let description = RuleDescription(
        id: "net-session-token", title: "Only the network service attaches the session token",
        category: .layer, impact: .must, presets: [.mvvm],
        rationale: """
        In the mvvm guide the network service is the one place that signs requests: it asks the \
        session service for the current token and adds it to every request it sends. A feature, \
        repository or helper that builds its own `Authorization` header copies that job, keeps a \
        token in a second place and goes on sending it after the user has signed out.

        Reported, at the header name: the string literal `"Authorization"` (any case) used as the \
        field of `setValue(_:forHTTPHeaderField:)` or `addValue(_:forHTTPHeaderField:)`, as a key \
        of a dictionary literal (`allHTTPHeaderFields = [...]`, a `headers:` argument) or as the \
        subscript of an assignment (`headers["Authorization"] = …`), in a file outside the network \
        layer, when the value written carries a token. The rule follows the value rather than the \
        field: it carries a token when a name inside it (a variable, property, parameter or enum \
        case) has the word `token`, `jwt` or `bearer`, and a local constant or variable of the same \
        function is read through to what it was set to. The words of string literals do not count, \
        so `"token expired"` in a message or a `Bearer` literal around an API key is no token.

        The network layer is a file with a folder or file name containing `network` or beginning or \
        ending with `API`, a file declaring a type named `…NetworkService`, `…APIClient`, \
        `…ApiClient` or `…HTTPClient`, or code inside such a type or its extensions. Left alone: \
        headers other than `Authorization`; values that are `nil`, a literal, or built from \
        credentials with no token word (Basic authentication from a user name and password, a \
        third-party API key); device and push tokens; test files, previews and `#if DEBUG` code. \
        A token handed in under an unrelated name (`let value = session.current`) is not seen.
        """,
        triggering: [
            RuleExample("""
            final class ProfileRepositoryImpl: ProfileRepository {
                func request(for url: URL) -> URLRequest {
                    var request = URLRequest(url: url)
                    request.setValue("Bearer \\(session.accessToken)", forHTTPHeaderField: ↓"Authorization")
                    return request
                }
            }
            """, path: "Sources/App/Features/Profile/Repository/ProfileRepositoryImpl.swift"),
            RuleExample("""
            extension URLRequest {
                mutating func sign(with token: String) {
                    let header = "Bearer " + token
                    allHTTPHeaderFields?[↓"authorization"] = header
                }
            }
            """, path: "Sources/App/Core/Extensions/URLRequestSigning.swift"),
            RuleExample("""
            #if os(iOS)
            enum Uploads {
                struct Uploader {
                    let keychain: KeychainService
                    func headers() -> [String: String] {
                        let credentials = keychain.read(.jwt)
                        return [↓"Authorization": "Bearer \\(credentials)", "Accept": "application/json"]
                    }
                }
            }
            #endif
            """, path: "Sources/App/Features/Uploads/Uploader.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            final class NetworkService: NetworkServiceProtocol {
                private let session: SessionService
                func signed(_ request: URLRequest) -> URLRequest {
                    var request = request
                    if let token = session.token { request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization") }
                    return request
                }
            }
            """, path: "Sources/App/Network/NetworkService.swift"),
            RuleExample("""
            // Never set "Authorization" with the token here.
            extension URLRequest {
                mutating func attachBasicAuth(user: String, password: String) {
                    allHTTPHeaderFields?["Authorization"] = "Basic " + Data((user + ":" + password).utf8).base64EncodedString()
                    setValue(deviceToken, forHTTPHeaderField: "Authorization")
                    setValue(nil, forHTTPHeaderField: "Authorization")
                    setValue(token, forHTTPHeaderField: "X-Request-Token")
                    print("Authorization token expired")
                }
            }
            """, path: "Sources/MailClient/Live.swift"),
            RuleExample("""
            final class DeepLTranslator {
                let apiKey: String
                func request() -> URLRequest {
                    var request = URLRequest(url: url)
                    let value = "DeepL-Auth-Key \\(apiKey) token"
                    request.setValue(value, forHTTPHeaderField: "Authorization")
                    return request
                }
            }
            """, path: "Sources/Translation/DeepLTranslator.swift"),
            RuleExample("""
            import Testing
            @Test func signsRequests() {
                var request = URLRequest(url: url)
                request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")
            }
            """, path: "Tests/AppTests/SigningTests.swift"),
            RuleExample("""
            extension APIClient {
                func authorize(_ request: inout URLRequest, token: String) {
                    request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")
                }
            }
            #if DEBUG
            func debugRequest(token: String) -> [String: String] { ["Authorization": token] }
            #endif
            """, path: "Sources/App/Core/Signing.swift"),
        ]
    )

    let configuration: RuleConfiguration

    /// Words of a name that make it a credential the session owns.
    static let tokenWords: Set<String> = ["token", "tokens", "jwt", "bearer"]
    /// Words that make a token something other than a session credential.
    static let otherTokenWords: Set<String> = ["device", "push", "apns", "fcm", "page", "cursor", "continuation",
                                               "cancellation", "registration", "csrf", "next"]

    func visit(_ node: StringLiteralExprSyntax, in file: FileContext) {
        guard let field = NetworkLayer.plainText(of: node), field.lowercased() == "authorization", !file.isTestFile,
              let value = NetworkLayer.headerWrite(at: node),
              !NetworkLayer.isNetworkFile(file), !NetworkLayer.isInsideClient(node),
              !SyntaxQueries.isPreviewOrDebugCode(node),
              Self.carriesToken(value, depth: 0) else { return }
        report(node, "This sets the `Authorization` header with a token by hand; let the network service add the session's token to every request instead.", in: file)
    }

    /// Whether a name in `value`, or in what a local name in it was set to, is a session token.
    static func carriesToken(_ value: ExprSyntax, depth: Int) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return false }
        for token in value.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            // Only names count: a reference, a member or a case, never the text of a literal.
            guard let parent = token.parent, parent.is(DeclReferenceExprSyntax.self) else { continue }
            if isTokenName(name) { return true }
            guard depth < 3, let reference = parent.as(DeclReferenceExprSyntax.self),
                  reference.parent?.as(MemberAccessExprSyntax.self).map({ $0.declName.id == reference.id }) != true,
                  let initial = localInitializer(of: name, before: reference) else { continue }
            if carriesToken(initial, depth: depth + 1) { return true }
        }
        return false
    }

    /// Whether the words of `name` include a token word and none of the words of other tokens.
    static func isTokenName(_ name: String) -> Bool {
        let words = DefaultsAccess.words(name)
        return words.contains { tokenWords.contains($0) } && !words.contains { otherTokenWords.contains($0) }
    }

    /// What the local `let`/`var` called `name`, declared in a code block around `reference`
    /// before it, was initialised to.
    static func localInitializer(of name: String, before reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        var current = reference.parent
        while let node = current {
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            if let items = node.as(CodeBlockItemListSyntax.self) {
                for item in items where item.endPosition <= reference.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                           let initial = binding.initializer?.value { return initial }
                    }
                }
            }
            current = node.parent
        }
        return nil
    }
}
