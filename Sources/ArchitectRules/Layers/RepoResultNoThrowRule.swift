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
        initializers, functions nested in bodies, synchronous non-throwing methods (in-memory \
        lookups and builders cannot fail), methods returning nothing that do not throw, \
        `Result<T>` with one argument or another library's result type, test files, \
        `#Preview`/`#if DEBUG` code and types named `Mock…`, `Fake…`, `Stub…`, `Spy…`, \
        `Preview…` or `Dummy…`. A repository recognised only by a conformance is not seen: the \
        name decides.
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
            final class ProductRepositoryImpl: ProductRepository {
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

    /// Name beginnings of test doubles and preview stand-ins.
    static let doublePrefixes = ["Mock", "Fake", "Stub", "Spy", "Preview", "Dummy"]

    let configuration: RuleConfiguration

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, let owner = Self.owningDeclaration(of: node),
              let typeName = SyntaxQueries.declaredName(of: owner)?.split(separator: ".").last.map(String.init) else { return }
        let suffixes = configuration[Self.typeSuffixes]
        guard suffixes.contains(where: { typeName.hasSuffix($0) }),
              !Self.doublePrefixes.contains(where: { typeName.hasPrefix($0) }),
              !node.modifiers.contains(where: { ["private", "fileprivate", "static", "class"].contains($0.name.text) }),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let effects = node.signature.effectSpecifiers
        let errorType = configuration[Self.errorType]
        let name = node.name.text
        if let throwsClause = effects?.throwsClause, throwsClause.throwsSpecifier.tokenKind == .keyword(.throws) {
            report(node.name, "Repository method '\(name)' throws; return `Result<T, \(errorType)>` instead so the ViewModel switches over success and failure.", in: file)
            return
        }
        guard let returnType = node.signature.returnClause?.type else { return }
        if let arguments = Self.resultArguments(returnType) {
            guard arguments.count == 2, let failure = arguments.last else { return }
            if SyntaxQueries.plainTypeName(failure) != errorType {
                report(node.name, "Repository method '\(name)' returns a `Result` whose error is `\(failure.trimmedDescription)`; use `Result<_, \(errorType)>` so every failure is the app's typed error.", in: file)
            }
            return
        }
        guard effects?.asyncSpecifier != nil else { return }
        report(node.name, "Repository method '\(name)' is async but cannot report failure; return `Result<\(returnType.trimmedDescription), \(errorType)>`.", in: file)
    }

    /// The generic arguments of `Result<…>` or `Swift.Result<…>`, or nil for any other type.
    static func resultArguments(_ type: TypeSyntax) -> [TypeSyntax]? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Result" {
            return identifier.genericArgumentClause.map { $0.arguments.compactMap { $0.argument.as(TypeSyntax.self) } } ?? []
        }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "Result",
           member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift" {
            return member.genericArgumentClause.map { $0.arguments.compactMap { $0.argument.as(TypeSyntax.self) } } ?? []
        }
        return nil
    }

    /// The type or extension that declares `function` directly in its member block (also through
    /// `#if` clauses); nil for functions nested in bodies and for free functions.
    static func owningDeclaration(of function: FunctionDeclSyntax) -> Syntax? {
        var current = function.parent
        while let node = current {
            switch node.kind {
            case .memberBlockItem, .memberBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
                current = node.parent
            case .memberBlock:
                guard let owner = node.parent, SyntaxQueries.isTypeDeclaration(owner) else { return nil }
                return owner
            default:
                return nil
            }
        }
        return nil
    }
}
