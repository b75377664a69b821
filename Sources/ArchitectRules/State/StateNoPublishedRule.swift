import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags the Combine-era observation API (`ObservableObject`, `@Published`, `@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`) in code that targets iOS 17 or later.
struct StateNoPublishedRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "state-no-published",
        title: "Use @Observable instead of ObservableObject and @Published",
        category: .state,
        impact: .critical,
        presets: [.recommended, .clinic, .mvvm, .clean, .review],
        aliases: [
            "mvvm-state-no-observableobject", "mvvm-state-no-stateobject", "clean-no-observableobject",
            "review-observable-vm", "review-no-published-with-observable", "review-no-stateobject-with-observable",
            "review-wrapper-selection",
        ],
        rationale: """
        From iOS 17 the Observation framework replaces `ObservableObject`. An `@Observable` class \
        tracks reads per property, so a view re-renders only when something it actually read \
        changes, whereas `objectWillChange` invalidates every observer on any `@Published` write. \
        Mixing the two models also leads to views that silently stop updating. \
        The rule reports one finding per class: `ObservableObject` (or `Combine.ObservableObject`) \
        in the inheritance clause of a class or an extension, pointing at the `ObservableObject` \
        name; the `@Published` properties of such a class are part of the same migration and are \
        not reported again. A class whose conformance this file cannot see (it inherits it) is \
        reported once, at its first `@Published`. Each `@StateObject`, `@ObservedObject` or \
        `@EnvironmentObject` property is reported at its `@`, since every holder changes in the \
        migration, except where the held type is one the user cannot make `@Observable`: a \
        generic type (`Store<AppState>` of a state-container package, `ImageRenderer<Content>` \
        of the SDK) or a known SDK class. App and scene delegates (classes named `…AppDelegate` \
        or `…SceneDelegate`, or adopting `UIApplicationDelegate`, `UIWindowSceneDelegate` or \
        `NSApplicationDelegate`) are left alone too: SwiftUI puts a delegate into the \
        environment only when it is an `ObservableObject`. \
        It runs only when the file's iOS deployment target is 17.0 or later, because below that \
        the legacy API is the only option. Left alone: protocols that refine `ObservableObject`, \
        generic constraints such as `where Model: ObservableObject` (they may serve older targets \
        or third-party types), type names that merely contain the word (`MyObservableObject`), \
        and mentions in comments or strings. \
        Under the review checklist this is also `review-wrapper-selection`, of whose decision tree \
        only the legacy-wrapper branch is provable (iOS 17+ with `@StateObject`, `@ObservedObject` \
        or `@EnvironmentObject`); whether `@AppStorage`/`@SceneStorage` holds state that should not \
        persist is a judgement no syntax can make, and is not checked.
        """,
        triggering: [
            RuleExample("""
            final class ProfileViewModel: ↓ObservableObject {
                @Published var name = ""
                @Published private(set) var isSaving = false
            }

            final class AvatarModel: BaseModel {
                ↓@Published var image: Data?
                @Published var isLoading = false
            }
            """),
            RuleExample("""
            import Combine

            class SettingsStore: NSObject, Combine.↓ObservableObject {
                var theme = "light"
            }
            """),
            RuleExample("""
            struct ProfileScreen: View {
                ↓@StateObject private var model = ProfileViewModel()
                ↓@EnvironmentObject var session: Session

                var body: some View { ProfileRow(model: model) }
            }

            struct ProfileRow: View {
                ↓@ObservedObject var model: ProfileViewModel
                var body: some View { Text(model.name) }
            }
            """),
            RuleExample("""
            final class Cart {}

            extension Cart: ↓ObservableObject {}
            """),
            RuleExample("""
            #if os(iOS)
            enum Feature {
                final class FeedViewModel: SwiftUI.↓ObservableObject {
                    @Combine.Published var items: [String] = []
                }
                final class FeedFilter {
                    ↓@Combine.Published var query = ""
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Migrated from ObservableObject; @Published is no longer needed.
            @Observable
            final class ProfileViewModel {
                var name = "@Published"
            }
            """),
            RuleExample("""
            protocol MyObservableObject: AnyObject {}
            final class Store: MyObservableObject {}
            struct Wrapper<Model> where Model: ObservableObject {
                let model: Model
            }
            """),
            RuleExample("""
            final class LegacyViewModel: ObservableObject {
                @Published var count = 0
            }
            struct LegacyView: View {
                @StateObject private var model = LegacyViewModel()
                var body: some View { Text("\\(model.count)") }
            }
            """, iOS: Version(16)),
            RuleExample("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate, ObservableObject {
                @Published var isActive = false
            }

            struct ShareCard: View {
                @StateObject private var renderer = ImageRenderer(content: Text("Card"))
                @EnvironmentObject var store: Store<AppState>
                @EnvironmentObject var delegate: SceneDelegate
                var body: some View { Text("share") }
            }
            """),
            RuleExample("""
            protocol LegacyStore: ObservableObject {}
            struct Screen: View {
                @State private var model = ScreenModel()
                @Environment(Session.self) private var session
                var body: some View { Text(model.title) }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import Combine
            import SwiftUI

            final class CounterModel: ObservableObject {
                @Published var count = 0
            }

            struct CounterScreen: View {
                @StateObject private var model = CounterModel()

                var body: some View {
                    Button("Add") { model.count += 1 }
                }
            }
            """, becomes: """
            import SwiftUI

            @Observable
            final class CounterModel {
                var count = 0
            }

            struct CounterScreen: View {
                @State private var model = CounterModel()

                var body: some View {
                    Button("Add") { model.count += 1 }
                }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ classDecl: ClassDeclSyntax, in file: FileContext) {
        guard file.iOSTarget >= Version(17, 0) else { return }
        checkInheritance(classDecl.inheritanceClause, typeName: classDecl.name.text, isExtension: false, in: file)
    }

    public func visit(_ extensionDecl: ExtensionDeclSyntax, in file: FileContext) {
        guard file.iOSTarget >= Version(17, 0) else { return }
        checkInheritance(extensionDecl.inheritanceClause, typeName: extensionDecl.extendedType.trimmedText, isExtension: true, in: file)
    }

    public func visit(_ attribute: AttributeSyntax, in file: FileContext) {
        guard file.iOSTarget >= Version(17, 0) else { return }
        checkAttribute(attribute, in: file)
    }

    private func checkInheritance(_ clause: InheritanceClauseSyntax?, typeName: String, isExtension: Bool, in file: FileContext) {
        guard let clause, !isDelegate(typeName, clause: clause, in: file) else { return }
        for inherited in clause.inheritedTypes {
            guard let token = observableObjectToken(inherited.type) else { continue }
            let subject = isExtension ? "This extension makes `\(typeName)` conform" : "`\(typeName)` conforms"
            report(token, "\(subject) to ObservableObject; mark the class @Observable and drop @Published.", in: file)
        }
    }

    /// Delegate protocols whose adopters SwiftUI places in the environment as `ObservableObject`s.
    private static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate"]

    /// Whether a type is an app or scene delegate, by its name or by the clause given (or its
    /// same-file class declaration's).
    private func isDelegate(_ typeName: String, clause: InheritanceClauseSyntax?, in file: FileContext) -> Bool {
        if typeName.hasSuffix("AppDelegate") || typeName.hasSuffix("SceneDelegate") { return true }
        var names = SyntaxQueries.inheritedNames(clause)
        if let declaration = DeclarationLookup.typeDeclaration(named: typeName, in: file)?.as(ClassDeclSyntax.self) {
            names += SyntaxQueries.inheritedNames(declaration.inheritanceClause)
        }
        return names.contains(where: Self.delegateProtocols.contains)
    }

    /// Whether a class conforms to `ObservableObject` in its own clause or a same-file extension.
    private func declaresObservableObject(_ classDecl: ClassDeclSyntax, in file: FileContext) -> Bool {
        let clauses = [classDecl.inheritanceClause] + DeclarationLookup.extensions(of: classDecl.name.text, in: file).map(\.inheritanceClause)
        return clauses.contains { clause in clause?.inheritedTypes.contains { observableObjectToken($0.type) != nil } == true }
    }

    /// The classes of the file whose first `@Published` was reported.
    private final class ReportedClasses {
        var names: Set<String> = []
    }

    /// SDK classes that are `ObservableObject`s the app cannot rewrite.
    private static let sdkObservableObjects: Set<String> = ["ImageRenderer"]

    /// Whether a property holds a type the user cannot make `@Observable`: a generic type or a
    /// known SDK class, written as its type or built in its initial value.
    private func holdsForeignType(_ variable: VariableDeclSyntax) -> Bool {
        for binding in variable.bindings {
            if var type = binding.typeAnnotation?.type {
                if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
                if let identifier = type.as(IdentifierTypeSyntax.self) {
                    if identifier.genericArgumentClause != nil || Self.sdkObservableObjects.contains(identifier.name.text) { return true }
                    if identifier.name.text.hasSuffix("AppDelegate") || identifier.name.text.hasSuffix("SceneDelegate") { return true }
                }
                if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause != nil { return true }
            } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.is(GenericSpecializationExprSyntax.self) { return true }
                if let name = SyntaxQueries.constructedTypeName(call), Self.sdkObservableObjects.contains(name) { return true }
            }
        }
        return false
    }

    /// The `ObservableObject` token of `ObservableObject`, `Combine.ObservableObject` or `SwiftUI.ObservableObject`.
    private func observableObjectToken(_ type: TypeSyntax) -> TokenSyntax? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "ObservableObject" {
            return identifier.name
        }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "ObservableObject",
           let base = member.baseType.as(IdentifierTypeSyntax.self), ["Combine", "SwiftUI"].contains(base.name.text) {
            return member.name
        }
        return nil
    }

    private func checkAttribute(_ attribute: AttributeSyntax, in file: FileContext) {
        guard let name = legacyWrapperName(attribute.attributeName),
              let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self) else { return }
        if name == "Published" {
            // A class that conforms in this file is reported once, at its conformance.
            guard let classDecl = SyntaxQueries.enclosingTypeDeclaration(of: variable)?.as(ClassDeclSyntax.self),
                  !declaresObservableObject(classDecl, in: file), !isDelegate(classDecl.name.text, clause: classDecl.inheritanceClause, in: file),
                  file.cached(ReportedClasses.self, ReportedClasses.init).names.insert(classDecl.name.text).inserted else { return }
        } else if holdsForeignType(variable) {
            return
        }
        let property = SyntaxQueries.boundNames(variable).first.map { "`\($0)`" } ?? "This property"
        let owner = DeclarationLookup.enclosingTypeName(of: variable).map { " in `\($0)`" } ?? ""
        let message: String
        switch name {
        case "Published":
            message = "\(property)\(owner) is @Published; mark the class @Observable and make this a plain `var`."
        case "StateObject":
            message = "\(property)\(owner) uses @StateObject; make the model @Observable and own it with @State."
        case "ObservedObject":
            message = "\(property)\(owner) uses @ObservedObject; make the model @Observable and pass it as a plain property (or @Bindable)."
        default:
            message = "\(property)\(owner) uses @EnvironmentObject; make the model @Observable and read it with @Environment(Model.self)."
        }
        report(attribute, message, in: file)
    }

    /// `Published`, `StateObject`, `ObservedObject` or `EnvironmentObject`, bare or qualified with its module.
    private func legacyWrapperName(_ type: TypeSyntax) -> String? {
        let names: Set<String> = ["Published", "StateObject", "ObservedObject", "EnvironmentObject"]
        if let identifier = type.as(IdentifierTypeSyntax.self), names.contains(identifier.name.text) {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), names.contains(member.name.text),
           let base = member.baseType.as(IdentifierTypeSyntax.self), ["Combine", "SwiftUI"].contains(base.name.text) {
            return member.name.text
        }
        return nil
    }
}
