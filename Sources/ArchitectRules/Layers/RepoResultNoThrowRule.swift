import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags repository methods that throw, or that fetch without returning `Result<_, AppError>`.
struct RepoResultNoThrowRule: SyntaxRule {
    /// The `errorType` option.
    static let errorType = Option<String>("errorType", default: "AppError", "The error type repository results carry.")
    /// The `typeSuffixes` option.
    static let typeSuffixes = Option<[String]>("typeSuffixes", default: ["Repository", "RepositoryImpl", "RepositoryProtocol"],
                                               "Name endings of repository protocols, classes, structs and actors.")

    static let description = RuleDescription(
        id: "repo-result-no-throw", title: "Repositories return Result instead of throwing",
        category: .layer, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide has every repository method hand back `Result<T, AppError>` and never throw: \
        the ViewModel then switches over success and failure, the error is always the app's own \
        typed one, and no failure escapes unhandled. Other guides prefer `async throws` \
        repositories; this rule belongs to the `mvvm` preset only.

        Reported, at the method name: a method declared directly in a protocol, class, struct, actor \
        or extension whose name ends in one of `typeSuffixes` (default `Repository`, \
        `RepositoryImpl`, `RepositoryProtocol`) that is marked `throws`; that returns `Result<T, E>` \
        with an `E` other than `errorType` (default `AppError`); or that is `async`, does not throw \
        and returns something other than a `Result` (an asynchronous fetch with no way to fail).

        Left alone: `rethrows`, `private`/`fileprivate` helpers, `static`/`class` methods, \
        initializers, functions nested in bodies, generic transport helpers that return their own \
        type parameter (`func call<Value: Decodable>(endpoint:) async throws -> Value` in a base \
        protocol's extension, which the real operations wrap), synchronous non-throwing methods (in-memory \
        lookups and builders cannot fail), methods returning nothing that do not throw, \
        `Result<T>` with one argument or another library's result type, test files, \
        `#Preview`/`#if DEBUG` code and types named `Mock…`, `Fake…`, `Stub…`, `Spy…`, \
        `Preview…` or `Dummy…`. A repository recognised only by a conformance is not seen: the \
        name decides. Each problem is reported once: a requirement and its implementation must \
        agree on `throws` and the return type, so the methods of a type or extension that \
        adopts, in its file, a protocol whose name ends in one of `typeSuffixes` are left to the \
        requirement (an implementation's extra methods are then not seen).
        """,
        options: [errorType, typeSuffixes],
        triggering: [
            RuleExample("""
            protocol ProductRepository {
                func ↓products(page: Int) async throws -> [Product]
                func ↓product(id: String) async -> Result<Product, Error>
            }
            """),
            RuleExample("""
            final class ProductRepositoryImpl {
                func ↓products(page: Int) async throws(AppError) -> [Product] { [] }
                #if os(iOS)
                public func ↓thumbnails() async -> [Data] { [] }
                #endif
            }
            """),
            RuleExample("""
            enum Orders {
                struct RemoteOrderRepository {
                    // Returns Result<Order, AppError> in the guide.
                    func ↓order(id: String) throws -> Order { Order() }
                }
            }
            extension OrderRepository {
                func ↓refresh() async throws {}
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol WebRepository { var session: URLSession { get } }
            extension WebRepository {
                func call<Value: Decodable>(endpoint: APICall) async throws -> Value {
                    let (data, _) = try await session.data(for: endpoint.request)
                    return try JSONDecoder().decode(Value.self, from: data)
                }
            }
            """),
            RuleExample("""
            protocol ProductRepository: Sendable {
                func products(page: Int) async -> Result<[Product], AppError>
                func save(_ product: Product) async -> Swift.Result<Void, AppError>
                func cached() -> [Product]
                func clear() async
            }
            """),
            RuleExample("""
            final class ProductRepositoryImpl: ProductRepository {
                init(network: NetworkService) throws {}
                private func decode(_ data: Data) throws -> [Product] { [] }
                static func make() async throws -> ProductRepositoryImpl { fatalError() }
                func map<T>(_ body: () throws -> T) rethrows -> T { try body() }
                func products(page: Int) async -> Result<[Product], AppError> {
                    func parse() throws -> [Product] { [] }
                    return .success((try? parse()) ?? [])
                }
                let note = "func products() async throws -> [Product]"
            }
            final class RepositoryListViewModel { func load() async throws {} }
            """),
            RuleExample("""
            final class RemoteProductRepository: ProductRepository {
                func products(page: Int) async throws -> [Product] { [] }
            }
            """),
            RuleExample("""
            final class MockProductRepository: ProductRepository {
                func products(page: Int) async throws -> [Product] { [] }
            }
            """, path: "Tests/AppTests/MockProductRepository.swift"),
            RuleExample("""
            #if DEBUG
            struct SampleOrderRepository { func orders() async throws -> [Order] { [] } }
            #endif
            struct PreviewOrderRepository { func orders() async throws -> [Order] { [] } }
            struct OrderRepository { func orders() async -> Result<[Order], ShopError> { .success([]) } }
            """, options: ["errorType": .string("ShopError")]),
        ]
    )

    let configuration: RuleConfiguration

    /// Whether a method returns one of its own generic parameters (`call<Value>(…) -> Value`): a
    /// generic transport helper that the repository's real operations are built on.
    static func returnsOwnGenericParameter(_ node: FunctionDeclSyntax) -> Bool {
        guard let parameters = node.genericParameterClause?.parameters,
              let returned = node.signature.returnClause?.type.trimmedDescription else { return false }
        return parameters.contains { $0.name.text == returned }
    }

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        let suffixes = configuration[Self.typeSuffixes]
        guard let owner = ResultSignature.checkedOwner(of: node, suffixes: suffixes, in: file),
              !ResultSignature.isReportedAtRequirement(owner.owner, suffixes: suffixes),
              !Self.returnsOwnGenericParameter(node) else { return }
        let errorType = configuration[Self.errorType]
        let name = node.name.text
        switch ResultSignature.problem(of: node, errorType: errorType) {
        case .throwing?:
            report(node.name, "Repository method '\(name)' throws; return `Result<T, \(errorType)>` instead so the ViewModel switches over success and failure.", in: file)
        case .wrongError(let failure)?:
            report(node.name, "Repository method '\(name)' returns a `Result` whose error is `\(failure.trimmedDescription)`; use `Result<_, \(errorType)>` so every failure is the app's typed error.", in: file)
        case .asyncWithoutResult(let returnType)?:
            report(node.name, "Repository method '\(name)' is async but cannot report failure; return `Result<\(returnType.trimmedDescription), \(errorType)>`.", in: file)
        case nil:
            break
        }
    }
}
