import ArchitectCore
import ArchitectProject

/// Flags a component View that takes, one by one, several plain fields of a model the project has.
struct CompAcceptModelsRule: ProjectRule {
    static let minFields = Option<Int>("minFields", default: 2, "The fewest mirrored fields that make a finding.")

    /// The plain value types whose separate passing the rule looks for (optional or not).
    static let primitives: Set<String> = ["String", "Int", "Double", "Float", "Decimal", "Date", "URL", "UUID"]

    static let description = RuleDescription(
        id: "comp-accept-models", title: "Pass components the model, not its fields",
        category: .composition, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document wants a row to take `ProductModel`, not `(title: String, price: \
        Double)`: passing the model keeps every call site short, lets previews hand over \
        `.stub`, and means a new field reaches the component without changing its signature. \
        This is a heuristic. Reported at the View's name: a View struct whose plain stored \
        properties (no property wrapper, not `static`) include at least `minFields` of type \
        `String`, `Int`, `Double`, `Float`, `Decimal`, `Date`, `URL` or `UUID` (optional or not) \
        that have the same name and type as stored properties of one model of the project, a \
        struct (or `@Model` class) declared at file level, once in the project, that is not a \
        View and not named `…ViewModel`; the message names the model with the most matches. \
        Nested types (an API response's inner `Entry`) and names declared twice are not taken \
        for models: on the pinned apps they matched views by accident. Left alone: Views that already hold a property \
        of that model's type, Views and models in test files or `#if DEBUG`, private Views, and \
        wrapped properties (`@State`, `@Binding`, `@Environment`). A generic component whose \
        fields only happen to share names with a model (`title`, `subtitle`) is a known false \
        positive; raise `minFields` or suppress the finding.
        """,
        options: [minFields],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Home/Model/HomeItemModel.swift", """
                struct HomeItemModel: Codable, Identifiable, Hashable {
                    let id: Int
                    let title: String
                    let subtitle: String
                    let imageURL: URL?
                }
                """),
                ExampleFile("Sources/App/Features/Home/View/HomeItemRow.swift", """
                import SwiftUI
                struct ↓HomeItemRow: View {
                    let title: String
                    let subtitle: String
                    let imageURL: URL?
                    var body: some View { Text(title) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Cart/Model/CartLine.swift", "struct CartLine {\n    let name: String\n    let price: Double\n    var quantity: Int\n}"),
                ExampleFile("Sources/App/Features/Cart/View/CartViews.swift", """
                extension Cart {
                    #if os(iOS)
                    struct ↓LineView: View {
                        var name: String
                        var price: Double
                        @State private var isExpanded = false
                        var body: some View { Text(name) }
                    }
                    #endif
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Order/Model/OrderModel.swift", "struct OrderModel {\n    let id: UUID\n    let placedAt: Date\n    let total: Decimal\n}"),
                ExampleFile("Sources/App/Features/Order/View/OrderBadge.swift", "struct ↓OrderBadge: View {\n    let total: Decimal?\n    var body: some View { Text(\"x\") }\n}"),
            ], options: ["minFields": .int(1)]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Home/Model/HomeItemModel.swift", "struct HomeItemModel {\n    let title: String\n    let subtitle: String\n}"),
                ExampleFile("Sources/App/Features/Home/View/HomeItemRow.swift", """
                struct HomeItemRow: View {
                    let item: HomeItemModel
                    let title: String
                    let subtitle: String
                    var body: some View { Text(item.title) }
                }
                struct HomeBanner: View {
                    @State private var title: String = ""
                    @Binding var subtitle: String
                    var body: some View { Text(title) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Profile/ProfileViewModel.swift", "final class ProfileViewModel {\n    var name: String = \"\"\n    var bio: String = \"\"\n}\nstruct ProfileHeaderViewModel {\n    let name: String\n    let bio: String\n}"),
                ExampleFile("Sources/App/Features/Profile/ProfileHeader.swift", "struct ProfileHeader: View {\n    let name: String\n    let bio: String\n    var body: some View { Text(name) }\n}\nstruct Caption: View {\n    let name: String\n    let bio: String\n    var body: some View { Text(bio) }\n}"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Search/SearchField.swift", "struct SearchField: View {\n    let title: String\n    let count: Int\n    var body: some View { Text(title) }\n}"),
                ExampleFile("Sources/App/Features/Search/Query.swift", "struct Query {\n    let title: Substring\n    let count: Int\n}"),
                ExampleFile("Tests/AppTests/Fixture.swift", "struct Fixture {\n    let title: String\n    let count: Int\n}"),
                ExampleFile("Sources/App/API/Leaderboard.swift", "struct Leaderboard {\n    struct Entry {\n        let title: String\n        let count: Int\n    }\n}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    /// A property's type with a trailing `?` or `!` removed.
    static func plainType(_ text: String) -> String {
        var type = text.filter { !$0.isWhitespace }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }

    /// The (name, plain type) pairs of a type's stored, unwrapped, instance properties.
    static func fields(of type: TypeSummary) -> Set<String> {
        Set(type.properties.filter { $0.isStored && !$0.isStatic && $0.attributes.isEmpty }.map { "\($0.name): \(plainType($0.typeText))" })
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let minimum = max(1, configuration[Self.minFields])
        let production = project.allTypes.filter { !$0.placement.isTestFile && !$0.type.isDebugOnly }
        let models = production.filter { entry in
            let type = entry.type
            return (type.kind == .struct || (type.kind == .class && type.attributes.contains("Model")))
                && !type.inherited.contains("View") && !type.name.hasSuffix("ViewModel")
                && type.enclosingTypes.isEmpty && project.declarations(of: type.name).count == 1
        }.map { (name: $0.type.name, fields: Self.fields(of: $0.type)) }
        var findings: [Finding] = []
        for entry in production where entry.type.kind == .struct && entry.type.inherited.contains("View") {
            let view = entry.type
            guard !view.modifiers.contains("private"), !view.modifiers.contains("fileprivate") else { continue }
            let plain = Self.fields(of: view).filter { field in
                Self.primitives.contains(String(field.split(separator: " ").last ?? ""))
            }
            guard plain.count >= minimum else { continue }
            let heldTypes = Set(view.properties.map { Self.plainType($0.typeText) })
            var best: (name: String, matches: [String])?
            for model in models where model.name != view.name && !heldTypes.contains(model.name) {
                let matches = plain.intersection(model.fields).sorted()
                if matches.count >= minimum, matches.count > (best?.matches.count ?? 0) { best = (model.name, matches) }
            }
            guard let best else { continue }
            let names = best.matches.map { "`\($0.split(separator: ":").first ?? "")`" }.joined(separator: ", ")
            findings.append(finding(entry.file.path, view.location,
                                    "'\(view.name)' takes \(names) one by one; take the '\(best.name)' they come from instead."))
        }
        return findings
    }
}
