import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `@State` that a parent fills in, and objects a View creates without `@State`.
struct StateOwnershipRule: SyntaxRule {
    /// The `objectSuffixes` option.
    static let objectSuffixes = Option<[String]>("objectSuffixes", default: ["ViewModel"],
                       "Type-name endings that mark an object a View must own through @State.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "state-ownership", title: "@State for owned data, plain properties for injected data", category: .state, impact: .critical,
        presets: [.clinic],
        rationale: """
        `@State` means "this view owns the value": SwiftUI stores it once per view identity and \
        ignores whatever the initializer passes on later renders. A value handed in by the parent \
        and wrapped in `@State` therefore freezes at its first value, while an object created in a \
        plain stored property is owned without storage: it is rebuilt every time the parent \
        re-creates the view struct, losing its state and restarting its work.

        This is a heuristic with two forms, each reported at the property name.

        (a) A `@State` property of a View with no default value whose type is certainly a value \
        type (a standard type such as `String`, `Int`, `Date`, `[T]`, `[K: V]`, a tuple, or a \
        struct or enum declared in the same file), when the parent supplies it: either the View \
        has no initializer of its own (so the memberwise initializer takes it; optionals are \
        skipped here, because they default to nil), or an initializer sets it (`_x = State(…)`, \
        `self.x = …`) from one of its parameters, and the view never changes it: a `@State` \
        that the view writes (`x = …`, `x.append(…)`, `&x`), hands on as `$x`, or uses in a way \
        the rule cannot classify is an editable copy seeded once from the parent (a draft, or \
        the first page of a list the view extends), which is what `@State` is for, and is \
        left alone. Types the file cannot show to be values, and the documented form \
        `@State var viewModel: SomeViewModel` injected by the parent, are left alone too.

        (b) A plain stored `let`/`var` of a View (no property wrapper, not `static` or `lazy`) \
        initialised inline with a constructor call of a class declared in the same file, or of a \
        type whose name ends in one of `objectSuffixes` (by default only `ViewModel`) and that is \
        not declared in the file as a struct or enum. `Store`, `Coordinator` and `Router` are \
        not in the default list: on the real apps a `…Store` declared in another file was a \
        stateless struct, which costs nothing to rebuild; add them where the project's types of \
        those names are classes. Constructors of other \
        names (formatters, styles, value models) are left alone because the file cannot tell \
        whether they are objects.
        """,
        options: [
            objectSuffixes,
        ],
        triggering: [
            RuleExample("""
            struct TitleLabel: View {
                @State var ↓title: String
                var body: some View { Text(title).font(.headline) }
            }
            """),
            RuleExample("""
            struct SearchFilter { var query = "" }

            struct FilterBar: View {
                @State private var ↓filter: SearchFilter
                init(initialFilter: SearchFilter) {
                    _filter = State(initialValue: initialFilter)
                }
                var body: some View { Text(filter.query) }
            }
            """),
            RuleExample("""
            struct ProfileScreen: View {
                let ↓model = ProfileViewModel()
                private var ↓cart = Shop.CartViewModel(limit: 3)
                var body: some View {
                    Text(model.title)
                        .badge(cart.count)
                }
            }
            """),
            RuleExample("""
            final class SessionHolder {
                var token = ""
            }

            struct TagList {
                @SwiftUI.State var ↓tags: [String]
                #if os(iOS)
                var ↓holder = SessionHolder()
                #endif
                var body: some View { ForEach(tags, id: \\.self) { Text($0) } }
            }

            extension TagList: View {}
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct MetricsScreen: View {
                // Declared in another file; a `…Store` may be a stateless struct.
                let store = MetricsStore()
                var body: some View { Chart(store.points) }
            }
            """),
            RuleExample("""
            struct RuleEditor: View {
                @State private var title: String
                @State private var keywords: [String]
                @State var pages: [String]
                init(rule: Rule?) {
                    _title = .init(initialValue: rule?.title ?? "")
                    _keywords = State(initialValue: rule?.keywords ?? [])
                    self.pages = rule?.pages ?? []
                }
                var body: some View {
                    Form {
                        TextField("Title", text: $title)
                        ForEach(keywords, id: \\.self) { Text($0) }
                        Button("Add") { keywords.append("new") }
                        Button("More") { loadMore() }
                    }
                }
            }

            extension RuleEditor {
                func loadMore() { self.pages += ["next"] }
            }

            struct DraftName: View {
                @State var name: String
                var body: some View { TextField("Name", text: $name) }
            }
            """),
            RuleExample("""
            // @State var title: String with no default would be reported.
            struct Counter: View {
                @State private var count = 0
                @State private var selection: String?
                @State var viewModel: CounterViewModel
                let title: String
                var body: some View { Text("\\(title): \\(count)") }
            }
            """),
            RuleExample("""
            struct PreviewStore { var items: [String] = [] }

            struct Dashboard: View {
                let formatter = DateFormatter()
                let config = StoreConfig()
                let sample = PreviewStore()
                @State private var model = DashboardViewModel()
                @Environment(AppRouter.self) private var router
                static let shared = AppStore()
                let injected: DashboardViewModel
                var body: some View { Text(formatter.string(from: .now)) }
            }
            """),
            RuleExample("""
            struct Clock: View {
                @State private var ticks: Int
                @State private var session: Session
                init() {
                    _ticks = State(initialValue: 0)
                }
                var body: some View { Text("\\(ticks)") }
            }
            """),
            RuleExample("""
            final class ScreenHost {
                let model = ProfileViewModel()
            }
            struct Draft {
                @State var text: String
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        // The cheap tests on the declaration itself come first; finding the owning View climbs
        // the tree. (a) needs a binding without a value, (b) a binding whose value is a call.
        let isState = SyntaxQueries.attribute("State", in: variable.attributes) != nil
        if isState {
            guard variable.bindings.contains(where: { $0.initializer == nil }) else { return }
        } else {
            guard variable.attributes.isEmpty, !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
                  variable.bindings.contains(where: { $0.initializer?.value.kind == .functionCallExpr }) else { return }
        }
        guard DeclarationLookup.isStoredInstanceProperty(variable), let view = EnclosingView.owner(ofMember: variable, in: file) else { return }
        if isState {
            checkParentSuppliedState(variable, in: view, file: file)
        } else {
            checkUnwrappedObject(variable, in: view, file: file)
        }
    }

    // MARK: (a) @State filled in by the parent

    private func checkParentSuppliedState(_ variable: VariableDeclSyntax, in view: StructDeclSyntax, file: FileContext) {
        for state in Self.parentSuppliedStates(variable, in: view, file: file) {
            let name = state.name.text
            let source = state.viaInitializer ? "is seeded from an initializer parameter" : "has no default, so the parent passes it in and later values are ignored"
            let tail = state.viaInitializer ? ", so later values from the parent are ignored" : ""
            report(state.name, "`@State var \(name)` in `\(view.name.text)` \(source)\(tail); make it a plain `let` (or a @Binding if the view writes it back).", in: file)
        }
    }

    /// The `@State` properties without a default that `variable` declares in `view` whose value
    /// the parent supplies and the view never changes (see the rationale's form (a)), each with
    /// whether an initializer of the view sets it. Shared with `clean-wrapper-matrix`.
    static func parentSuppliedStates(_ variable: VariableDeclSyntax, in view: StructDeclSyntax, file: FileContext) -> [(name: TokenSyntax, viaInitializer: Bool)] {
        let initializers = TypeRoles.initializers(in: view.memberBlock)
        var found: [(name: TokenSyntax, viaInitializer: Bool)] = []
        for binding in variable.bindings where binding.initializer == nil {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type,
                  TypeRoles.isValueType(type, in: file) else { continue }
            if let typeName = SyntaxQueries.baseTypeName(type), typeName.hasSuffix("ViewModel") { continue }
            let name = pattern.identifier.text
            if initializers.isEmpty {
                if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { continue }
                if changesItself(variable, name: name, in: view, file: file) { continue }
                found.append((pattern.identifier, false))
            } else if initializers.contains(where: { StateDeclarations.setsFromParameter(name, in: $0) }), !changesItself(variable, name: name, in: view, file: file) {
                found.append((pattern.identifier, true))
            }
        }
        return found
    }

    /// Whether the view (its struct and same-file extensions, initializers aside) writes the state,
    /// hands it on as `$name`, or uses it in a way that cannot be classified: then the parent only
    /// seeds an editable copy.
    private static func changesItself(_ variable: VariableDeclSyntax, name: String, in view: StructDeclSyntax, file: FileContext) -> Bool {
        var scopes = [view.memberBlock]
        if let qualified = DeclarationLookup.qualifiedName(of: Syntax(view)) {
            scopes += DeclarationLookup.extensions(of: qualified, in: file).map(\.memberBlock)
        }
        let scanner = BindingUseScanner(name: name, declaration: variable)
        for scope in scopes { scanner.walk(scope) }
        return scanner.keepsBinding
    }

    // MARK: (b) an object created in a plain stored property

    private func checkUnwrappedObject(_ variable: VariableDeclSyntax, in view: StructDeclSyntax, file: FileContext) {
        for object in Self.unwrappedObjects(variable, in: file, suffixes: configuration[Self.objectSuffixes]) {
            report(object.name, "`\(object.name.text)` in `\(view.name.text)` creates a `\(object.typeName)` in a plain stored property, so it is rebuilt whenever the view is re-created; own it with @State (`@State private var \(object.name.text) = \(object.typeName)(…)`).", in: file)
        }
    }

    /// The plain stored properties of a View (no attribute, not `lazy` or `static`) that `variable`
    /// declares with an inline constructor call of an object: a class the file declares, or a type
    /// whose name ends in one of `suffixes` and that the file does not declare as a value. Shared
    /// with `clean-state-owns-vm`, which reports the same shape for ViewModels.
    static func unwrappedObjects(_ variable: VariableDeclSyntax, in file: FileContext, suffixes: [String]) -> [(name: TokenSyntax, typeName: String)] {
        guard variable.attributes.isEmpty, !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
              variable.bindings.contains(where: { $0.initializer?.value.kind == .functionCallExpr }),
              DeclarationLookup.isStoredInstanceProperty(variable), EnclosingView.owner(ofMember: variable, in: file) != nil else { return [] }
        var found: [(name: TokenSyntax, typeName: String)] = []
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let typeName = SyntaxQueries.constructedTypeName(call) else { continue }
            let isObject = TypeRoles.isDeclaredReferenceType(typeName, in: file)
                || (suffixes.contains { !$0.isEmpty && typeName.hasSuffix($0) } && !TypeRoles.isDeclaredValueType(typeName, in: file))
            if isObject { found.append((pattern.identifier, typeName)) }
        }
        return found
    }
}
