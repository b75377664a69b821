import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags network service methods whose signature names a feature's model type.
struct MvvmArchNetworkGenericRule: SyntaxRule {
    /// The `typeSuffixes` option.
    static let typeSuffixes = Option<[String]>("typeSuffixes", default: ["NetworkService", "NetworkServiceImpl", "NetworkServiceProtocol", "NetworkServicing"],
                                               "Name endings of network service protocols and implementations.")
    /// The `transportTypes` option.
    static let transportTypes = Option<[String]>("transportTypes", default: ["AppError"],
                                                 "Extra type names a network service may name, besides Swift, Foundation and transport types.")

    static let description = RuleDescription(
        id: "mvvm-arch-network-generic", title: "The network service knows no feature models",
        category: .mvvmArchitecture, impact: .must, presets: [.mvvm],
        rationale: """
        In the mvvm guide the network service is generic: it sends an `Endpoint`, decodes whatever \
        `T: Decodable` the caller asks for and maps failures to `AppError`. Which model a feature \
        wants is the repository's business. A service with `fetchProducts()` or a `[Product]` in a \
        signature depends upward on every feature, grows with each screen, and cannot be reused.

        Reported, at the method name: a method declared directly in a protocol, class, struct, \
        actor or extension whose name ends in one of `typeSuffixes` (default `NetworkService`, \
        `NetworkServiceImpl`, `NetworkServiceProtocol`, `NetworkServicing`), neither private, \
        fileprivate nor static, and not generic, whose return type (also inside `Result`, arrays, \
        optionals and dictionaries), or the type of a parameter that is the request's subject (an \
        unlabelled one, or one whose type the method's name repeats, as in `uploadAvatar(image: \
        Avatar)`), names a type that reads as a model: a capitalised name that is \
        not a generic parameter of the method or its type, not a Swift or Foundation type \
        (`String`, `Data`, `URL`, `Date`, `UUID` …), not one of `transportTypes` (default \
        `AppError`), and whose words include none of `Endpoint`, `Request`, `Response`, `HTTP`, \
        `URL`, `Error`, `Header`, `Method`, `Status`, `Network`, `Session`, `Token`, `Config`, \
        `Route`, `Progress`, `Decoder`, `Encoder`.

        As with `net-result-no-throw`, the requirement is reported and the implementation of an \
        adopted network protocol is left alone. Also left alone: generic methods \
        (`fetch<T: Decodable>(_:)`, `get<T>(_ endpoint:, apiVersion: Version)`), whose other \
        parameters are request options; labelled parameters the method's name does not repeat \
        (`forceVersion: Version?`, `for account: Account`), which may be options too; test files, test doubles, previews \
        and `#if DEBUG` code. A transport type the word list misses (`Multipart`) would be taken \
        for a model: add it to `transportTypes`.
        """,
        options: [typeSuffixes, transportTypes],
        triggering: [
            RuleExample("""
            protocol NetworkServiceProtocol {
                func ↓fetchProducts(page: Int) async -> Result<[Product], AppError>
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError>
            }
            final class NetworkService: NetworkServiceProtocol {
                func fetchProducts(page: Int) async -> Result<[Product], AppError> { await request(.products(page: page)) }
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError> { .failure(.unknown) }
            }
            """),
            RuleExample("""
            final class URLSessionNetworkService {
                func ↓upload(_ profile: UserProfile, to endpoint: Endpoint) async -> Result<Void, AppError> { .success(()) }
                #if os(iOS)
                public func ↓cachedOrders() -> [String: Order]? { nil }
                #endif
            }
            """),
            RuleExample("""
            enum Core {
                // fetch<T: Decodable> is the guide's shape.
                struct LiveNetworkService { func ↓user(id: String) async -> Result<Account.User, AppError> { .failure(.unknown) } }
            }
            extension NetworkService {
                func ↓sendCart(_ body: Data, as: Cart.Type) async -> Result<Data, AppError> { .success(Data()) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol NetworkServiceProtocol: Sendable {
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError>
                func fetch<Model: Decodable>(_ endpoint: Endpoint, as type: Model.Type) async -> Result<[Model], AppError>
                func data(for request: URLRequest) async -> Result<(Data, HTTPURLResponse), AppError>
                func upload(_ file: URL, progress: @escaping (Double) -> Void) async -> Result<Void, AppError>
                func headers(for method: HTTPMethod, date: Date, id: UUID) -> [String: String]
                func get<Entity: Decodable>(_ endpoint: Endpoint, forceVersion: Version?) async -> Result<Entity, AppError>
                func hash(into hasher: inout Hasher)
                func post(endpoint: Endpoint, forceVersion: Version?) async -> Result<HTTPURLResponse?, AppError>
                func upload(_ data: Data, for account: Account) async -> Result<Void, AppError>
            }
            """),
            RuleExample("""
            final class NetworkService: NetworkServiceProtocol {
                func fetchProducts() async -> Result<[Product], AppError> { .failure(.unknown) }
                private func decodeUser(_ data: Data) -> User? { nil }
                static func shared() -> NetworkService { NetworkService() }
            }
            final class ProductRepositoryImpl { func products() async -> Result<[Product], AppError> { .success([]) } }
            let note = "func fetchProducts() -> [Product]"
            """),
            RuleExample("""
            final class MockNetworkService: NetworkServiceProtocol {
                func fetchProducts() async -> Result<[Product], AppError> { .success([]) }
            }
            """, path: "Tests/AppTests/MockNetworkService.swift"),
            RuleExample("""
            #if DEBUG
            struct SampleNetworkService { func products() -> [Product] { [] } }
            #endif
            struct NetworkService { func stream(_ endpoint: Endpoint) -> AsyncStream<Multipart> { AsyncStream { _ in } } }
            """, options: ["transportTypes": .strings(["AppError", "Multipart"])]),
        ]
    )

