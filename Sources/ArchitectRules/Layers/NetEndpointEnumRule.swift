import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a request built from a URL string literal instead of an `Endpoint` case.
struct NetEndpointEnumRule: SyntaxRule {
    /// The `allowedOwners` option.
    static let allowedOwners = Option<[String]>("allowedOwners", default: ["Endpoint", "Config", "Environment"],
                                                "Words of the type names (`Endpoint`, `AppConfig`) that may spell out URLs.")

    static let description = RuleDescription(
        id: "net-endpoint-enum", title: "Requests are built from the Endpoint enum",
        category: .layer, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide keeps every API path in one `Endpoint` enum (and the base URL in \
        `AppConfig`), so a path changes in one place, each request's method and parameters sit \
        beside its path, and nothing else in the app spells out a server address.

        Reported, at the string: a literal that is an absolute `http(s)://` URL or an API path (it \
        begins with `/` and a letter, possibly after an interpolated base such as \
        `"\\(baseURL)/users"`), turned into a URL with `URL(string:)` and sent: passed, directly \
        or through a local constant of the same function (`let url = URL(string: …)!`, \
        `guard let url = …`), to `URLRequest(url:)`, to `data(from:)`, `bytes(from:)` or \
        `download(from:)`, or to `dataTask(with:)`/`downloadTask(with:)`. Inside a type or \
        extension whose name contains one of `allowedOwners` (default `Endpoint`, `Config`, \
        `Environment`) the literal is where it belongs.

        Left alone: server-side code (a folder named `…Middleware…` or `Server…`, not `…Client`, or a \
        file importing a server framework such as Vapor, SwiftNIO or AWS request signing), which the app guide does not cover; URLs that are not requested (links opened in Safari or with `Link`, pages a \
        web view `load`s, share URLs, deep links, images handed to `AsyncImage`), literals kept in stored properties or \
        constants (a base URL, which `AppConfig` may hold), relative strings without a leading \
        `/`, test files, previews and `#if DEBUG` code. A URL passed through a parameter or \
        another function is not followed.
        """,
        options: [allowedOwners],
        triggering: [
            RuleExample("""
            final class ProductRepositoryImpl: ProductRepository {
                func products() async -> Result<[Product], AppError> {
                    let request = URLRequest(url: URL(string: ↓"https://api.shop.example/v1/products")!)
                    return await network.send(request)
                }
            }
            """),
            RuleExample("""
            extension FeedLoader {
                func latest() async throws -> Data {
                    guard let url = URL(string: ↓"\\(baseURL)/feed/latest") else { throw AppError.invalidURL }
                    let (data, _) = try await URLSession.shared.data(from: url)
                    return data
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            enum Avatars {
                struct Uploader {
                    func start() {
                        let url = URL(string: ↓"/v2/avatars")!
                        URLSession.shared.dataTask(with: url).resume()
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            enum Endpoint {
                case products(page: Int)
                var url: URL { URL(string: "https://api.shop.example/v1/products")! }
                var request: URLRequest { URLRequest(url: URL(string: "https://api.shop.example/v1/cart")!) }
            }
            struct AppConfig {
                static func request(_ path: String) -> URLRequest { URLRequest(url: URL(string: "https://api.shop.example" + path)!) }
            }
            """),
            RuleExample("""
            struct AboutView: View {
                // URLRequest(url: URL(string: "https://api.shop.example")!)
                var body: some View {
                    Link("Privacy", destination: URL(string: "https://shop.example/privacy")!)
                    AsyncImage(url: URL(string: "https://cdn.shop.example/logo.png"))
                }
                func open() { UIApplication.shared.open(URL(string: "https://shop.example/help")!) }
                func show(_ webView: WKWebView) { webView.load(URLRequest(url: URL(string: "https://shop.example/faq")!)) }
                let text = "URLRequest(url: URL(string: \\"https://x\\")!)"
            }
            """),
            RuleExample("""
            final class APIService {
                let baseURL = URL(string: "https://api.themoviedb.org/3")!
                func request(_ path: String) -> URLRequest {
                    let url = URL(string: path, relativeTo: baseURL)!
                    let relative = URL(string: "movie/popular")!
                    return URLRequest(url: url.appending(path: relative.path))
                }
            }
            """),
            RuleExample("""
            import Testing
            @Test func routes() {
                let request = URLRequest(url: URL(string: "/api/authenticate")!)
                #expect(request.url != nil)
            }
            """, path: "Tests/ServerTests/RouterTests.swift"),
            RuleExample("""
            import Foundation
            import SwiftAWSSignatureV4

            func publish(region: String) async throws {
                let url = URL(string: "https://sns.\\(region).amazonaws.com/")!
                _ = try await URLSession.shared.data(for: URLRequest(url: url))
            }
            """, path: "Sources/SnsClientLive/Live.swift"),
            RuleExample("""
            #Preview {
                FeedView(request: URLRequest(url: URL(string: "https://example.com/feed")!))
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["URL"]


    let configuration: RuleConfiguration

    /// Member calls that send a URL they are given, by the argument label that takes it.
    static let sendingLabels: [String: String] = ["data": "from", "bytes": "from", "download": "from",
                                                  "dataTask": "with", "downloadTask": "with"]

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "string",
              SyntaxQueries.isCall(node, toType: "URL"),
              let literal = argument.expression.as(StringLiteralExprSyntax.self), Self.isRequestAddress(literal),
              !file.isTestFile, !AppTargets.isServerSide(file), !SyntaxQueries.isPreviewOrDebugCode(node), !isInsideAllowedOwner(node),
              Self.isSent(node) else { return }
        report(literal, "This request's URL is spelt out as a literal; add a case to the `Endpoint` enum and build the request from it.", in: file)
    }

    /// Whether `literal` is an absolute web URL or an API path (`/v1/…`, `\(base)/users`).
    static func isRequestAddress(_ literal: StringLiteralExprSyntax) -> Bool {
        // Empty text pieces are dropped, and one leading interpolation (a base URL).
        var segments = Array(literal.segments).filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
        if segments.first?.is(ExpressionSegmentSyntax.self) == true { segments.removeFirst() }
        guard let text = segments.first?.as(StringSegmentSyntax.self)?.content.text else { return false }
        if text.hasPrefix("https://") || text.hasPrefix("http://") { return true }
        let characters = Array(text)
        return characters.count > 1 && characters[0] == "/" && characters[1].isLetter
    }

    /// Whether `node` sits in a type or extension whose name contains one of `allowedOwners`.
    private func isInsideAllowedOwner(_ node: some SyntaxProtocol) -> Bool {
        let words = configuration[Self.allowedOwners]
        var current = SyntaxQueries.enclosingTypeDeclaration(of: node)
        while let type = current {
            if let name = SyntaxQueries.declaredName(of: type), words.contains(where: { name.contains($0) }) { return true }
            current = SyntaxQueries.enclosingTypeDeclaration(of: type)
        }
        return false
    }

    /// Whether the URL `call` makes is sent: an argument of a sending call itself, or bound to a
    /// local name that one is given later in the same function.
    static func isSent(_ call: FunctionCallExprSyntax) -> Bool {
        let value = unwrapped(ExprSyntax(call))
        if isSendingArgument(value) { return true }
        let name: String
        if let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.is(CodeBlockItemSyntax.self) == true,
           let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            name = identifier
        } else if let condition = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(OptionalBindingConditionSyntax.self),
                  let identifier = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            name = identifier
        } else {
            return false
        }
        guard let body = enclosingBody(of: value) else { return false }
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == name && token.position > call.endPosition {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  reference.parent?.is(MemberAccessExprSyntax.self) != true else { continue }
            if isSendingArgument(unwrapped(ExprSyntax(reference))) { return true }
        }
        return false
    }

    /// `expression` with the `!` or `?` applied to it, if any.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let unwrap = expression.parent?.as(ForceUnwrapExprSyntax.self) { return ExprSyntax(unwrap) }
        if let optional = expression.parent?.as(OptionalChainingExprSyntax.self) { return ExprSyntax(optional) }
        return expression
    }

    /// Whether `value` is the `url:` argument of `URLRequest(…)` or the URL argument of a sending call.
    static func isSendingArgument(_ value: ExprSyntax) -> Bool {
        guard let argument = value.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let label = argument.label?.text
        if label == "url", SyntaxQueries.isCall(call, toType: "URLRequest") {
            // `webView.load(URLRequest(url: …))` shows a web page; it calls no API.
            let loads = call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                .map { SyntaxQueries.calledName($0) == "load" } ?? false
            return !loads
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              let wanted = sendingLabels[member.declName.baseName.text] else { return false }
        return label == wanted
    }

    /// The body of the function, initializer, accessor or closure around `node`.
    static func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(MemberBlockSyntax.self) || candidate.is(SourceFileSyntax.self) { return nil }
            if candidate.is(ClosureExprSyntax.self) || candidate.is(AccessorBlockSyntax.self) { return candidate }
            if candidate.is(CodeBlockSyntax.self),
               candidate.parent?.is(FunctionDeclSyntax.self) == true || candidate.parent?.is(InitializerDeclSyntax.self) == true
                || candidate.parent?.is(AccessorDeclSyntax.self) == true {
                return candidate
            }
            current = candidate.parent
        }
        return nil
    }
}
