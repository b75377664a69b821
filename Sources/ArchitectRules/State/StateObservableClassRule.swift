import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags ViewModel and coordinator classes that are not marked `@Observable`.
struct StateObservableClassRule: SyntaxRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["ViewModel", "Coordinator"], "Class-name endings that mark a ViewModel or coordinator.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "state-observable-class", title: "Mark ViewModels and coordinators @Observable", category: .state, impact: .critical,
        presets: [.clinic, .mvvm], aliases: ["mvvm-vm-observable"],
        rationale: """
        A ViewModel or coordinator is the state a screen reads. With the Observation framework a \
        class marked `@Observable` lets SwiftUI record which properties each view body reads and \
        re-render only those views when one of them changes. A plain class gives SwiftUI nothing \
        to observe (the screen silently stops updating), and an `ObservableObject` invalidates \
        every observer on any change.

        The rule reports, at the class name, a class whose name ends in one of the `suffixes` \
        (`ViewModel` and `Coordinator` by default; only `ViewModel` under the `mvvm` preset) and \
        that carries no `@Observable` attribute (`@Observation.Observable` counts too). Left alone: \
        structs, enums, actors and protocols with those suffixes; a class named exactly \
        `Coordinator` nested in another type, which is the UIKit bridge of a \
        `UIViewRepresentable` and not screen state; a class that inherits from or conforms to \
        a UIKit, AppKit, SceneKit or SpriteKit type (`UINavigationControllerDelegate`, `NSWindowController`; plain \
        `NSObject` does not count), which is a platform bridge such as a UIKit navigation \
        coordinator; a class with no mutable state of its own to observe, that is no stored \
        instance `var` other than task handles, Combine cancellables and `weak` references (a \
        coordinator that only forwards to a router, or a ViewModel whose observable state lives \
        in an `@Observable` context object it holds in a `let`, where observation already \
        works through that object); test files, where fakes need no observation; \
        and files whose iOS deployment target is below 17, where `@Observable` is not available.

        Known false positive: a class that carries the suffix and a stored `var` that is no \
        view state; suppress it or narrow `suffixes`. \
        Classes inside `#if DEBUG`, a `#Preview` or a `PreviewProvider` are preview scaffolding and are skipped.
        """,
        options: [
            suffixes,
        ],
        presetOptions: [.mvvm: ["suffixes": .strings(["ViewModel"])]],
        triggering: [
            RuleExample("""
            final class ↓ProfileViewModel {
                var displayName = ""
                var isEditing = false
            }
            """),
            RuleExample("""
            @MainActor
            final class ↓CheckoutCoordinator {
                var path = NavigationPath()
                func showReceipt() { path.append(Route.receipt) }
            }
            """),
            RuleExample("""
            enum Orders {
                #if os(iOS)
                final class ↓ListViewModel: BaseModel {
                    var rows: [String] = []
                }
                #endif
            }
            """),
            RuleExample("""
            // Still an ObservableObject: the migration to @Observable is not done yet.
            final class ↓LegacyFeedViewModel: ObservableObject {
                @Published var posts: [String] = []
            }
            """),
            RuleExample("""
            final class ↓SettingsViewModel { var theme = "light" }
            @Observable final class AppCoordinator {}
            final class ↓OnboardingFlow { private(set) var step = 0 }
            """, options: ["suffixes": .strings(["ViewModel", "Flow"])]),
        ],
        nonTriggering: [
            RuleExample("""
            @MainActor
            final class SettingsCoordinator {
                private let router: Router
                weak var parent: AppCoordinator?
                init(router: Router) { self.router = router }
                func showAbout() { router.push(.about) }
            }

            @MainActor
            final class EditorViewModel {
                let context = EditorContext()
                private var saveTask: Task<Void, Never>?
                private var cancellables = Set<AnyCancellable>()
                static var drafts = 0
                var title: String { context.title }
            }
            """),
            RuleExample("""
            #if DEBUG
            // Preview scaffolding holds no state for SwiftUI to observe.
            final class PreviewCartCoordinator: CartCoordinating {
                func close() {}
            }
            #endif
            """),
            RuleExample("""
            // class ProfileViewModel without @Observable would be reported.
            @Observable
            final class ProfileViewModel {
                var displayName = "ProfileViewModel"
            }

            @Observation.Observable
            final class AppCoordinator {
                var path = NavigationPath()
            }
            """),
            RuleExample("""
            final class ViewModelFactory {}
            struct RowViewModel { let title: String }
            protocol ProfileViewModelProtocol: AnyObject {}
            final class HomeCoordinator: NSObject, UINavigationControllerDelegate {
                let navigation = UINavigationController()
            }
            actor SyncCoordinator {}
            final class CoordinatorStore {}
            """),
            RuleExample("""
            struct MapView: UIViewRepresentable {
                final class Coordinator: NSObject, MKMapViewDelegate {
                    var selection: String?
                }
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
            }
            """),
            RuleExample("""
            final class LegacyViewModel: ObservableObject {
                @Published var count = 0
            }
            """, iOS: Version(16)),
            RuleExample("""
            final class StubProfileViewModel {
                var displayName = "Test"
            }
            """, path: "Tests/AppTests/StubProfileViewModel.swift"),
            RuleExample("""
            final class AppCoordinator {
                var path = NavigationPath()
            }
            """, options: ["suffixes": .strings(["ViewModel"])]),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ classDecl: ClassDeclSyntax, in file: FileContext) {
        guard file.iOSTarget >= Version(17, 0), !file.isTestFile,
              !TypeRoles.isObservable(classDecl.attributes), !SyntaxQueries.isPreviewOrDebugCode(classDecl) else { return }
        let name = classDecl.name.text
        let suffixes = configuration[Self.suffixes]
        guard suffixes.contains(where: { !$0.isEmpty && name.hasSuffix($0) }) else { return }
        if name == "Coordinator", SyntaxQueries.enclosingTypeDeclaration(of: classDecl) != nil { return }
        if SyntaxQueries.inheritedNames(classDecl.inheritanceClause).contains(where: TypeRoles.isPlatformUIType) { return }
        guard TypeRoles.storedVariables(in: classDecl.memberBlock).contains(where: isObservableState) else { return }
        report(classDecl.name, "`\(name)` is not marked @Observable; add @Observable so SwiftUI tracks the properties each view reads.", in: file)
    }

    /// Whether a stored instance property is mutable state a view could read: a `var` that is not
    /// `weak` and not a task handle or Combine cancellable.
    private func isObservableState(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned) }) else { return false }
        return variable.bindings.contains { binding in
            if let type = binding.typeAnnotation?.type {
                return !AsyncWorkSyntax.isTaskType(type) && !isCancellables(type)
            }
            // `Set<AnyCancellable>()`: the generic arguments of the constructed type.
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
               let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                return !generic.genericArgumentClause.arguments.contains { isCancellableArgument($0) }
            }
            return true
        }
    }

    /// `AnyCancellable`, `AnyCancellable?`, `Set<AnyCancellable>` or `[AnyCancellable]`.
    private func isCancellables(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isCancellables(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return isCancellables(array.element) }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
        if identifier.name.text == "AnyCancellable" { return true }
        return identifier.genericArgumentClause?.arguments.contains { isCancellableArgument($0) } == true
    }

    /// Whether a generic argument is `AnyCancellable`.
    private func isCancellableArgument(_ argument: GenericArgumentSyntax) -> Bool {
        argument.trimmedText == "AnyCancellable" || argument.trimmedText == "Combine.AnyCancellable"
    }

}
