import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that holds a service or repository only to hand it to a child view.
struct DiEnvironmentInjectionRule: SyntaxRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["Repository", "Service", "Client"], "Type-name endings that mark an app-wide dependency.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "di-environment-injection", title: "Read app-wide services from the environment instead of drilling them", category: .di,
        impact: .mediumHigh, presets: [.clinic, .review], aliases: ["state-environment-global", "review-environment-di"],
        rationale: """
        When a repository or service is threaded through initializer parameters, every view on \
        the way has to declare, store and forward something it never uses, and adding one \
        dependency means touching the whole chain. SwiftUI's environment is the built-in \
        injection path: provide the dependency once at the root through a custom \
        `EnvironmentKey` (or `@Entry`) and read it with `@Environment(\\.key)` only where it is \
        used.

        The rule is a conservative heuristic. It reports, at the property name, a plain stored \
        property of a View (no property wrapper, no initial value) whose type name, after \
        `any`/`some`, optionals and a trailing `Protocol`, ends in one of `suffixes` \
        (`Repository`, `Service`, `Client`), when every use of it in the View and its same-file \
        extensions is as a whole argument to a capitalised constructor call (`Child(repository: \
        repository)`) and there is at least one such use. Any other use (a method call, a \
        property read, `.environment(…)`, passing it to a `…ViewModel` constructor, a closure \
        capture that reads it) keeps the property, as does a local with the same name. \
        Initializers are not searched, since they only store the value. Known limits: the rule \
        sees one file, so a View whose only use is in another file's extension is missed, and a \
        leaf that legitimately receives a dependency it merely forwards to a non-View type is \
        reported; suppress that case.
        """,
        options: [
            suffixes,
        ],
        triggering: [
            RuleExample("""
            struct RootTabs: View {
                let ↓orderRepository: OrderRepository
                var body: some View {
                    TabView {
                        OrdersTab(orderRepository: orderRepository)
                    }
                }
            }

            struct OrdersTab: View {
                let ↓orderRepository: OrderRepository
                var body: some View {
                    NavigationStack { OrdersScreen(repository: self.orderRepository) }
                }
            }

            struct OrdersScreen: View {
                let repository: OrderRepository
                var body: some View { Text(repository.title) }
            }
            """),
            RuleExample("""
            struct CheckoutFlow: View {
                var ↓payments: any PaymentServiceProtocol
                var body: some View { content }
            }

            extension CheckoutFlow {
                #if os(iOS)
                var content: some View {
                    Checkout.SummaryView(
                        payments: payments,
                        total: 42
                    )
                }
                #endif
            }
            """),
            RuleExample("""
            struct WeatherPanel: View {
                let ↓client: WeatherClient?
                let title: String
                var body: some View {
                    VStack {
                        Text(title)
                        ForecastList(client: client)
                        RadarMap(client: client)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A view that only passes orderRepository on would be reported.
            struct OrdersScreen: View {
                let repository: OrderRepository
                var body: some View {
                    Button("Reload") {
                        Task { await repository.reload() }
                    }
                    OrderList(repository: repository)
                }
            }
            """),
            RuleExample("""
            struct ProfileTab: View {
                @Environment(\\.userRepository) private var userRepository
                let service: AuthService
                var body: some View {
                    ProfileScreen(userRepository: userRepository)
                    ProfileScreen(viewModel: ProfileViewModel(service: service))
                }
            }
            """),
            RuleExample("""
            struct Header: View {
                let serviceName: String
                let repositoryURL: URL
                let client = DemoClient()
                let unused: CatalogService
                var body: some View {
                    Link(serviceName, destination: repositoryURL)
                    Badge(client: client)
                }
            }
            """),
            RuleExample("""
            struct Feed: View {
                let feedService: FeedService
                var body: some View {
                    List(items) { feedService in
                        Row(service: feedService)
                    }
                    .environment(\\.feedService, feedService)
                }
            }
            final class Holder {
                let service: FeedService
                init(service: FeedService) { self.service = service }
                func child() -> Row { Row(service: service) }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule for one run.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
        self.suffixes = configuration[Self.suffixes].filter { !$0.isEmpty }
    }

    /// The `suffixes` option (empty entries dropped), read once per run rather than once per node.
    private let suffixes: [String]

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.attributes.isEmpty else { return }
        // The dependencies are found on the declaration itself first; only then is the owning
        // View looked up, which climbs the tree.
        var dependencies: [IdentifierPatternSyntax] = []
        for binding in variable.bindings where binding.initializer == nil && binding.accessorBlock == nil {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let type = binding.typeAnnotation?.type,
                  let typeName = dependencyTypeName(type), suffixes.contains(where: { typeName.hasSuffix($0) }) else { continue }
            dependencies.append(pattern)
        }
        guard !dependencies.isEmpty, DeclarationLookup.isStoredInstanceProperty(variable),
              let view = EnclosingView.owner(ofMember: variable, in: file) else { return }
        for pattern in dependencies {
            let name = pattern.identifier.text
            var scopes = [view.memberBlock]
            if let qualified = DeclarationLookup.qualifiedName(of: Syntax(view)) {
                scopes += DeclarationLookup.extensions(of: qualified, in: file).map(\.memberBlock)
            }
            let scanner = ForwardingScanner(name: name)
            for scope in scopes { scanner.walk(scope) }
            guard !scanner.otherUse, let child = scanner.children.first else { continue }
            report(pattern.identifier, "`\(view.name.text)` only hands `\(name)` on to `\(child)(…)` and never uses it; read it with `@Environment` where it is needed, and put it in the environment once if no ancestor does yet (`.environment(_:)` for an `@Observable` object, an `@Entry` key for a value).", in: file)
        }
    }

    /// The dependency's type name: through `any`/`some`, optionals, and without a trailing `Protocol`.
    private func dependencyTypeName(_ type: TypeSyntax) -> String? {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                type = unwrapped.wrappedType
            } else if let existential = type.as(SomeOrAnyTypeSyntax.self) {
                type = existential.constraint
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else {
                break
            }
        }
        guard var name = SyntaxQueries.baseTypeName(type) else { return nil }
        if name.hasSuffix("Protocol"), name.count > "Protocol".count { name.removeLast("Protocol".count) }
        return name
    }
}

/// Checks that every use of one property passes it whole to a child constructor.
private final class ForwardingScanner: SyntaxVisitor {
    let name: String
    /// Whether a use other than forwarding, or a shadowing declaration, was seen.
    var otherUse = false
    /// The constructors the value is passed to, in order.
    var children: [String] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // The property's own declaration is not a use; a local of the same name is a shadow.
        if SyntaxQueries.boundNames(node).contains(name), DeclarationLookup.isDirectMember(node) { return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if node.identifier.text == name { otherUse = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { otherUse = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { otherUse = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { otherUse = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        guard text == name || text == "_" + name || text == "$" + name else { return .visitChildren }
        var reference = ExprSyntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
            reference = ExprSyntax(member)
        }
        guard text == name, let child = childConstructor(receiving: reference) else {
            otherUse = true
            return .visitChildren
        }
        children.append(child)
        return .visitChildren
    }

    /// The constructor a whole-value argument is passed to, when it is a capitalised type that is not a ViewModel.
    private func childConstructor(receiving expression: ExprSyntax) -> String? {
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.expression.id == expression.id,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let typeName = SyntaxQueries.constructedTypeName(call), !typeName.hasSuffix("ViewModel") else { return nil }
        return typeName
    }
}