    let configuration: RuleConfiguration

    /// Swift and Foundation types and containers a generic service may name.
    static let standardTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal", "Data", "Date", "UUID", "URL", "URLComponents",
        "URLQueryItem", "TimeInterval", "Duration", "Void", "Never", "Any", "AnyObject", "Result", "Optional", "Array",
        "Dictionary", "Set", "AsyncStream", "AsyncThrowingStream", "Task", "Decodable", "Encodable", "Codable",
        "Sendable", "Hashable", "Equatable", "Identifiable", "Error", "Self", "JSONDecoder", "JSONEncoder", "Type",
        "CheckedContinuation", "OperationQueue", "DispatchQueue", "Notification", "NSError", "Foundation", "Swift",
        "AnyPublisher", "Combine", "Hasher", "StaticString", "KeyPath", "WritableKeyPath", "Unicode", "Locale",
        "TimeZone", "Calendar", "DateComponents", "Measurement", "CGSize", "CGRect", "CGPoint", "UIImage", "Image",
    ]
    /// Words of transport types.
    static let transportWords: Set<String> = [
        "endpoint", "request", "response", "http", "url", "error", "header", "headers", "method", "status", "network",
        "session", "token", "config", "configuration", "route", "progress", "decoder", "encoder", "api", "task",
    ]

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        let suffixes = configuration[Self.typeSuffixes]
        guard let owner = ResultSignature.checkedOwner(of: node, suffixes: suffixes, in: file) else { return }
        guard !ResultSignature.isReportedAtRequirement(owner.owner, suffixes: suffixes) else { return }
        // A generic method is the generic request the guide wants; its other parameters are options.
        guard node.genericParameterClause == nil else { return }
        var generic = Set<String>()
        if let group = owner.owner.asProtocol(DeclGroupSyntax.self) {
            if let clause = owner.owner.as(ClassDeclSyntax.self)?.genericParameterClause { generic.formUnion(clause.parameters.map(\.name.text)) }
            if let clause = owner.owner.as(StructDeclSyntax.self)?.genericParameterClause { generic.formUnion(clause.parameters.map(\.name.text)) }
            for member in group.memberBlock.members {
                if let associated = member.decl.as(AssociatedTypeDeclSyntax.self) { generic.insert(associated.name.text) }
            }
        }
        let extra = Set(configuration[Self.transportTypes])
        // Parameters count when they are the request's subject: unlabelled (`_ profile: Profile`),
        // or of a type the method's name repeats (`uploadAvatar(image: Avatar)`); a labelled
        // option (`forceVersion: Version?`) does not.
        let methodName = node.name.text.lowercased()
        var types: [TypeSyntax] = node.signature.parameterClause.parameters.filter { parameter in
            if parameter.firstName.tokenKind == .wildcard { return true }
            guard let typeName = SyntaxQueries.baseTypeName(parameter.type) ?? parameter.type.as(MetatypeTypeSyntax.self).flatMap({ SyntaxQueries.baseTypeName($0.baseType) }) else { return false }
            return methodName.contains(typeName.lowercased())
        }.map(\.type)
        if let returned = node.signature.returnClause?.type { types.append(returned) }
        func isNeutral(_ name: String) -> Bool {
            guard let first = name.first, first.isUppercase else { return true }
            return generic.contains(name) || Self.standardTypes.contains(name) || extra.contains(name)
                || DefaultsAccess.words(name).contains(where: { Self.transportWords.contains($0) })
        }
        for type in types {
            for token in type.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind else { continue }
                var components: [String]
                if let identifier = token.parent?.as(IdentifierTypeSyntax.self), identifier.name.id == token.id {
                    // The base of `Account.User` is judged with its member.
                    if let member = identifier.parent?.as(MemberTypeSyntax.self), member.baseType.id == identifier.id { continue }
                    components = [name]
                } else if let member = token.parent?.as(MemberTypeSyntax.self), member.name.id == token.id {
                    components = member.trimmedDescription.split(separator: "<").first.map { $0.split(separator: ".").map(String.init) } ?? [name]
                } else {
                    continue
                }
                guard !components.contains(where: isNeutral) else { continue }
                let shown = components.joined(separator: ".")
                report(node.name, "Network service method '\(node.name.text)' names the model type '\(shown)'; make it a generic request (`<T: Decodable>`) over an `Endpoint` and let the repository choose the model.", in: file)
                return
            }
        }
    }
}
