import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags route-enum cases whose associated values are whole model types declared in the project.
struct ReviewRouteIdsNotModelsRule: SyntaxRule, ProjectRule {
    /// The fewest stored instance properties that make a project type a model worth an identifier.
    static let minimumStoredProperties = 6
    /// Type names that are identifiers or plain values whatever the project declares.
    static let valueNames: Set<String> = ["ID", "UUID", "String", "Substring", "Int", "URL", "Date", "Bool", "Double", "Data"]
    /// Conformances that make a type something other than a model (a screen, a scene, an error).
    static let nonModelConformances: Set<String> = ["View", "ViewModifier", "App", "Scene", "Error", "PreviewProvider"]

    static let description = RuleDescription(
        id: "review-route-ids-not-models", title: "Route cases carry identifiers, not whole models", category: .nav,
        impact: .unlisted, presets: [.review],
        rationale: """
        The review checklist asks route cases to carry only what the destination needs, an \
        identifier rather than the whole model where it can. A model in the path is a snapshot: it \
        goes stale while the screen is shown, it makes the route's hashing and state restoration \
        depend on every field, and a deep link, which only has an ID, needs a second case. The \
        rule is a heuristic and stays narrow. Reported, at the associated value's type: a case of \
        an enum with `Hashable` in its own inheritance clause that some `.navigationDestination(for:)` \
        in the linted project registers, whose associated value is typed `T` or `T?` where `T` is \
        declared once in the linted project, as a struct or class with at least six stored \
        instance properties (in its own body) that has an identifier to pass instead (`Identifiable` \
        in its own inheritance clause, or a stored `id`), and is not a View, ViewModifier, App, Scene \
        or Error. Left alone: identifiers and plain values (`UUID`, `String`, `Int`, `URL`, \
        `Model.ID`, any name ending in `ID`), arrays of models (a screen listing given items has no \
        single identifier to load them by), models without an identifier, types from other packages \
        or frameworks (the index cannot see their shape), types declared twice under one name, \
        small records with fewer than six stored properties (a key-like credential, a four-field \
        list, a conversation summary: cheap to carry, and reviewers judged their routes noise or \
        wrong when the API has no lookup by id), enums, closures and generic \
        payloads, enums no destination registers, test files, a case that also hands over a list \
        (it seeds its destination with what is already loaded), and a case beside an identifier \
        route of the same destination (`accountDetail(id:)` with \
        `accountDetailWithAccount(account:)`: the model case is the deliberate shortcut for a model \
        already fetched, which the guide accepts \"when possible\"). Elsewhere, passing the model \
        on purpose is a trade-off; suppress the finding there.
        """,
        triggering: [
            RuleExample("""
            struct Product: Hashable, Identifiable {
                let id: UUID
                var name: String
                var price: Decimal
                var summary: String
                var images: [URL]
                var rating: Double
            }
            enum ShopRoute: Hashable {
                case product(↓Product)
                case edit(product: ↓Product?, title: String)
                case related(items: [Product], title: String)
                case productID(Product.ID)
            }
            struct ShopRoot: View {
                var body: some View {
                    NavigationStack {
                        CatalogView()
                            .navigationDestination(for: ShopRoute.self) { RouteView(route: $0) }
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/Models/Account.swift", """
                public final class Account: Hashable {
                    public let id: String
                    public var displayName: String
                    public var avatar: URL
                    public var header: URL
                    public var note: String
                    public var followers: Int
                    public static let empty = Account()
                }
                """),
                ExampleFile("Sources/Env/Router.swift", """
                import Models
                public enum RouterDestination: Codable, Hashable {
                    case settings
                    case accountDetailWithAccount(account: ↓Models.Account?)
                }
                """),
                ExampleFile("Sources/App/AppRegistry.swift", """
                import SwiftUI
                import Env
                extension View {
                    func withAppRouter() -> some View {
                        navigationDestination(for: RouterDestination.self) { destination in DestinationView(destination) }
                    }
                }
                """),
            ]),
            RuleExample("""
            final class Order: Identifiable, Hashable {
                let id: Int
                var lines: [Line] = []
                var total: Decimal = 0
                var note: String?
                var placedAt: Date?
                var status: String = ""
                static func == (lhs: Order, rhs: Order) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            enum Checkout {
                enum Route: Hashable {
                    #if os(iOS)
                    case receipt(order: ↓Order)
                    #endif
                    case done
                }
            }
            struct CheckoutFlow: View {
                var body: some View {
                    NavigationStack { Cart().navigationDestination(for: Checkout.Route.self) { _ in EmptyView() } }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // The identifier route exists; the model case shows an account already fetched, and
            // the grid case seeds its screen with the media already loaded.
            struct Account: Hashable, Identifiable {
                let id: String
                let name: String
                let avatar: URL
            }
            enum RouterDestination: Hashable {
                case accountDetail(id: String)
                case accountDetailWithAccount(account: Account)
                case accountMediaGrid(account: Account, initialMedia: [Media])
            }
            struct Root: View {
                var body: some View {
                    NavigationStack { Feed() }
                        .navigationDestination(for: RouterDestination.self) { _ in Text("d") }
                }
            }
            """),
            RuleExample("""
            struct Product: Hashable { let id: UUID; var name: String; var price: Decimal }
            struct Tag: Hashable { let name: String }
            struct ProductCard: View, Hashable { let a: Int; let b: Int; let c: Int; var body: some View { Text("") } }
            enum Filter: Hashable { case all, sale }
            enum ShopRoute: Hashable {
                case product(id: Product.ID)
                case tag(Tag)
                case filter(Filter)
                case card(ProductCard)
                case search(query: String, onPick: (Product) -> Void)
                case remote(url: URL, token: UUID)
            }
            // SheetRoute.product(Product) is not a navigation route.
            enum SheetRoute: Hashable { case product(Product) }
            struct ShopRoot: View {
                var body: some View {
                    NavigationStack {
                        CatalogView().navigationDestination(for: ShopRoute.self) { RouteView(route: $0) }
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/A/Item.swift", "struct Item: Hashable { let id: Int; let name: String; let note: String }"),
                ExampleFile("Sources/B/Item.swift", "struct Item: Hashable { let id: Int; let title: String; let body: String }"),
                ExampleFile("Sources/A/Route.swift", """
                import SwiftUI
                enum Route: Hashable { case item(Item), player(Player) }
                struct Root: View {
                    var body: some View {
                        NavigationStack { List().navigationDestination(for: Route.self) { _ in EmptyView() } }
                    }
                }
                """),
                ExampleFile("Tests/ATests/Fixtures.swift", """
                struct Player: Hashable { let id: Int; let name: String; let score: Int }
                enum TestRoute: Hashable { case player(Player) }
                """),
            ]),
            RuleExample("""
            struct Instance: Hashable { let uri: String; let title: String; let version: String }
            struct Post: Identifiable, Hashable { let id: String; let text: String; let author: String }
            enum FeedRoute: Hashable {
                case instance(Instance)
                case thread(posts: [Post])
            }
            enum DebugRoute: Hashable { case post(Post) }
            struct Feed: View {
                var body: some View {
                    NavigationStack { List().navigationDestination(for: FeedRoute.self) { _ in EmptyView() } }
                }
            }
            #Preview { Text("").navigationDestination(for: DebugRoute.self) { _ in EmptyView() } }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: EnumDeclSyntax, in file: FileContext) {
        guard file.mentions("Hashable"), !file.isTestFile, RouteDestinations.isHashableEnum(node),
              !SyntaxQueries.isDebugOnly(node) else { return }
        let cases = RouteDestinations.cases(of: node)
        let identifiedCases = cases.filter { Self.takesOnlyIdentifier($0) }.map(\.name.text)
        for element in cases {
            let parameters = element.parameterClause?.parameters ?? []
            // A case that also hands over a list (`initialMediaStatuses: [MediaStatus]`) seeds its
            // destination with what is already loaded; a case beside an identifier route of the
            // same destination (`accountDetail(id:)` and `accountDetailWithAccount(account:)`) is
            // the shortcut for a model already fetched. Both are deliberate.
            guard !parameters.contains(where: { $0.type.is(ArrayTypeSyntax.self) }),
                  !identifiedCases.contains(where: { element.name.text.hasPrefix($0) && element.name.text != $0 }) else { continue }
            for parameter in parameters {
                guard let (typeNode, name) = Self.payloadType(parameter.type) else { continue }
                ProjectNotes.note(typeNode, for: Self.description, typeName: name, user: "payload:\(node.name.text).\(element.name.text)", in: file)
            }
        }
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("navigationDestination"), !file.isTestFile,
              let registration = RouteDestinations.registration(node),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        ProjectNotes.note(registration.node, for: Self.description, typeName: registration.type, user: "destination", in: file)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        var destinations = Set<String>()
        var payloads: [(file: FileSummary, note: SingletonUse)] = []
        for file in project.files {
            for note in ProjectNotes.notes(for: Self.description, in: file) {
                if note.user == "destination" { destinations.insert(note.typeName) } else if note.user.hasPrefix("payload:") { payloads.append((file, note)) }
            }
        }
        return payloads.compactMap { item in
            let routeCase = String(item.note.user.dropFirst("payload:".count))
            guard let enumName = routeCase.split(separator: ".").first.map(String.init), destinations.contains(enumName),
                  project.declarations(of: enumName).count == 1,
                  let stored = modelShape(item.note.typeName, in: project) else { return nil }
            return finding(item.file.path, SourcePoint(line: item.note.line, column: item.note.column),
                           "`\(routeCase)` carries a whole `\(item.note.typeName)` (\(stored) stored properties); where the destination can fetch or find the model by its identifier, pass that instead, so the route stays small and never holds a stale copy.")
        }
    }

    /// The stored-property count of `name` when it is a model by the rule's measure, else nil.
    private func modelShape(_ name: String, in project: ProjectIndex) -> Int? {
        guard !Self.valueNames.contains(name), !name.hasSuffix("ID"), !name.hasSuffix("Id"), !name.hasSuffix("Identifier") else { return nil }
        let declarations = project.declarations(of: name)
        guard declarations.count == 1, let entry = declarations.first, entry.type.kind == .struct || entry.type.kind == .class,
              !entry.placement.isTestFile, !entry.type.isDebugOnly,
              Self.nonModelConformances.isDisjoint(with: entry.type.inherited),
              entry.type.inherited.contains("Identifiable") || entry.type.properties.contains(where: { $0.name == "id" && $0.isStored && !$0.isStatic })
        else { return nil }
        let stored = entry.type.properties.filter { $0.isStored && !$0.isStatic }.count
        return stored >= Self.minimumStoredProperties ? stored : nil
    }

    /// Whether a case carries one identifier and nothing else (`accountDetail(id: String)`,
    /// `profile(userID: User.ID)`).
    private static func takesOnlyIdentifier(_ element: EnumCaseElementSyntax) -> Bool {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1, let only = parameters.first else { return false }
        let label = (only.firstName ?? only.secondName)?.text ?? ""
        let type = only.type.trimmedDescription
        return label == "id" || label.hasSuffix("Id") || label.hasSuffix("ID") || type.hasSuffix("ID") || type.hasSuffix("Id")
    }

    /// The node and name of `T` for an associated value typed `T`, `M.T` or `T?`.
    static func payloadType(_ type: TypeSyntax) -> (Syntax, String)? {
        var inner = type
        if let optional = inner.as(OptionalTypeSyntax.self) { inner = optional.wrappedType }
        if let identifier = inner.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return (Syntax(type), identifier.name.text)
        }
        if let member = inner.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
           member.baseType.as(IdentifierTypeSyntax.self)?.name.text.first?.isUppercase == true {
            return (Syntax(type), member.name.text)
        }
        return nil
    }
}
