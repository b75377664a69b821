import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a network service implementation that sends requests but never clears the session on 401.
struct Net401ClearsSessionRule: SyntaxRule {
    /// The `typeSuffixes` option.
    static let typeSuffixes = Option<[String]>("typeSuffixes", default: ["NetworkService", "NetworkServiceImpl"],
                                               "Name endings of network service implementations.")
    /// The `protocolSuffixes` option.
    static let protocolSuffixes = Option<[String]>("protocolSuffixes", default: ["NetworkService", "NetworkServiceProtocol", "NetworkServicing"],
                                                   "Endings of the protocol names whose adopters are network services.")
    /// The `clearCalls` option.
    static let clearCalls = Option<[String]>("clearCalls", default: ["clearSession", "logout", "logOut", "signOut"],
                                             "Names of the calls that end the user's session.")

    static let description = RuleDescription(
        id: "net-401-clears-session", title: "A 401 response clears the session",
        category: .layer, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide makes the network service react to `401 Unauthorized` by clearing the \
        session, so an expired or revoked token signs the user out once, in one place, instead of \
        every screen failing on its own while the dead token stays in the keychain.

        Reported, at the type name: a class, struct or actor whose name ends in one of \
        `typeSuffixes` (default `NetworkService`, `NetworkServiceImpl`) or that adopts a protocol \
        ending in one of `protocolSuffixes`, which sends requests itself (it names `URLSession` or \
        calls `data(for:)`, `data(from:)`, `dataTask`, `upload`, `download` or `bytes`), reads a \
        `statusCode`, and which, \
        in its body and the extensions of the same file, calls none of `clearCalls` (default \
        `clearSession`, `logout`, `logOut`, `signOut`) and either never mentions status 401 (the \
        literal `401` or `.unauthorized`), or only turns it into an error: every branch on 401 (a \
        `case` whose pattern holds it, or the body of an `if` or `guard` whose condition does) \
        calls nothing but error and `Result` constructors.

        Left alone: a 401 branch that calls anything else (a delegate, a closure, a refresh of the \
        token, a notification), since the session may be cleared there; services that never read \
        a `statusCode`, which leave the response to a validator or interceptor of their own; a 401 that appears \
        anywhere else (a constant, a range, a table of messages); services that hand the sending to \
        another client; protocols; test files, test doubles (`Mock…`, `Stub…`, `Preview…`), \
        previews and `#if DEBUG` code. Clearing done in another file's extension is not seen.
        """,
        options: [typeSuffixes, protocolSuffixes, clearCalls],
        triggering: [
            RuleExample("""
            final class ↓NetworkService: NetworkServiceProtocol {
                private let session = URLSession.shared
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError> {
                    guard let (data, response) = try? await session.data(for: endpoint.urlRequest) else { return .failure(.network) }
                    guard (response as? HTTPURLResponse)?.statusCode == 200 else { return .failure(.server) }
                    return decode(data)
                }
            }
            """),
            RuleExample("""
            final class ↓DefaultNetworkService {
                func send(_ request: URLRequest) async -> Result<Data, AppError> {
                    let (data, response) = try! await URLSession.shared.data(for: request)
                    switch (response as? HTTPURLResponse)?.statusCode {
                    case 401: return .failure(.unauthorized)
                    case 200..<300: return .success(data)
                    default: return .failure(AppError.server)
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            enum Transport {
                actor ↓LiveClient: NetworkServicing {
                    // Calls clearSession() on 401, says the guide.
                    func load(_ url: URL) async -> Result<Data, AppError> {
                        let (data, response) = try! await URLSession.shared.data(from: url)
                        if (response as? HTTPURLResponse)?.statusCode == 401 { return .failure(.unauthorized) }
                        return .success(data)
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class NetworkService: NetworkServiceProtocol {
                private let sessionService: SessionService
                func send(_ request: URLRequest) async -> Result<Data, AppError> {
                    let (data, response) = try! await URLSession.shared.data(for: request)
                    if (response as? HTTPURLResponse)?.statusCode == 401 { return .failure(.unauthorized) }
                    return .success(data)
                }
            }
            extension NetworkService {
                func handle(_ status: Int) { if status == 401 { sessionService.clearSession() } }
            }
            """),
            RuleExample("""
            final class URLSessionNetworkService: NetworkServiceProtocol {
                var onUnauthorized: (() -> Void)?
                func send(_ request: URLRequest) async -> Result<Data, AppError> {
                    let (data, response) = try! await URLSession.shared.data(for: request)
                    switch (response as? HTTPURLResponse)?.statusCode {
                    case 401:
                        onUnauthorized?()
                        return .failure(.unauthorized)
                    default: return .success(data)
                    }
                }
            }
            protocol NetworkService { func send(_ request: URLRequest) async -> Result<Data, AppError> }
            struct NetworkServiceConfiguration { let session: URLSession }
            """),
            RuleExample("""
            final class MockNetworkService: NetworkServiceProtocol {
                func send(_ request: URLRequest) async -> Result<Data, AppError> { .success(Data()) }
                let session = URLSession.shared
            }
            final class AlamofireNetworkService: NetworkServiceProtocol {
                func send(_ request: URLRequest) async -> Result<Data, AppError> { await client.send(request) }
            }
            final class ValidatingNetworkService: NetworkServiceProtocol {
                func send(_ request: URLRequest) async -> Result<Data, AppError> {
                    let (data, response) = try! await URLSession.shared.data(for: request)
                    return validator.validate(response).map { data }
                }
            }
            """),
            RuleExample("""
            final class StubNetworkService {
                let session = URLSession(configuration: .ephemeral)
            }
            """, path: "Tests/AppTests/StubNetworkService.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ClassDeclSyntax, in file: FileContext) { check(node, name: node.name, in: file) }
    func visit(_ node: StructDeclSyntax, in file: FileContext) { check(node, name: node.name, in: file) }
    func visit(_ node: ActorDeclSyntax, in file: FileContext) { check(node, name: node.name, in: file) }

    /// Names of the calls that send a request.
    static let sendingCalls: Set<String> = ["data", "dataTask", "upload", "download", "bytes", "uploadTask", "downloadTask"]

    private func check(_ node: some DeclGroupSyntax, name: TokenSyntax, in file: FileContext) {
        guard !file.isTestFile, !NetworkLayer.isDouble(name.text) else { return }
        let ownName = NetworkLayer.hasSuffix(name.text, among: configuration[Self.typeSuffixes])
        guard ownName || SyntaxQueries.inheritedNamesInFile(of: node).contains(where: {
            NetworkLayer.hasSuffix($0, among: configuration[Self.protocolSuffixes])
        }) else { return }
        guard !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let blocks = SyntaxQueries.memberBlocks(ofTypeAround: node)
        let clear = Set(configuration[Self.clearCalls])
        var sends = false
        var readsStatus = false
        var branches: [Syntax] = []
        var unknown = false
        for block in blocks {
            for token in block.tokens(viewMode: .sourceAccurate) {
                switch token.tokenKind {
                case .identifier(let text):
                    if text == "URLSession" { sends = true }
                    if text == "statusCode" { readsStatus = true }
                    if let reference = token.parent?.as(DeclReferenceExprSyntax.self) {
                        if clear.contains(text), Self.isCalled(reference) { return }
                        if Self.sendingCalls.contains(text), Self.isCalled(reference),
                           reference.parent?.is(MemberAccessExprSyntax.self) == true { sends = true }
                        if text == "unauthorized", reference.parent?.as(MemberAccessExprSyntax.self)?.base == nil {
                            if let branch = Self.branch(around: reference) { branches.append(branch) } else if !Self.isInsideErrorValue(reference) { unknown = true }
                        }
                    }
                case .integerLiteral(let text) where text == "401":
                    if let branch = Self.branch(around: token) { branches.append(branch) } else { unknown = true }
                default:
                    break
                }
            }
        }
        // A service that never reads a status code leaves the response to a validator elsewhere.
        guard sends, readsStatus, !unknown else { return }
        if branches.isEmpty {
            report(name, "'\(name.text)' never reacts to status 401; when a response is 401, clear the session (`clearSession()`) so the user signs in again.", in: file)
        } else if branches.allSatisfy(Self.onlyMakesErrors) {
            report(name, "'\(name.text)' turns status 401 into an error but keeps the session; call `clearSession()` in that branch.", in: file)
        }
    }

    /// Whether `reference` is the name a call calls (`clearSession()`, `self.session.clearSession()`).
    static func isCalled(_ reference: DeclReferenceExprSyntax) -> Bool {
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { callee = Syntax(member) }
        if let optional = callee.parent?.as(OptionalChainingExprSyntax.self) { callee = Syntax(optional) }
        return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
    }

    /// Whether `.unauthorized` is an error value made (`.failure(.unauthorized)`, `return .unauthorized`).
    static func isInsideErrorValue(_ reference: DeclReferenceExprSyntax) -> Bool {
        var current = reference.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self) {
            if node.is(ReturnStmtSyntax.self) || node.is(ThrowStmtSyntax.self) { return true }
            current = node.parent
        }
        return false
    }

    /// The statements run when the status matched: the `case` whose pattern holds `node`, or the
    /// body of the `if` or `guard` whose condition does. Nil elsewhere.
    static func branch(around node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(CodeBlockItemSyntax.self) || candidate.is(MemberBlockItemSyntax.self) { return nil }
            if let label = candidate.as(SwitchCaseLabelSyntax.self), let switchCase = label.parent?.as(SwitchCaseSyntax.self) {
                return Syntax(switchCase.statements)
            }
            if let conditions = candidate.as(ConditionElementListSyntax.self) {
                if let ifExpr = conditions.parent?.as(IfExprSyntax.self) { return Syntax(ifExpr.body) }
                if let guardStmt = conditions.parent?.as(GuardStmtSyntax.self) { return Syntax(guardStmt.body) }
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether every call in `branch` makes an error or a `Result`: a leading-dot case
    /// (`.failure(…)`), a type's initializer or case (`AppError(…)`, `NetworkError.http(…)`).
    static func onlyMakesErrors(_ branch: Syntax) -> Bool {
        SyntaxQueries.calls(in: branch) { call in
            let callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return false }
                return !(base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false)
            }
            return !(callee.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase ?? false)
        }.isEmpty
    }
}
