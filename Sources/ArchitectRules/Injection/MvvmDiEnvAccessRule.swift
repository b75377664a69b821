import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that gets the dependency container any way other than `@Environment(DependencyContainer.self)`.
struct MvvmDiEnvAccessRule: SyntaxRule {
    static let containerTypes = Option<[String]>("containerTypes", default: ["DependencyContainer"],
        "The type names of the app's dependency container.")

    static let description = RuleDescription(
        id: "mvvm-di-env-access", title: "Views read the container from the environment", category: .di, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide injects one `@Observable` `DependencyContainer` at the App root and has each \
        View that needs it read it with `@Environment(DependencyContainer.self)`. Handing the \
        container down through initializers makes every view on the way carry it, and a global \
        instance cannot be swapped in previews or tests. Reported, at the property name or the \
        type: a stored property of a View typed as one of `containerTypes` that has no initial \
        value and no `@Environment` (it arrives through the initializer: `let`, `@Bindable`, \
        `@ObservedObject`), one held with `@EnvironmentObject`, or with `@Environment(\\.key)` \
        instead of the type; and, in a View's code, a static member of the container such as \
        `DependencyContainer.shared`. Left alone: `@Environment(DependencyContainer.self)`, a View \
        that creates and owns the container (`@State private var container = DependencyContainer()`; \
        where it is created is `mvvm-di-container`'s concern), the App and other non-View types, \
        previews (`mvvm-di-preview-no-container`), test files and `#if DEBUG` code. Repositories \
        and services drilled through views are `di-environment-injection`'s findings in the other \
        presets and are not reported here, so the two rules never report the same property. A \
        container kept under a `typealias` or a protocol name is not recognised.
        """,
        options: [containerTypes],
        triggering: [
            RuleExample("""
            struct ProfileScreen: View {
                let ↓container: DependencyContainer
                var body: some View { ProfileView(viewModel: .init(repository: container.profileRepository)) }
            }
            struct OrdersScreen: View {
                @ObservedObject var ↓dependencies: DependencyContainer
                var body: some View { Text("Orders") }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct RootView: View {
                    @EnvironmentObject private var ↓container: DependencyContainer
                    @Environment(\\.dependencies) private var ↓deps: DependencyContainer
                    var body: some View { Text("Settings") }
                }
            }
            #endif
            """),
            RuleExample("""
            struct FeedScreen: View {
                var body: some View {
                    FeedView(viewModel: FeedViewModel(repository: ↓DependencyContainer.shared.feedRepository))
                }
            }
            extension FeedScreen {
                func reload() { ↓AppContainer.current.feedRepository.refresh() }
            }
            """, options: ["containerTypes": .strings(["DependencyContainer", "AppContainer"])]),
        ],
        nonTriggering: [
            RuleExample("""
            // Never pass `container: DependencyContainer` through an initializer.
            struct ProfileScreen: View {
                @Environment(DependencyContainer.self) private var container
                @State private var owned = DependencyContainer()
                let title = "DependencyContainer.shared"
                var body: some View { Text(title) }
            }
            struct Row: View {
                let container: DependencyContainerOptions
                let repository: ProfileRepository
                var body: some View { Text("Row") }
            }
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                @State private var container = DependencyContainer()
                var body: some Scene { WindowGroup { SplashScreen() }.environment(container) }
            }
            @Observable final class CheckoutViewModel {
                let container: DependencyContainer
                init(container: DependencyContainer) { self.container = container }
                func pay() { DependencyContainer.shared.paymentRepository.pay() }
            }
            """),
            RuleExample("""
            struct CartView: View {
                var body: some View { Text("Cart") }
            }
            #Preview {
                CartView().environment(DependencyContainer.shared)
            }
            #if DEBUG
            struct DebugPanel: View {
                let container: DependencyContainer
                var body: some View { Text("Debug") }
            }
            #endif
            """),
            RuleExample("""
            import Testing
            struct Harness: View {
                let container: DependencyContainer
                var body: some View { Text("x") }
            }
            """, path: "Tests/AppTests/HarnessTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        for property in EnvironmentReads.viewPropertiesNotReadFromEnvironment(node, typeNames: Set(configuration[Self.containerTypes]), in: file) {
            report(property.name, "This View \(property.how); read it with `@Environment(\(property.type).self)` instead.", in: file)
        }
    }

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        guard let base = node.base, let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              configuration[Self.containerTypes].contains(baseName), !file.isTestFile else { return }
        let member = node.declName.baseName.text
        guard member != "self", member != "init", !(node.parent?.is(FunctionCallExprSyntax.self) == true
                  && node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id),
              Self.isInViewCode(node), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node, "This View reaches `\(baseName).\(member)` directly; read the container with `@Environment(\(baseName).self)` instead.", in: file)
    }

    /// Whether `node` is in the code of a View struct or of an extension of one (judged in this file).
    static func isInViewCode(_ node: some SyntaxProtocol) -> Bool {
        SessionStorage.enclosingDeclarations(of: node).contains { declaration in
            (declaration.is(StructDeclSyntax.self) || declaration.is(ExtensionDeclSyntax.self)) && SyntaxQueries.isViewType(declaration)
        }
    }
}
