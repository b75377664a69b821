import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a view-model class that a row view holds and that does not conform to `Equatable`.
struct ReviewEquatableVmRule: SyntaxRule, ProjectRule, WholeProjectRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["ViewModel"], "Class-name endings that mark a view model.")

    /// Protocols that include `Equatable`.
    static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// Standard protocols that can stand first in a class's inheritance clause without being a superclass.
    static let standardProtocols: Set<String> = [
        "Sendable", "Identifiable", "Observable", "ObservableObject", "AnyObject", "CustomStringConvertible",
        "CustomDebugStringConvertible", "Codable", "Decodable", "Encodable",
    ]

    static let description = RuleDescription(
        id: "review-equatable-vm", title: "View models conform to Equatable", category: .perf, impact: .medium,
        presets: [.review],
        rationale: """
        The review checklist makes view models `Equatable`, so that a row holding one can compare \
        old and new and skip redundant updates. Reported, at the class name: a class whose name ends \
        in one of `suffixes` (default `ViewModel`), declared once in the linted project outside tests \
        and `#if DEBUG`, that neither its declaration nor any extension in the project makes \
        `Equatable`, `Hashable` or `Comparable`, directly or through a protocol or superclass of the \
        project, when a row view holds it: a View of the project constructed inside the closure of a \
        `ForEach` or `List` (anywhere in the project) has a stored property of that class. Only \
        rows are redrawn often enough for the comparison to pay; a screen's view model (held by a \
        view no list builds) is left alone, and so is an object the row holds through a property \
        wrapper (`@State`, `@StateObject`, `@Binding`, `@Environment`, `@Bindable`): only a plain \
        stored input is part of the value SwiftUI compares, so `Equatable` could skip nothing \
        there. Also left alone: classes with a superclass outside the project (an `NSObject` subclass \
        is already equatable by identity, and the index cannot see what an SDK or package class \
        adopts), protocols, structs and actors, and the second half of the checklist item (a row fed \
        by such a view model without `.equatable()`), which needs the type of each row's property \
        and is not checked. Only in the review preset: the clinic and performance guides ask for \
        `Equatable` on views, not on view models (catalog K7).
        """,
        options: [suffixes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/ProfileViewModel.swift", """
                @Observable
                final class ↓ProfileViewModel {
                    var name = ""
                }
                """),
                ExampleFile("Sources/App/People.swift", """
                import SwiftUI
                struct ProfileRow: View {
                    let model: ProfileViewModel
                    var body: some View { Text(model.name) }
                }
                struct People: View {
                    let models: [ProfileViewModel]
                    var body: some View {
                        List { ForEach(models, id: \\.name) { ProfileRow(model: $0) } }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Base.swift", "class ScreenBase {}\nprotocol Loading {}"),
                ExampleFile("Sources/App/Feed.swift", """
                #if os(iOS)
                extension Feed {
                    final class ↓FeedViewModel: ScreenBase, Loading {}
                }
                #endif
                """),
                ExampleFile("Sources/App/FeedExtras.swift", "extension FeedViewModel: CustomStringConvertible {}"),
                ExampleFile("Sources/App/FeedRow.swift", """
                struct FeedRow: View {
                    var model: Feed.FeedViewModel?
                    var body: some View { Text("row") }
                }
                struct FeedList: View {
                    var body: some View { List(items) { item in HStack { FeedRow() } } }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Store.swift", "final class ↓CartStore {}\nfinal class CartViewModelFactory {}"),
                ExampleFile("Sources/App/Cart.swift", """
                struct CartLine: View {
                    var store: CartStore
                    var body: some View { Text("line") }
                }
                struct CartList: View {
                    var body: some View { ForEach(lines) { _ in CartLine(store: store) } }
                }
                """),
            ], options: ["suffixes": .strings(["Store"])]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/ProfileViewModel.swift", """
                // final class ProfileViewModel without Equatable
                @Observable
                final class ProfileViewModel: Equatable {
                    let id = UUID()
                    static func == (lhs: ProfileViewModel, rhs: ProfileViewModel) -> Bool { lhs.id == rhs.id }
                }
                final class SearchViewModel {}
                extension SearchViewModel: Hashable {}
                struct RowViewModel {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Base.swift", "class BaseViewModel: Equatable {}\nprotocol ScreenModel: Hashable {}"),
                ExampleFile("Sources/App/Screens.swift", """
                final class HomeViewModel: BaseViewModel {}
                final class MenuViewModel: ScreenModel {}
                final class LegacyViewModel: NSObject {}
                final class ImportedViewModel: PackageBaseModel {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Account.swift", """
                // A screen's view model: no list builds the view that holds it.
                final class AccountViewModel {}
                final class AvatarViewModel {}
                struct AccountScreen: View {
                    @State private var model = AccountViewModel()
                    var body: some View {
                        List { Text("ForEach { AvatarRow() }") }
                            .sheet(isPresented: $isOn) { AvatarEditor() }
                    }
                }
                struct AvatarEditor: View {
                    let model: AvatarViewModel
                    var body: some View { Text("edit") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Badge.swift", """
                // The row keeps its own view model in state storage, outside its compared value.
                final class BadgeViewModel {}
                final class PinViewModel {}
                struct BadgeRow: View {
                    @State private var model = BadgeViewModel()
                    @StateObject var pin: PinViewModel
                    @Binding var selected: BadgeViewModel?
                    var body: some View { Text("badge") }
                }
                struct Badges: View {
                    var body: some View { List(badges) { _ in BadgeRow() } }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Debug.swift", "#if DEBUG\nfinal class DebugViewModel {}\n#endif"),
                ExampleFile("Tests/AppTests/MockViewModel.swift", "final class MockViewModel {}"),
                ExampleFile("Sources/App/One.swift", "final class TwinViewModel {}"),
                ExampleFile("Sources/Other/Two.swift", "final class TwinViewModel {}"),
            ]),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["ForEach", "List"]


    let configuration: RuleConfiguration

    /// The note kind for a type constructed inside a `ForEach`/`List` closure.
    private static let rowNote = "review-equatable-vm"

    /// Notes the capitalised calls inside the closures of a `ForEach` or `List` (`ProfileRow(…)`
    /// in `ForEach(items) { ProfileRow(model: $0) }`): the project half keeps those that are Views.
    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, SyntaxQueries.isCall(call, toType: "ForEach") || SyntaxQueries.isCall(call, toType: "List") else { return }
        for closure in SyntaxQueries.closures(of: call) {
            for built in SyntaxQueries.calls(in: closure, where: { SyntaxQueries.constructedTypeName($0) != nil }) {
                guard let name = SyntaxQueries.constructedTypeName(built), !ViewRuleSupport.swiftUIViewNames.contains(name) else { continue }
                let location = file.lines.location(of: built.calledExpression.positionAfterSkippingLeadingTrivia)
                file.record(MemberReference(kind: Self.rowNote, typeName: name, member: "init", line: location.line, column: location.column))
            }
        }
    }

    /// The classes a row view holds: stored properties of the project Views built inside list closures.
    private static func rowHeldTypes(in project: ProjectIndex) -> Set<String> {
        let rows = Set(project.files.flatMap { file in
            file.memberReferences.filter { $0.kind == rowNote }.compactMap(\.typeName)
        })
        var held = Set<String>()
        for row in rows where project.conforms(row, to: "View") {
            for entry in project.declarations(of: row) {
                // Only a plain input is part of the value SwiftUI compares: an object kept in
                // `@State`, `@Binding`, `@Environment` or another wrapper is never compared.
                for property in entry.type.properties where property.isStored && !property.isStatic && property.attributes.isEmpty {
                    if let name = property.plainTypeName ?? property.typeName { held.insert(name) }
                    if let callee = property.initializerCallee { held.insert(callee) }
                }
            }
        }
        return held
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let suffixes = configuration[Self.suffixes].filter { !$0.isEmpty }
        let held = Self.rowHeldTypes(in: project.wholeProject)
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class && !entry.placement.isTestFile && !entry.type.isDebugOnly {
            let type = entry.type
            guard suffixes.contains(where: type.name.hasSuffix), held.contains(type.name), project.declarations(of: type.name).count == 1,
                  let equatable = Self.isEquatable(type.name, in: project, seen: []), !equatable else { continue }
            findings.append(finding(entry.file.path, type.location,
                "`\(type.name)` does not conform to Equatable; make it Equatable (comparing the state its views show) so the rows holding it can skip redundant updates."))
        }
        return findings
    }

    /// Whether a project type is equatable through what it and its extensions adopt; nil when a
    /// name it inherits is not declared in the project (it may be an equatable SDK class).
    private static func isEquatable(_ name: String, in project: ProjectIndex, seen: Set<String>) -> Bool? {
        let declarations = project.declarations(of: name)
        guard !declarations.isEmpty, !seen.contains(name) else { return declarations.isEmpty ? nil : false }
        let inherited = declarations.flatMap(\.type.inherited) + project.extensions(of: name).flatMap(\.extensionSummary.inherited)
        var unknown = false
        for parent in inherited {
            if equatableProtocols.contains(parent) { return true }
            switch isEquatable(parent, in: project, seen: seen.union([name])) {
            case true?: return true
            case nil:
                // A superclass the project does not declare may be equatable; only the first entry
                // of a class's clause can be one, and standard protocols there are not.
                if !standardProtocols.contains(parent),
                   declarations.contains(where: { $0.type.kind == .class && $0.type.inherited.first == parent }) { unknown = true }
            case false?: continue
            }
        }
        return unknown ? nil : false
    }
}
