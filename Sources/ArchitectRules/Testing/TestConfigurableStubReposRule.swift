import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags methods of test-double repositories that always return the same hard-coded value.
struct TestConfigurableStubReposRule: SyntaxRule {
    /// The `protocolSuffixes` option.
    static let protocolSuffixes = Option<[String]>("protocolSuffixes", default: ["Repository", "RepositoryProtocol"],
        "Name endings of the protocols (or double names) that make a test double a repository double.")

    /// Name beginnings and endings of test doubles.
    static let doubleWords = ["Mock", "Mocked", "Stub", "Stubbed", "Fake", "Spy"]

    static let description = RuleDescription(
        id: "test-configurable-stub-repos", title: "Let each test choose what a stub repository returns",
        category: .testing, impact: .should, presets: [.mvvm],
        rationale: """
        The mvvm guide's stub repositories keep their answer in a property (`var result: \
        Result<[Product], AppError> = .success(Product.stubs)`) that each test sets before it acts, \
        so one double serves the success test, the failure test and the empty-list test. A double \
        whose method returns a fixed `.success(…)` can only ever drive one path, and the failure \
        path goes untested or gets a second, near-identical double.

        Reported, at the method name: an instance method of a test double in a test file whose \
        body is one expression, or one `return`, that is a hard-coded value: `.success(…)` or \
        `.failure(…)` (also `Result.success(…)`) of a constant, a non-empty array or dictionary \
        literal of constants, or another constant that is not trivial. A constant is a literal, a \
        type's member (`.stub`, `Product.stubs`, `AppError.network`) or an initializer call \
        (`Product(id: \"1\")`) whose arguments are constants. A test double is a struct, class or \
        actor whose name starts or ends with Mock, Mocked, Stub, Stubbed, Fake or Spy and that \
        conforms, in its declaration or an extension in the file, to a protocol ending in one of \
        `protocolSuffixes` (default `Repository`, `RepositoryProtocol`), or whose own name contains \
        one of them.

        Left alone: methods that read a stored property, a parameter or a closure; trivial \
        answers (`nil`, `true`/`false`, `0`, `\"\"`, `[]`, `()`), which are usually a requirement \
        the test does not care about; methods that throw a fixed error; `static` methods and \
        computed properties; doubles of services and clients (add their suffixes to the option); \
        production and preview code. Doubles whose conformance is declared in another file are \
        seen only when their name says "Repository".
        """,
        options: [protocolSuffixes],
        triggering: [
            RuleExample("""
            @testable import Shop

            final class MockProductRepository: ProductRepository {
                func ↓fetchProducts() async -> Result<[ProductModel], AppError> {
                    .success([.stub, .stubLongText])
                }
                func ↓fetchProduct(id: String) async -> Result<ProductModel, AppError> {
                    return Result.success(ProductModel(id: "1", name: "Desk", price: 120))
                }
            }
            """, path: "Tests/ShopTests/Doubles/MockProductRepository.swift"),
            RuleExample("""
            enum Doubles {
                struct OrdersStub {
                    #if os(iOS)
                    func ↓orders() async throws -> [Order] { [Order.stub, Order.stub] }
                    #endif
                }
            }
            extension Doubles.OrdersStub: OrdersRepositoryProtocol {}
            """, path: "Tests/OrdersTests/Doubles.swift"),
            RuleExample("""
            actor FailingUserRepositorySpy: UserRepository {
                func ↓currentUser() async -> Result<User, AppError> { .failure(.unauthorized) }
                func ↓settings() async -> [String: Int] { ["fontSize": 14] }
            }
            """, path: "Tests/ProfileTests/FailingUserRepositorySpy.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // Not like this: func fetchProducts() -> Result { .success([.stub]) }
            final class MockProductRepository: ProductRepository {
                var fetchResult: Result<[ProductModel], AppError> = .success(ProductModel.stubs)
                private(set) var calls = 0
                func fetchProducts() async -> Result<[ProductModel], AppError> { calls += 1; return fetchResult }
                func fetchProduct(id: String) async -> Result<ProductModel, AppError> { .success(ProductModel(id: id, name: "Desk")) }
                func delete(id: String) async -> Result<Void, AppError> { .success(()) }
                func isCached(id: String) -> Bool { false }
                func recent() async -> [ProductModel] { [] }
                func featured() throws -> [ProductModel] { throw AppError.network }
                static func make() -> MockProductRepository { MockProductRepository() }
                var all: [ProductModel] { [.stub] }
            }
            """, path: "Tests/ShopTests/MockProductRepository.swift"),
            RuleExample("""
            final class MockAnalyticsService: AnalyticsService {
                func events() -> [String] { ["open"] }
            }
            final class ProductRepositoryTests {
                func sample() -> [ProductModel] { [.stub] }
            }
            """, path: "Tests/ShopTests/MockAnalyticsService.swift"),
            RuleExample("""
            #if DEBUG
            final class StubProductRepository: ProductRepository {
                func fetchProducts() async -> Result<[ProductModel], AppError> { .success(ProductModel.stubs) }
            }
            #endif
            """, path: "App/Features/Product/Repository/StubProductRepository.swift"),
            RuleExample("""
            final class MockCartRepository: CartRepository {
                let items: [CartItem]
                init(items: [CartItem]) { self.items = items }
                func load() async -> Result<[CartItem], AppError> { .success(items) }
                func loadMapped() async -> [CartItem] { items.map { $0 } }
            }
            """, path: "Tests/CartTests/MockCartRepository.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard file.isTestFile, let body = node.body, body.statements.count == 1,
              !SyntaxQueries.isTypeMember(node.modifiers),
              let owner = Self.owner(of: node), let ownerName = SyntaxQueries.declaredName(of: owner),
              Self.isDouble(ownerName) else { return }
        let suffixes = configuration[Self.protocolSuffixes]
        let isRepository = suffixes.contains { ownerName.contains($0) }
            || SyntaxQueries.inheritedNamesInFile(of: owner).contains { name in suffixes.contains { name.hasSuffix($0) } }
        guard isRepository, let value = Self.returnedValue(body), Self.isHardCoded(value) else { return }
        report(node.name,
               "`\(node.name.text)` of test double '\(ownerName)' always returns `\(Self.shortText(value))`; keep the answer in a `var` (such as `var \(node.name.text)Result`) that each test sets, so one double can drive success and failure.",
               in: file)
    }

    /// The struct, class or actor whose member block declares `node` (through `#if`), or nil.
    static func owner(of node: FunctionDeclSyntax) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if candidate.is(MemberBlockSyntax.self) {
                guard let parent = candidate.parent,
                      parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(ActorDeclSyntax.self) else { return nil }
                return parent
            }
            guard candidate.is(MemberBlockItemSyntax.self) || candidate.is(MemberBlockItemListSyntax.self)
                || candidate.is(IfConfigClauseSyntax.self) || candidate.is(IfConfigClauseListSyntax.self)
                || candidate.is(IfConfigDeclSyntax.self) else { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// Whether a type name starts or ends with a test-double word.
    static func isDouble(_ name: String) -> Bool {
        doubleWords.contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }

    /// The expression a one-statement body hands back: `return x` or the implicit `x`.
    static func returnedValue(_ body: CodeBlockSyntax) -> ExprSyntax? {
        guard let item = body.statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }

    /// Whether the returned value is a fixed, non-trivial answer.
    static func isHardCoded(_ value: ExprSyntax) -> Bool {
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["success", "failure"].contains(member.declName.baseName.text),
           member.base.map(isResultType) ?? true {
            guard call.arguments.count == 1, let payload = call.arguments.first?.expression else { return false }
            if payload.is(TupleExprSyntax.self), payload.as(TupleExprSyntax.self)?.elements.isEmpty == true { return false }
            return isConstant(payload)
        }
        return !isTrivial(value) && isConstant(value)
    }

    /// `nil`, a Boolean, `0`, `""`, `[]`, `[:]` or `()`.
    static func isTrivial(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) { return true }
        if let number = value.as(IntegerLiteralExprSyntax.self) { return number.literal.text == "0" }
        if let text = value.as(StringLiteralExprSyntax.self) { return text.segments.trimmedDescription.isEmpty }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if value.is(DictionaryExprSyntax.self), value.as(DictionaryExprSyntax.self)?.content.is(TokenSyntax.self) == true { return true }
        if let tuple = value.as(TupleExprSyntax.self) { return tuple.elements.isEmpty }
        return false
    }

    /// Whether an expression is built only from literals, type members and initializer calls of constants.
    static func isConstant(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
            || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) { return true }
        if let text = value.as(StringLiteralExprSyntax.self) {
            return text.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = value.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "-" && isConstant(prefix.expression) }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isConstant($0.expression) } }
        if let dictionary = value.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isConstant($0.key) && isConstant($0.value) }
        }
        if let tuple = value.as(TupleExprSyntax.self) { return tuple.elements.allSatisfy { isConstant($0.expression) } }
        if let member = value.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return isTypeName(base)
        }
        if let call = value.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  call.arguments.allSatisfy({ isConstant($0.expression) }) else { return false }
            let callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self) { return member.base.map(isTypeName) ?? true }
            return isTypeName(callee)
        }
        return false
    }

    /// Whether an expression names `Result` or `Result<A, B>`.
    static func isResultType(_ expression: ExprSyntax) -> Bool {
        let plain = expression.as(GenericSpecializationExprSyntax.self)?.expression ?? expression
        return plain.as(DeclReferenceExprSyntax.self)?.baseName.text == "Result"
    }

    /// Whether an expression names a type: `Product`, `Models.Product`, `Result<A, B>`.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return UTF8Text.startsUppercase(reference.baseName.text) && reference.baseName.text != "Self"
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return UTF8Text.startsUppercase(member.declName.baseName.text) && isTypeName(base)
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTypeName(generic.expression) }
        return false
    }

    /// The value as written, shortened for the message.
    static func shortText(_ value: ExprSyntax) -> String {
        let text = value.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }
}
