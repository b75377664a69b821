import ArchitectCore
import ArchitectProject

/// Flags an `@Observable` ViewModel class that is not `final` although nothing in the project
/// subclasses it.
struct CleanObservableFinalClassRule: ProjectRule {
    static let description = RuleDescription(
        id: "clean-observable-final-class", title: "Declare @Observable ViewModels final", category: .state, impact: .should,
        presets: [.clean],
        rationale: """
        The clean guide writes every ViewModel as `@Observable final class`. `final` states that \
        the class is a leaf: nobody overrides its observed properties or methods behind the \
        view's back, and the compiler can call its members directly.

        Reported, at the class name: a class marked `@Observable` (also `@Observation.Observable`) \
        whose name ends in `ViewModel`, that is neither `final` nor `open`, and that no class of \
        the linted project inherits from. Left alone: classes some project class subclasses (a \
        base ViewModel cannot be final), `open` classes (meant to be subclassed by other \
        modules), names the project declares more than once, other `@Observable` classes (the \
        row is about ViewModels; routers and stores are not checked), test files and `#if DEBUG` \
        code. Not seen: subclasses outside the linted files.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", """
                import Observation

                @Observable
                @MainActor
                class ↓FeedViewModel {
                    private(set) var articles: [String] = []
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Profile/ProfileScreen.swift", """
                enum Profile {
                    #if os(iOS)
                    @Observation.Observable public class ↓EditViewModel {
                        var name = ""
                    }
                    #endif
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Base.swift", "@Observable class ScreenViewModel { var title = \"\" }"),
                ExampleFile("App/Cart/CartViewModel.swift", """
                // Subclasses the base, but is itself never subclassed.
                @Observable class ↓CartViewModel: ScreenViewModel {
                    var items: [String] = []
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", """
                @Observable @MainActor
                final class FeedViewModel {
                    var articles: [String] = []
                }
                @Observable open class PluginViewModel {}
                @Observable class Router { var path: [String] = [] }
                class LegacyViewModel { var count = 0 }
                struct RowViewModel { let title: String }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Base.swift", "@Observable class ScreenViewModel { var title = \"\" }"),
                ExampleFile("App/Cart/CartViewModel.swift", "@Observable final class CartViewModel: ScreenViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Debug.swift", """
                #if DEBUG
                @Observable class PreviewViewModel {}
                #endif
                """),
                ExampleFile("Tests/AppTests/SpyViewModel.swift", "@Observable class SpyViewModel { var calls = 0 }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var superclasses = Set<String>()
        for entry in project.allTypes where entry.type.kind == .class { superclasses.formUnion(entry.type.inherited.prefix(1)) }
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class && ViewModelShapes.isViewModelName(entry.type.name) {
            let type = entry.type
            guard type.attributes.contains("Observable"), !type.modifiers.contains("final"), !type.modifiers.contains("open"),
                  !entry.placement.isTestFile, !type.isDebugOnly, !superclasses.contains(type.name),
                  project.declarations(of: type.name).count == 1 else { continue }
            findings.append(finding(entry.file.path, type.location,
                "`\(type.name)` is an @Observable ViewModel that nothing subclasses; declare it `final class`."))
        }
        return findings
    }
}
