import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags ViewModel methods that report back through a completion-handler closure.
struct MvvmVmAsyncMethodsRule: SyntaxRule {
    /// Words that mark a closure parameter as a completion handler, matched in its label or name.
    static let handlerWords = ["completion", "handler", "callback", "oncomplete", "onsuccess", "onfailure", "onfinish", "onresult"]

    static let description = RuleDescription(
        id: "mvvm-vm-async-methods", title: "ViewModel data methods are async", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        The mvvm guide writes every data method of a ViewModel as `async`: the view calls it from \
        `.task`, which cancels it with the screen, and the method reads top to bottom with its \
        error handling in one place. A completion handler splits that flow across a closure, \
        needs `[weak self]`, can be called twice or never, and runs on whatever thread the \
        callee chose.

        Reported, at the parameter: a parameter of a method declared in a class named \
        `…ViewModel` (or in an extension of one), outside tests, previews and `#if DEBUG`, whose \
        type is a closure returning `Void` (also `@escaping`, `@Sendable` or optional) and whose \
        label or name contains `completion`, `handler`, `callback`, `onComplete`, `onSuccess`, \
        `onFailure`, `onFinish` or `onResult`, or whose closure takes a `Result` or an `Error`. \
        Left alone: closures that transform or decide (`(Item) -> Bool`), other closure names \
        (`onSelect`, `action`, where the View hands the ViewModel an event callback), static \
        methods, initializers, and methods of other types. The Combine half of this guideline \
        (`AnyPublisher`, `.sink` in a ViewModel) is `conc-combine-to-async`'s, which this \
        guideline's ID names as an alias family; this rule does not repeat it, so enable that \
        rule for the Combine check.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                func fetchProducts(↓completion: @escaping ([String]) -> Void) {
                    repository.products { completion($0) }
                }
            }
            """),
            RuleExample("""
            extension CheckoutViewModel {
                func submit(_ order: Order, ↓then handler: ((Result<Receipt, AppError>) -> Void)? = nil) {}
                #if os(iOS)
                func upload(_ data: Data, ↓onFailure: @escaping @Sendable (Error) -> ()) {}
                func sync(↓_ finished: @escaping ((any Error)?) -> Void) {}
                #endif
            }
            """),
            RuleExample("""
            enum Orders {
                final class ListViewModel {
                    func refresh(↓_ done: @escaping (Result<Void, Error>) -> Void) {}
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                // `func fetchProducts(completion:)` would be reported.
                func fetchProducts() async {}
                func filter(by predicate: (String) -> Bool) -> [String] { [] }
                func bind(onSelect: @escaping (String) -> Void) {}
                static func make(completion: @escaping (ProductViewModel) -> Void) {}
                init(onFinish: @escaping () -> Void) {}
            }
            """),
            RuleExample("""
            final class ImageLoader {
                func load(completion: @escaping (Data?) -> Void) {}
            }
            struct RowViewModel {
                func tap(completion: () -> Void) {}
            }
            """),
            RuleExample("""
            final class SpyProductViewModel {
                func load(completion: @escaping () -> Void) {}
            }
            """, path: "Tests/AppTests/SpyProductViewModel.swift"),
            RuleExample("""
            #if DEBUG
            final class PreviewProductViewModel {
                func load(completion: @escaping () -> Void) {}
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ function: FunctionDeclSyntax, in file: FileContext) {
        guard function.parent?.is(MemberBlockItemSyntax.self) == true, !SyntaxQueries.isTypeMember(function.modifiers),
              function.signature.parameterClause.parameters.contains(where: { Self.closureType($0.type) != nil }),
              let viewModel = ViewModelShapes.enclosingViewModel(of: function, in: file) else { return }
        for parameter in function.signature.parameterClause.parameters {
            guard let closure = Self.closureType(parameter.type), Self.returnsVoid(closure) else { continue }
            let words = [parameter.firstName.text, parameter.secondName?.text ?? ""].map { $0.lowercased() }
            let named = words.contains { word in Self.handlerWords.contains { word.contains($0) } }
            let reportsOutcome = closure.parameters.contains { element in
                var type = element.type
                while true {   // through `?`, `any` and parentheses: `((any Error)?)`
                    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
                    if let existential = type.as(SomeOrAnyTypeSyntax.self) { type = existential.constraint; continue }
                    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                        type = only.type; continue
                    }
                    break
                }
                let base = SyntaxQueries.baseTypeName(type)
                return base == "Result" || base == "Error"
            }
            guard named || reportsOutcome else { continue }
            report(parameter, "`\(viewModel.name).\(function.name.text)` reports back through the closure parameter `\(parameter.secondName?.text ?? parameter.firstName.text)`; make the method `async` and return its value instead.", in: file)
        }
    }

    /// The closure type of a parameter, through attributes (`@escaping`), optionals and parentheses.
    static func closureType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let function = type.as(FunctionTypeSyntax.self) { return function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return closureType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return closureType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return closureType(unwrapped.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return closureType(only.type) }
        return nil
    }

    /// Whether a closure type returns `Void` or `()`.
    static func returnsVoid(_ closure: FunctionTypeSyntax) -> Bool {
        let result = closure.returnClause.type
        if let tuple = result.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
        return SyntaxQueries.baseTypeName(result) == "Void"
    }
}
