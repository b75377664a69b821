import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags ViewModels that hold global error-alert state instead of routing errors.
struct ClinicErrorRoutingRule: SyntaxRule {
    /// The property names reported unless `propertyNames` says otherwise.
    static let defaultPropertyNames = ["showErrorAlert", "isShowingError", "showAlert", "alertMessage", "alertTitle"]

    /// The `propertyNames` option.
    static let propertyNames = Option<[String]>("propertyNames", default: defaultPropertyNames, "Stored property names that mark global error UI state in a ViewModel.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "clinic-error-routing", title: "Route errors through ErrorRouting, not ViewModel alert state", category: .clinic,
        impact: .nonNegotiable, presets: [.clinic],
        rationale: """
        In the clinic architecture how an error is shown (alert, banner, sign-in screen, silent \
        retry) is an app-wide policy. Domain defines `AppError` and an `ErrorRouting` protocol; \
        the App target implements the policy, and a ViewModel hands the error to the injected \
        router. A ViewModel that keeps its own alert flags and texts hard-codes one presentation, \
        duplicates it in every feature, and cannot be tested without UI state.

        The rule is a heuristic. It reports, at the property name, each stored property of a \
        class named `…ViewModel` whose name is in `propertyNames` (`showErrorAlert`, \
        `isShowingError`, `showAlert`, `alertMessage`, `alertTitle` by default) or whose type is \
        `Alert` or `AlertState` (optional or not, also `SwiftUI.Alert`). Computed properties, \
        Views (local alert state is the view's own business), coordinators and test files are \
        left alone. Known false positive: an alert that is not about errors, such as a \
        confirmation prompt owned by the screen; rename the property or suppress the finding.
        """,
        options: [
            propertyNames,
        ],
        triggering: [
            RuleExample("""
            @Observable
            final class CheckoutViewModel {
                var items: [String] = []
                var ↓showErrorAlert = false
                var ↓alertMessage = ""

                func pay() async {
                    do { try await gateway.pay(items) } catch {
                        alertMessage = error.localizedDescription
                        showErrorAlert = true
                    }
                }
            }
            """),
            RuleExample("""
            enum Profile {
                final class EditViewModel {
                    var ↓alert: SwiftUI.Alert?
                    #if os(iOS)
                    private(set) var ↓banner: AlertState<BannerAction>?
                    #endif
                }
            }
            """),
            RuleExample("""
            final class SettingsViewModel {
                var ↓presentedError: String?
                var showAlert = false
            }
            """, options: ["propertyNames": .strings(["presentedError"])]),
        ],
        nonTriggering: [
            RuleExample("""
            // showErrorAlert in a ViewModel would be reported.
            @Observable
            final class CheckoutViewModel {
                private let errorRouter: any ErrorRouting
                init(errorRouter: any ErrorRouting) { self.errorRouter = errorRouter }
                func fail(_ error: AppError) { errorRouter.route(error) }
                var showAlert: Bool { false }
            }
            """),
            RuleExample("""
            struct DeleteButton: View {
                @State private var showAlert = false
                var body: some View {
                    Button("Delete") { showAlert = true }
                        .alert("Delete?", isPresented: $showAlert) { Button("OK") {} }
                }
            }
            final class AppCoordinator {
                var alertMessage: String?
            }
            """),
            RuleExample("""
            final class InboxViewModel {
                var showAlertsBadge = false
                var alertMessageCount = 0
                let title = "showErrorAlert"
            }
            """),
            RuleExample("""
            final class SpyCheckoutViewModel {
                var showErrorAlert = false
            }
            """, path: "Tests/CheckoutTests/SpyCheckoutViewModel.swift"),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ classDecl: ClassDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, classDecl.name.text.hasSuffix("ViewModel") else { return }
        let names = Set(configuration[Self.propertyNames])
        for variable in TypeRoles.storedVariables(in: classDecl.memberBlock) {
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let typeName = binding.typeAnnotation.flatMap { SyntaxQueries.baseTypeName($0.type) }
                guard names.contains(pattern.identifier.text) || typeName == "Alert" || typeName == "AlertState" else { continue }
                report(pattern.identifier, "`\(classDecl.name.text)` owns error UI state in `\(pattern.identifier.text)`; hand an `AppError` to the injected `ErrorRouting` and let it decide how errors are presented.", in: file)
            }
        }
    }
}
