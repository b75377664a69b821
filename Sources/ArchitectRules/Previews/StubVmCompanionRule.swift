import ArchitectCore
import ArchitectProject

/// Flags a `{Feature}ViewModel` class for which the project has no `{Feature}ViewModelStub.swift`.
struct StubVmCompanionRule: ProjectRule {
    static let viewModelSuffix = Option<String>("viewModelSuffix", default: "ViewModel", "The name ending that marks a ViewModel class.")
    static let stubFileSuffix = Option<String>("stubFileSuffix", default: "Stub",
                                               "What follows the ViewModel's name in its stub file's name (`CartViewModelStub.swift`).")

    static let description = RuleDescription(
        id: "stub-vm-companion", title: "Give every ViewModel a stub file",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document pairs every ViewModel with a `{Feature}ViewModelStub.swift` whose \
        `stub()` factory builds it in any state for previews, so that no preview needs a real \
        repository or the dependency container. Reported at the class name: a class named \
        `{Feature}ViewModel` (the `viewModelSuffix` option) when no Swift file of the linted \
        project outside test folders (preview folders count), in any folder, is named after it with the `stubFileSuffix` option appended \
        (`CartViewModelStub.swift`). Left alone: classes in test files or `#if DEBUG`, private and \
        nested classes (a `ViewModel` nested in its View has no feature name of its own), \
        protocols, structs and actors, ViewModels that declare no method (in the class or its \
        extensions), which only hold values a preview can pass to their `init`, and names that \
        start like a test double or an abstract \
        base (`Mock…`, `Stub…`, `Fake…`, `Spy…`, `Dummy…`, `Preview…`, `Base…`, `Abstract…`). A \
        stub file that exists but holds no factory is `stub-vm-factory`'s business; stubs kept \
        under another file name are not recognised (set the options to the names your team uses).
        """,
        options: [viewModelSuffix, stubFileSuffix],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Cart/ViewModel/CartViewModel.swift", """
                import Foundation
                // CartViewModelStub.swift is still to be written.
                @MainActor @Observable
                final class ↓CartViewModel {
                    var items: [CartItem] = []
                    func load() async { items = await repository.items() }
                }
                """),
                ExampleFile("Sources/App/Features/Cart/ViewModel/CartViewModelStubs.swift", "#if DEBUG\nextension CartViewModel {}\n#endif"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Profile/ViewModel/ProfileViewModel.swift", """
                @Observable final class ↓ProfileViewModel {}
                @Observable final class ProfileEditViewModel {}
                """),
                ExampleFile("Sources/App/Features/Profile/ViewModel/ProfileViewModelActions.swift", """
                extension ProfileViewModel {
                    func signOut() async { await session.clear() }
                }
                """),
                ExampleFile("Sources/App/Features/Profile/ViewModel/ProfileEditViewModelStub.swift", "#if DEBUG\nextension ProfileEditViewModel {}\n#endif"),
                ExampleFile("Tests/AppTests/ProfileViewModelStub.swift", "extension ProfileViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Search/SearchModels.swift", """
                #if os(iOS)
                final class ↓SearchScreenModel { func search(_ text: String) {} }
                #endif
                """),
                ExampleFile("Sources/App/Features/Search/SearchScreenModelStub.swift", "extension SearchScreenModel {}"),
            ], options: ["viewModelSuffix": .string("ScreenModel"), "stubFileSuffix": .string("Preview")]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/Account/List/AccountsListRowViewModel.swift", """
                @MainActor @Observable
                final class AccountsListRowViewModel {
                    var account: Account
                    var badge: Int
                    init(account: Account, badge: Int) { self.account = account; self.badge = badge }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Cart/ViewModel/CartViewModel.swift", "@Observable final class CartViewModel {}"),
                ExampleFile("Sources/App/Features/Cart/ViewModel/CartViewModelStub.swift", "#if DEBUG\nextension CartViewModel {}\n#endif"),
                ExampleFile("Sources/App/Features/Cart/View/CartScreen.swift", """
                struct CartScreen: View {
                    @Observable final class ViewModel {}
                    var body: some View { Text("CartViewModel") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Shared/BaseViewModel.swift", """
                class BaseViewModel {}
                protocol ListViewModel {}
                struct RowViewModel {}
                private final class HelperViewModel {}
                #if DEBUG
                final class DebugMenuViewModel {}
                #endif
                """),
                ExampleFile("Tests/AppTests/MockCartViewModel.swift", "final class MockCartViewModel {}\nfinal class SpyViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Search/SearchViewModel.swift", "final class SearchViewModel {}"),
                ExampleFile("Sources/App/Preview Content/SearchViewModelStub.swift", "extension SearchViewModel {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let suffix = configuration[Self.viewModelSuffix], stub = configuration[Self.stubFileSuffix]
        guard !suffix.isEmpty else { return [] }
        let files = StubCompanions.foldersByFileName(project)
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class && StubCompanions.isCandidate(entry, suffix: suffix) {
            let expected = entry.type.name + stub + ".swift"
            guard files[expected] == nil, Self.hasMethods(entry, in: project) else { continue }
            findings.append(finding(entry.file.path, entry.type.location,
                                    "'\(entry.type.name)' has no companion `\(expected)`; add one with a `static func stub()` factory for previews."))
        }
        return findings
    }

    /// Whether the class or one of its extensions declares a method: a ViewModel without any is
    /// a holder of values that a preview builds with its own `init`, and needs no stub.
    static func hasMethods(_ entry: ProjectIndex.TypeEntry, in project: ProjectIndex) -> Bool {
        !entry.type.methods.isEmpty || project.extensions(of: entry.type.name).contains { !$0.extensionSummary.methods.isEmpty }
    }
}
