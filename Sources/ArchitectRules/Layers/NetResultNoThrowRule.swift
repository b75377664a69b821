import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags network service methods that throw or do not return `Result<T, AppError>`, once per problem.
struct NetResultNoThrowRule: SyntaxRule {
    /// The `errorType` option.
    static let errorType = Option<String>("errorType", default: "AppError", "The error type network results carry.")
    /// The `typeSuffixes` option.
    static let typeSuffixes = Option<[String]>("typeSuffixes", default: ["NetworkService", "NetworkServiceImpl", "NetworkServiceProtocol", "NetworkServicing"],
                                               "Name endings of network service protocols and implementations.")

    static let description = RuleDescription(
        id: "net-result-no-throw", title: "The network service returns Result instead of throwing",
        category: .layer, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide gives the network service the same contract as the repositories above it: \
        every public call hands back `Result<T, AppError>` and none throws, so transport, status \
        and decoding failures arrive already mapped to the app's error type and the repository \
        passes them on without a `do`/`catch`. Other guides prefer `async throws`; this rule \
        belongs to the `mvvm` preset only.

        Reported, at the method name, with the same test as `repo-result-no-throw`: a method \
        declared directly in a protocol, class, struct, actor or extension whose name ends in one of \
        `typeSuffixes` (default `NetworkService`, `NetworkServiceImpl`, `NetworkServiceProtocol`, \
        `NetworkServicing`) that is marked `throws`, that returns `Result<T, E>` with an `E` other \
        than `errorType` (default `AppError`), or that is `async`, does not throw and returns \
        something other than a `Result`.

        Each problem is reported once. A requirement and the method that implements it must agree \
        on `throws` and on the return type, so the requirement is the one reported: methods of a \
        class, struct, actor or extension that adopts (in the same file) a protocol whose name ends \
        in one of `typeSuffixes` are left alone. An implementation's extra methods that no \
        requirement declares are therefore not seen, nor is a protocol outside the linted files.

        Also left alone: system delegate callbacks (a method named `urlSession…` or whose first \
        parameter is a `URLSession`, a session task or a `UNUserNotificationCenter`), whose \
        signature the delegate protocol fixes; `rethrows`, `private`/`fileprivate` helpers, `static`/`class` methods, \
        initializers, functions nested in bodies, synchronous non-throwing methods, methods \
        returning nothing that do not throw, `Result<T>` with one argument, test files, \
        `#Preview`/`#if DEBUG` code and test doubles (`Mock…`, `Fake…`, `Stub…`, `Spy…`, \
        `Preview…`, `Dummy…`). Network clients with other names (`APIClient`) are not checked \
        unless `typeSuffixes` lists them.
        """,
        options: [errorType, typeSuffixes],
        triggering: [
            RuleExample("""
            protocol NetworkServiceProtocol: Sendable {
                func ↓request<T: Decodable>(_ endpoint: Endpoint) async throws -> T
                func ↓upload(_ data: Data, to endpoint: Endpoint) async -> Result<Void, Error>
            }
            final class NetworkService: NetworkServiceProtocol {
                func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T { try await send(endpoint) }
                func upload(_ data: Data, to endpoint: Endpoint) async -> Result<Void, Error> { .success(()) }
            }
            """),
            RuleExample("""
            final class URLSessionNetworkService {
                func ↓request<T: Decodable>(_ endpoint: Endpoint) async throws(NetworkError) -> T { try await send(endpoint) }
                #if os(iOS)
                public func ↓download(_ endpoint: Endpoint) async -> Data { Data() }
                #endif
            }
            """),
            RuleExample("""
            enum Core {
                // Returns Result<T, AppError> in the guide.
                struct LiveNetworkService { func ↓fetch(_ url: URL) throws -> Data { Data() } }
            }
            extension NetworkService {
                func ↓get<T: Decodable>(_ endpoint: Endpoint) async throws -> T { try await request(endpoint).get() }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol NetworkServiceProtocol: Sendable {
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError>
                func cancelAll()
            }
            final class NetworkService: NetworkServiceProtocol {
                init(session: URLSession) throws {}
                private func decode<T: Decodable>(_ data: Data) throws -> T { try JSONDecoder().decode(T.self, from: data) }
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError> { .failure(.unknown) }
                func cancelAll() {}
                let note = "func request() async throws -> T"
            }
            """),
            RuleExample("""
            final class NetworkService: NetworkServiceProtocol {
                func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T { try await send(endpoint) }
            }
            final class NetworkServiceViewModel { func load() async throws {} }
            extension LiveNetworkService: URLSessionTaskDelegate {
                func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) async -> (URLSession.AuthChallengeDisposition, URLCredential?) { (.performDefaultHandling, nil) }
            }
            struct NetworkServiceConfiguration { func validate() throws {} }
            """),
            RuleExample("""
            final class MockNetworkService: NetworkServiceProtocol {
                func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T { throw URLError(.badURL) }
            }
            """, path: "Tests/AppTests/MockNetworkService.swift"),
            RuleExample("""
            #if DEBUG
            struct SampleNetworkService { func request() async throws -> Data { Data() } }
            #endif
            struct PreviewNetworkService { func request() async throws -> Data { Data() } }
            struct NetworkService { func request() async -> Result<Data, TransportError> { .success(Data()) } }
            """, options: ["errorType": .string("TransportError")]),
        ]
    )

    let configuration: RuleConfiguration

    /// Whether `function` answers a system delegate (`urlSession(_:didReceive:)`, a
    /// `UNUserNotificationCenter` callback), whose signature the delegate protocol fixes.
    static func isDelegateCallback(_ function: FunctionDeclSyntax) -> Bool {
        if function.name.text.hasPrefix("urlSession") { return true }
        guard let first = function.signature.parameterClause.parameters.first,
              let type = SyntaxQueries.baseTypeName(first.type) else { return false }
        return ["URLSession", "URLSessionTask", "URLSessionWebSocketTask", "UNUserNotificationCenter", "WKWebView"].contains(type)
    }

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        let suffixes = configuration[Self.typeSuffixes]
        guard let owner = ResultSignature.checkedOwner(of: node, suffixes: suffixes, in: file) else { return }
        let errorType = configuration[Self.errorType]
        guard let problem = ResultSignature.problem(of: node, errorType: errorType), !Self.isDelegateCallback(node) else { return }
        guard !ResultSignature.isReportedAtRequirement(owner.owner, suffixes: suffixes) else { return }
        let name = node.name.text
        switch problem {
        case .throwing:
            report(node.name, "Network method '\(name)' throws; return `Result<T, \(errorType)>` and map every failure to `\(errorType)` inside the service.", in: file)
        case .wrongError(let failure):
            report(node.name, "Network method '\(name)' returns a `Result` whose error is `\(failure.trimmedDescription)`; use `Result<_, \(errorType)>` so callers get the app's typed error.", in: file)
        case .asyncWithoutResult(let returnType):
            report(node.name, "Network method '\(name)' is async but cannot report failure; return `Result<\(returnType.trimmedDescription), \(errorType)>`.", in: file)
        }
    }
}
