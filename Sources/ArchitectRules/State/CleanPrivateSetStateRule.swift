import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a stored `var` of an `@Observable` ViewModel that nothing outside the ViewModel writes
/// but that is not declared `private(set)`.
struct CleanPrivateSetStateRule: SyntaxRule, ProjectRule {
    /// The compound assignment operators, which write their left side.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*="]
    /// Modifiers that already keep the setter inside the type.
    static let restrictingModifiers: Set<String> = ["private", "fileprivate", "private(set)", "fileprivate(set)"]

    static let description = RuleDescription(
        id: "clean-private-set-state", title: "Expose ViewModel state as private(set)", category: .state, impact: .should,
        presets: [.clean],
        rationale: """
        A ViewModel's state should change only through its own methods, so every transition \
        can be found in one place and tested. The clean guide writes `private(set) var state`: \
        views read it, only the ViewModel writes it.

        The rule is a heuristic over the whole project. It notes, in every file (tests and \
        previews included), each member written from outside its own type: the target of `=` or \
        a compound assignment reached through something other than `self` (`viewModel.query = \
        …`, `model.items[0] = …`), an `&model.count` argument, a method called on a member \
        (`model.items.append(…)`, counted as a write since the method may mutate), and members \
        reached through a binding projection (`$viewModel.query`). It then reports, at the \
        property name, a stored instance `var` of a class marked `@Observable` whose name ends in \
        `ViewModel` that is not `private`, `fileprivate`, `private(set)` or `fileprivate(set)`, \
        has no attribute (`@ObservationIgnored`) and is not `weak` or `lazy`, when no such write \
        of a member of that name was noted anywhere. Members are matched by name only, so a \
        write to any other type's property of the same name keeps the finding away. Left alone: \
        classes some project class subclasses or that are declared twice, properties a project \
        protocol the class adopts also declares (a settable requirement), test files, `#if \
        DEBUG` code, properties inside `#if` blocks (the index does not list them), and writes \
        the rule cannot see: through key paths, `Bindable(model)`, or code outside the linted files.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", """
                @Observable @MainActor final class FeedViewModel {
                    var ↓state: ViewState = .idle
                    private(set) var articles: [String] = []
                    func load() async { state = .loading }
                }
                """),
                ExampleFile("App/Feed/FeedView.swift", """
                struct FeedView: View {
                    @State private var viewModel = FeedViewModel()
                    var body: some View { Text("\\(viewModel.state)").task { await viewModel.load() } }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Search/SearchViewModel.swift", """
                enum Search {
                    @Observation.Observable final class ResultsViewModel {
                        var query = ""
                        public var ↓results: [String] = []
                        var ↓page = 0
                        func next() { page += 1; self.results.append("x") }
                    }
                }
                """),
                ExampleFile("App/Search/SearchView.swift", """
                struct SearchView: View {
                    @Bindable var model: Search.ResultsViewModel
                    var body: some View { TextField("Search", text: $model.query) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Cart/CartViewModel.swift", """
                @Observable final class CartViewModel {
                    var ↓total = 0
                    var note = ""
                    var coupons: [String] = []
                }
                """),
                ExampleFile("Tests/AppTests/CartTests.swift", """
                func testNote() {
                    let model = CartViewModel()
                    model.note = "gift"
                    model.coupons.append("SAVE")
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Feed/FeedViewModel.swift", """
                @Observable @MainActor final class FeedViewModel {
                    private(set) var state: ViewState = .idle
                    private var task: Task<Void, Never>?
                    @ObservationIgnored var cache: [String] = []
                    weak var delegate: FeedDelegate?
                    let repository: ArticleRepository
                    var title: String { "Feed" }
                    static var shared = 0
                    var draft = ""
                }
                """),
                ExampleFile("App/Feed/FeedView.swift", """
                struct FeedView: View {
                    @State private var viewModel = FeedViewModel()
                    var body: some View {
                        Button("Clear") { viewModel.draft = "" }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Profile/ProfileViewModel.swift", """
                protocol Editing: AnyObject { var name: String { get set } }
                @Observable final class ProfileViewModel: Editing {
                    var name = ""
                    var age = 0
                }
                final class Counter { var count = 0 }
                """),
                ExampleFile("App/Profile/Form.swift", """
                func bump(_ model: ProfileViewModel) { increment(&model.age) }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Base.swift", """
                @Observable class ScreenViewModel { var title = "" }
                @Observable final class DetailViewModel: ScreenViewModel {}
                class LegacyViewModel { var count = 0 }
                #if DEBUG
                @Observable final class PreviewViewModel { var sample = 0 }
                #endif
                """),
                ExampleFile("Tests/AppTests/SpyViewModel.swift", "@Observable final class SpyViewModel { var calls = 0 }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    // MARK: Noting writes

    func visit(_ node: SequenceExprSyntax, in file: FileContext) {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 {
            let writes = element.is(AssignmentExprSyntax.self)
                || element.as(BinaryOperatorExprSyntax.self).map { Self.compoundAssignments.contains($0.operator.text) } == true
            if writes { note(elements[index - 1], in: file) }
        }
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { note(base, in: file) }
        for argument in node.arguments {
            if let passed = argument.expression.as(InOutExprSyntax.self) { note(passed.expression, in: file) }
        }
    }

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        // `$model.query`: only the outermost access of a chain rooted at a projected name (not `$0`).
        // Such a root is the chain's leftmost token, so the access's text starts with `$`.
        guard file.firstByte(of: node) == UInt8(ascii: "$"), node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id,
              let root = SyntaxQueries.chainRoot(ExprSyntax(node)).as(DeclReferenceExprSyntax.self)?.baseName.text,
              root.hasPrefix("$"), root.dropFirst().first?.isNumber == false else { return }
        note(ExprSyntax(node), in: file)
    }

    /// Notes every member along the access chain `expression` that is not read from `self`.
    private func note(_ expression: ExprSyntax, in file: FileContext) {
        var current: ExprSyntax? = expression
        while let item = current {
            if let member = item.as(MemberAccessExprSyntax.self) {
                if let base = member.base, !Self.isSelf(base) {
                    let location = file.lines.location(of: member.declName.positionAfterSkippingLeadingTrivia)
                    file.record(MemberReference(kind: Self.description.id, typeName: nil, member: member.declName.baseName.text,
                                                line: location.line, column: location.column))
                }
                current = member.base
            } else if let subscriptCall = item.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let chained = item.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let forced = item.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                current = nil
            }
        }
    }

    /// `self`, `self?` or `self!`.
    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        var current = expression
        if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression }
        if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    // MARK: Judging

    func check(_ project: ProjectIndex) -> [Finding] {
        var written = Set<String>()
        var superclasses = Set<String>()
        for file in project.files {
            for reference in file.memberReferences where reference.kind == Self.description.id { written.insert(reference.member) }
            for type in file.types where type.kind == .class { superclasses.formUnion(type.inherited.prefix(1)) }
        }
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .class && ViewModelShapes.isViewModelName(entry.type.name) {
            let type = entry.type
            guard type.attributes.contains("Observable"), !entry.placement.isTestFile, !type.isDebugOnly,
                  !superclasses.contains(type.name), project.declarations(of: type.name).count == 1 else { continue }
            let required = Set(type.inherited.flatMap { name in
                project.declarations(of: name).filter { $0.type.kind == .protocol }.flatMap { $0.type.properties.map(\.name) }
            })
            for property in type.properties where property.isStored && !property.isStatic && !property.isLet {
                guard property.attributes.isEmpty, !property.modifiers.contains(where: { Self.restrictingModifiers.contains($0) || $0 == "weak" || $0 == "lazy" }),
                      !written.contains(property.name), !required.contains(property.name) else { continue }
                findings.append(finding(entry.file.path, property.location,
                    "Only `\(type.name)` changes `\(property.name)`; declare it `private(set) var` so views can read it but not write it."))
            }
        }
        return findings
    }
}
