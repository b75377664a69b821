import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a ViewModel stub file whose extensions of the ViewModel offer no `static func stub()`
/// callable without arguments.
struct StubVmFactoryRule: SyntaxRule {
    static let description = RuleDescription(
        id: "stub-vm-factory", title: "Give each ViewModel stub a stub() factory with defaults",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document has previews build their ViewModel as `.stub()`, so each \
        `{Feature}ViewModelStub.swift` must offer `static func stub(…)` with a default value for \
        every parameter (the observable state, defaulting to model stubs). Reported at the \
        extended type of the first extension of `{Feature}ViewModel` in a file named \
        `{Feature}ViewModelStub.swift` (also qualified, `Cart.CartViewModel`), when none of that \
        ViewModel's extensions in the file declares a `static` (or `class`) function `stub` whose \
        parameters all have defaults (none at all counts). Left alone: stub files with no extension \
        of the ViewModel they are named after (the factory may live elsewhere, which a file \
        cannot tell), test folders, other files, instance methods and properties called `stub`. \
        Whether the factory returns the ViewModel, or uses a stub repository, is not checked.
        """,
        triggering: [
            RuleExample("""
            #if DEBUG
            @MainActor
            extension ↓CartViewModel {
                static func stub(items: [CartItem], isLoading: Bool = false) -> CartViewModel {
                    CartViewModel(items: items, isLoading: isLoading)
                }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            // static func stub() -> CartViewModel is still to come.
            extension Features.↓CartViewModel {
                func stub() -> CartViewModel { self }
                static var stub: CartViewModel { CartViewModel(items: []) }
                static func stubLoading() -> CartViewModel { CartViewModel(items: [], isLoading: true) }
            }
            extension CartItem {
                static func stub() -> CartItem { CartItem(id: 1) }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ↓ProfileViewModel: CustomStringConvertible {
                var description: String { "stub" }
            }
            extension ProfileViewModel {
                static func stub(_ name: String) -> ProfileViewModel { ProfileViewModel(name: name) }
            }
            #endif
            """, path: "Sources/App/Profile/ProfileViewModelStub.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            #if DEBUG
            extension CartViewModel {
                static func stub(items: [CartItem] = CartItem.stubs, isLoading: Bool = false,
                                 errorMessage: String? = nil) -> CartViewModel {
                    CartViewModel(repository: StubRepository(), items: items, isLoading: isLoading, errorMessage: errorMessage)
                }
            }

            private final class StubRepository: CartRepository {}
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ProfileViewModel {
                static func stub(name: String) -> ProfileViewModel { ProfileViewModel(name: name) }
            }
            extension ProfileViewModel {
                #if os(iOS)
                static func stub() -> ProfileViewModel { .stub(name: "Ada") }
                #endif
            }
            #endif
            """, path: "Sources/App/Profile/ProfileViewModelStub.swift"),
            RuleExample("""
            extension CartViewModel {
                static func stub(items: [CartItem]) -> CartViewModel { CartViewModel(items: items) }
            }
            """, path: "Tests/AppTests/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            final class StubCartViewModel: CartViewModel {}
            extension CartItem {
                static func stub(id: Int) -> CartItem { CartItem(id: id) }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            extension CartViewModel {
                static func preview(items: [CartItem]) -> CartViewModel { CartViewModel(items: items) }
            }
            """, path: "Sources/App/Cart/CartViewModelPreview.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard let found = StubFiles.viewModelExtensions(from: node, in: file) else { return }
        let hasFactory = found.all.contains { item in
            SyntaxQueries.memberDeclarations(of: item.memberBlock).contains { member in
                guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "stub",
                      SyntaxQueries.isTypeMember(function.modifiers) else { return false }
                return function.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
        }
        guard !hasFactory else { return }
        report(StubFiles.nameToken(of: node.extendedType), "'\(found.name)' has no `static func stub(…)` with a default for every parameter; add one so previews can write `.stub()`.", in: file)
    }
}
