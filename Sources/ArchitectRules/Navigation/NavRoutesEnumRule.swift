import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags navigation values, destinations and paths typed as `String` or `Int` instead of a route enum.
struct NavRoutesEnumRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "nav-routes-enum", title: "Route with a Hashable enum, not strings or numbers", category: .nav, impact: .high,
        presets: [.recommended, .clinic, .review, .mvvm, .clean], aliases: ["review-route-enum", "mvvm-nav-route-enum", "clean-route-enum"],
        rationale: """
        When screens are addressed by strings or bare numbers, a typo or a missing case still compiles \
        and fails silently at run time; a `Hashable` route enum lets the compiler check that every \
        destination is handled and gives each one typed parameters. In the recommended form only \
        String- and Int-typed navigation is flagged: a `NavigationLink` whose `value:` is a string \
        literal, an interpolated string or an integer literal (the finding lands on the value); \
        `.navigationDestination(for: String.self)` or `Int.self` (on the type); and a stored \
        property typed `[String]` or `[Int]` (by annotation or by a `[String]()` initializer; also \
        `Array<String>` and `Swift.`-qualified names; also declared inside `#if`) that \
        the same type passes to `NavigationStack(path: $name)`, in its declaration or in an extension \
        in the same file (on the property's type). A `[String]` property that never feeds a \
        `NavigationStack` (or a nested type's stack), a path owned by another object (`$router.path`), \
        values held in variables, look-alikes (`MyNavigationLink`, `DesignSystem.NavigationLink`, `Substring.self`), \
        and the broader catalog forms (`navigate(to: String)`, `[String: Any]` parameters, non-enum \
        destination types) are not checked, because the syntax alone cannot tell them from ordinary data.
        """,
        triggering: [
            RuleExample(#"""
            struct CatalogScreen: View {
                @State private var path: ↓[String] = []
                let items: [Item]
                var body: some View {
                    NavigationStack(path: $path) {
                        List(items) { item in
                            NavigationLink(value: ↓"item-\(item.id)") {
                                Text(item.name)
                            }
                        }
                    }
                }
            }
            """#),
            RuleExample("""
            struct StepsView: View {
                @State var steps = ↓[Int]()
                var body: some View {
                    NavigationStack(path: $steps) {
                        NavigationLink("Next", value: ↓2)
                            .navigationDestination(
                                for: ↓Int.self
                            ) { step in
                                StepView(step: step)
                            }
                    }
                }
            }
            """),
            RuleExample("""
            struct Inbox: View {
                @State private var trail: ↓[Swift.String] = []
            }
            extension Inbox {
                var body: some View {
                    NavigationStack(path: $trail) {
                        MessageList()
                            .navigationDestination(for: ↓Swift.String.self) { id in MessageView(id: id) }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct Checkout: View {
                var body: some View {
                    SwiftUI.NavigationLink("Pay", value: ↓"payment")
                }
            }
            #endif
            """),
            RuleExample(#"""
            enum Feature {
                struct Browser: View {
                    @State private var stack: ↓[String] = []
                    var body: some View {
                        SwiftUI.NavigationStack(path: $stack) {
                            Text("Start")
                                .navigationTitle("Browser")
                                .navigationDestination(
                                    for: ↓String.self
                                ) { Text($0) }
                        }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Wizard: View {
                #if os(iOS)
                @State private var steps: ↓Swift.Array<Int> = []
                #endif
                var body: some View {
                    NavigationStack(path: $steps) {
                        NavigationLink(
                            "Next",
                            value: ↓3
                        )
                        .buttonStyle(.bordered)
                    }
                }
            }
            """#),
        ],
        nonTriggering: [
            RuleExample("""
            enum ShopRoute: Hashable { case item(id: Item.ID), cart }
            struct CatalogScreen: View {
                // Avoid NavigationLink(value: "item") and [String] paths.
                @State private var path: [ShopRoute] = []
                let items: [Item]
                var body: some View {
                    NavigationStack(path: $path) {
                        List(items) { item in
                            NavigationLink(value: ShopRoute.item(id: item.id)) { Text("item") }
                        }
                        .navigationDestination(for: ShopRoute.self) { route in RouteView(route: route) }
                    }
                }
            }
            """),
            RuleExample("""
            struct TagPicker: View {
                @State private var tags: [String] = []
                @State private var history = [Int]()
                var body: some View {
                    NavigationStack {
                        ForEach(tags, id: \\.self) { Text($0) }
                    }
                }
            }
            """),
            RuleExample("""
            struct Root: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) { Home() }
                }
                struct Draft {
                    var path: [String] = []
                }
            }
            """),
            RuleExample("""
            struct Detail: View {
                @State private var router = Router()
                let product: Product
                var body: some View {
                    NavigationStack(path: $router.path) {
                        NavigationLink(value: product) { Text("Open") }
                            .navigationDestination(for: StringRoute.self) { RouteView(route: $0) }
                            .navigationDestination(for: Product.self) { ProductView(product: $0) }
                    }
                }
            }
            """),
            RuleExample(#"""
            struct Labels: View {
                @State private var path: [Route] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("NavigationLink(value: \"home\")")
                        MyNavigationLink(value: "home")
                        DesignSystem.NavigationLink(value: "home")
                        NavigationLink(value: Route.named("home")) { Text("Home") }
                        Text("a").navigationDestination(for: Substring.self) { Text($0) }
                        Text("b").navigationDestination(for: StringKey.self) { Text($0.raw) }
                        Text("c").routeDestination(for: String.self) { Text($0) }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Outer: View {
                @State private var names: [String] = []
                var body: some View { Inner() }
                struct Inner: View {
                    @State private var path: [Route] = []
                    var body: some View {
                        NavigationStack(path: $path) { Text("Inner") }
                        // NavigationStack(path: $names) would make `names` a path.
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Feed: View {
                @State private var history: [String] = []
                var body: some View {
                    NavigationStackView(path: $history) { Text("a") }
                    MyNavigationStack(path: $history)
                }
            }
            """#),
        ]
    )

    public let configuration: RuleConfiguration

    private static let primitiveNames: Set<String> = ["String", "Int"]

    // Exact text pre-checks: links and destinations are spelled `NavigationLink` and
    // `navigationDestination`, and a path only counts when a `NavigationStack` takes it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard file.cachedFlag(RoutesMentioned.self, { file.mentions("NavigationLink") || file.mentions("navigationDestination") }) else { return }
        checkCall(call, in: file)
    }

    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard file.cachedFlag(StackMentioned.self, { file.mentions("NavigationStack") }) else { return }
        checkPath(variable, in: file)
    }

    /// Keys of the per-file answers of the text checks.
    private enum RoutesMentioned {}
    private enum StackMentioned {}

    private func checkCall(_ call: FunctionCallExprSyntax, in file: FileContext) {
        if SyntaxQueries.isCall(call, toType: "NavigationLink"), let value = SyntaxQueries.argument("value", of: call) {
            let expression = SyntaxQueries.unparenthesized(value.expression)
            if expression.is(StringLiteralExprSyntax.self) {
                report(expression, "This link pushes a string as its route; push a case of a `Hashable` route enum instead.", in: file)
            } else if expression.is(IntegerLiteralExprSyntax.self) {
                report(expression, "This link pushes a bare number as its route; push a case of a `Hashable` route enum instead.", in: file)
            }
        } else if SyntaxQueries.isMemberCall(call, named: "navigationDestination"),
                  let target = SyntaxQueries.argument("for", of: call),
                  let member = target.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base, let name = Self.primitiveName(base) {
            report(target.expression, "Destinations registered for `\(name)` make routing stringly typed; register a `Hashable` route enum instead.", in: file)
        }
    }

    /// The module a primitive type may be qualified with (built once, not for every call).
    private static let swiftModule: Set<String> = ["Swift"]

    private func checkPath(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.parent?.kind == .memberBlockItem,
              !SyntaxQueries.isTypeMember(variable.modifiers) else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  SyntaxQueries.isStored(binding),
                  let (node, element) = primitiveArray(binding),
                  let declaration = SyntaxQueries.enclosingTypeDeclaration(of: variable) else { continue }
            let blocks = SyntaxQueries.memberBlocks(ofTypeAround: declaration)
            let usedAsPath = blocks.contains { block in
                !SyntaxQueries.calls(in: block) { call in
                    guard SyntaxQueries.isCall(call, toType: "NavigationStack"),
                          let path = SyntaxQueries.argument("path", of: call)?.expression.as(DeclReferenceExprSyntax.self) else { return false }
                    return path.baseName.text == "$" + name
                }.isEmpty
            }
            guard usedAsPath else { continue }
            report(node, "`\(name)` is a `[\(element)]` navigation path; hold route enum values (`[Route]` or a `NavigationPath` of them) instead.", in: file)
        }
    }

    /// The node to report and the element name when a binding is typed `[String]`/`[Int]`.
    private func primitiveArray(_ binding: PatternBindingSyntax) -> (Syntax, String)? {
        if let type = binding.typeAnnotation?.type {
            guard let element = Self.arrayElement(of: type), let name = Self.primitiveTypeName(element) else { return nil }
            return (Syntax(type), name)
        }
        guard let value = binding.initializer?.value.as(FunctionCallExprSyntax.self), value.arguments.isEmpty,
              value.trailingClosure == nil else { return nil }
        if let array = value.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
           let element = array.elements.first, let name = Self.primitiveName(element.expression) {
            return (Syntax(value), name)
        }
        if let generic = value.calledExpression.as(GenericSpecializationExprSyntax.self),
           generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
           let argument = generic.genericArgumentClause.arguments.first,
           let type = argument.argument.as(TypeSyntax.self), let name = Self.primitiveTypeName(type) {
            return (Syntax(value), name)
        }
        return nil
    }

    private static func arrayElement(of type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        let generics: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Array" {
            generics = identifier.genericArgumentClause
        } else if let member = type.as(MemberTypeSyntax.self), member.name.text == "Array",
                  member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift" {
            generics = member.genericArgumentClause
        } else {
            return nil
        }
        guard let arguments = generics?.arguments, arguments.count == 1, let first = arguments.first else { return nil }
        return first.argument.as(TypeSyntax.self)
    }

    /// `String`/`Int` for the types `String`, `Int`, `Swift.String`, `Swift.Int`.
    private static func primitiveTypeName(_ type: TypeSyntax) -> String? {
        SyntaxQueries.referencedTypeName(type, among: primitiveNames, qualifiedBy: swiftModule)
    }

    /// `String`/`Int` for the expressions `String`, `Int`, `Swift.String`, `Swift.Int`.
    private static func primitiveName(_ expression: ExprSyntax) -> String? {
        SyntaxQueries.referencedTypeName(expression, among: primitiveNames, qualifiedBy: swiftModule)
    }
}
