import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a ViewModel stub file that uses a repository but declares no private stub repository.
struct StubVmPrivateRepoRule: SyntaxRule {
    static let description = RuleDescription(
        id: "stub-vm-private-repo", title: "Keep a private stub repository in each ViewModel stub",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document has each `{Feature}ViewModelStub.swift` carry its own `private` \
        `StubRepository` that adopts the feature's repository protocol and answers with model \
        stubs, so that previews never reach a real repository, a network or the dependency \
        container, and no other code comes to depend on the stand-in. Reported at the extended \
        type of the first extension of `{Feature}ViewModel` in a file named \
        `{Feature}ViewModelStub.swift`, when the file's code names a repository (an identifier or \
        argument label containing `repository`, in any case) but declares no `private` or \
        `fileprivate` class, struct or actor (at file level or nested, also in `#if`) whose \
        inheritance clause names a type containing `Repository`. A stub repository declared \
        without `private` is reported too. Left alone: stub files whose code never mentions a \
        repository (a ViewModel that needs none), files with no extension of their ViewModel, \
        test folders and other files; the word in comments and strings. Whether the stand-in \
        really returns model stubs, and whether it adopts the right protocol, is not checked.
        """,
        triggering: [
            RuleExample("""
            #if DEBUG
            extension ↓CartViewModel {
                static func stub(items: [CartItem] = CartItem.stubs) -> CartViewModel {
                    CartViewModel(repository: CartRepositoryImpl(network: .shared), items: items)
                }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension Shop.↓CartViewModel {
                static func stub() -> CartViewModel { CartViewModel(repository: StubRepository()) }
            }

            final class StubRepository: CartRepository {
                func fetchItems() async -> Result<[CartItem], AppError> { .success(CartItem.stubs) }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ↓ProfileViewModel {
                static func stub() -> ProfileViewModel { ProfileViewModel(repository: StubRepository()) }

                #if os(iOS)
                private final class StubRepository: Sendable {}
                #endif
            }
            #endif
            """, path: "Sources/App/Profile/ProfileViewModelStub.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            #if DEBUG
            extension CartViewModel {
                static func stub(items: [CartItem] = CartItem.stubs) -> CartViewModel {
                    CartViewModel(repository: StubRepository(items: items))
                }
            }

            private final class StubRepository: CartRepository {
                let items: [CartItem]
                init(items: [CartItem]) { self.items = items }
                func fetchItems() async -> Result<[CartItem], AppError> { .success(items) }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            // No StubRepository: the timer has no repository.
            extension TimerViewModel {
                static func stub(seconds: Int = 0) -> TimerViewModel {
                    TimerViewModel(seconds: seconds, label: "Repository-free")
                }
            }
            #endif
            """, path: "Sources/App/Timer/TimerViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ProfileViewModel {
                static func stub() -> ProfileViewModel { ProfileViewModel(repository: Stand()) }
                fileprivate struct Stand: Profile.ProfileRepositoryProtocol {}
            }
            #endif
            """, path: "Sources/App/Profile/ProfileViewModelStub.swift"),
            RuleExample("""
            extension CartViewModel {
                static func stub() -> CartViewModel { CartViewModel(repository: CartRepositoryImpl()) }
            }
            """, path: "Tests/AppTests/CartViewModelStub.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard file.mentions("epository"), let found = StubFiles.viewModelExtensions(from: node, in: file),
              Self.namesRepository(file.tree), !Self.declaresPrivateRepository(file.tree) else { return }
        report(StubFiles.nameToken(of: node.extendedType), "The stub of '\(found.name)' has no private stub repository; declare `private final class StubRepository` adopting the feature's repository protocol, returning model stubs.", in: file)
    }

    /// Whether some identifier of the file's code (not comments or strings) contains `repository`.
    static func namesRepository(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            return text.lowercased().contains("repository")
        }
    }

    /// Whether the file declares a `private` or `fileprivate` class, struct or actor whose
    /// inheritance clause names a type containing `Repository`.
    static func declaresPrivateRepository(_ tree: SourceFileSyntax) -> Bool {
        var found = false
        func scan(_ declarations: [DeclSyntax]) {
            for declaration in declarations where !found {
                if declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self) || declaration.is(ActorDeclSyntax.self),
                   let group = declaration.asProtocol(DeclGroupSyntax.self),
                   group.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }),
                   group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.contains("Repository") }) == true {
                    found = true
                    return
                }
                if let block = SyntaxQueries.memberBlock(of: declaration) { scan(SyntaxQueries.memberDeclarations(of: block)) }
            }
        }
        scan(SyntaxQueries.topLevelDeclarations(in: tree))
        return found
    }
}
