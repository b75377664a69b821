import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a literal handed to one of the project's own types inside a preview.
struct PreviewStubOnlyRule: SyntaxRule {
    static let description = RuleDescription(
        id: "preview-stub-only", title: "Feed previews from stubs, not literals",
        category: .previews, impact: .critical, presets: [.mvvm],
        rationale: """
        The mvvm document marks this CRITICAL: model stubs and `ViewModelStub.stub()` are the only \
        data a preview may use, so that every preview shows the same realistic values and the \
        edge cases the stubs carry, and no made-up strings or numbers linger in preview code. \
        Reported, at the literal: a string or number literal (also `-1`, and an \
        array or dictionary literal holding one) passed directly as an argument to a call that \
        constructs one of the project's own types (`HomeScreen(title: "Welcome")`, \
        `ProductRow(product: Product(name: "Tea"))`), inside a `#Preview` or a \
        `PreviewProvider`; one finding per constructed type and preview, at the first such \
        argument of its first such call. Left alone: the \
        preview's own name and traits; calls that also pass stub data in another argument \
        (`Entry(title: "#Swift", posts: .placeholder())`, also a name such as `sampleMovie`, \
        `stubCasts` or `mockUser.id`: the literal labels data that is stubbed); \
        whole numbers given as an identifier (`movieId: 0`, `id:`), \
        a field's placeholder or prompt text (`SearchField(placeholder: "Search")`, any label \
        ending in `placeholder` or `prompt`), which is part of the view as SwiftUI's own \
        `TextField("Search", …)` and `.searchable(prompt:)` are, and an SF Symbol's name \
        (`systemImage:`, `systemName:`, `iconName:`, `symbolName:`, `systemImageName:`, `icon:`), \
        which picks the component's picture, \
        which pick an item of the stub data a preview injects; `true`/`false`, which set a view's mode (`displaySearch: \
        true`) rather than stand in for data; arguments of modifiers (`.preferredColorScheme(.dark)`, \
        `.frame(width: 320)`, `.environment(\\.locale, Locale(identifier: "fr"))`); SwiftUI views \
        and shapes (`Text("…")`, `VStack(spacing: 8)`) and Foundation, CoreGraphics and SwiftData \
        values, and platform types with an `NS`, `UI`, `CG`, `CL`, `MK` or `AV` prefix \
        (`URL(string:)`, `Date(timeIntervalSince1970:)`, `NSError(domain:code:)`, \
        `ModelConfiguration(…)`), which the name cannot tell from data; `.init(…)` without a \
        type, `.constant(…)` bindings, calls inside a closure argument (`onTap: { log(1) }`) that \
        are not constructors, values assigned to variables after the fact; mock data generated \
        in a loop (a call inside a `.map`, `.compactMap`, `.flatMap` or `ForEach` closure that \
        uses the closure's parameter, and a call handed the result of such a `.map`), whose \
        numbers vary with the loop rather than stand in for one item; a number given to a number \
        property of a View declared in the same file (`PopularityBadge(score: 80)`), and a string \
        given to a `LocalizedStringKey` or `LocalizedStringResource` property of such a View \
        (`ErrorView(title: "Error")`): the number or the key is the component's own input or UI \
        copy, not made-up model data; code outside previews \
        and test files. Constructors anywhere in the preview count, also mock data built in a \
        dependency closure or a WidgetKit timeline. A project type whose name is not \
        capitalised is not seen, and one that shares a name with a framework type listed here is \
        left alone.
        """,
        triggering: [
            RuleExample("""
            // ScoreBadge is declared in another file, and the loop's parameter is unused.
            #Preview {
                ForEach(0..<3) { _ in
                    ScoreBadge(label: ↓"Top", score: 80)
                }
            }
            """, path: "Sources/App/Scores/ScorePreviews.swift"),
            RuleExample("""
            #Preview {
                Carousel(images: [
                    ImageData(path: ↓"/poster-1.jpg"),
                    ImageData(path: "/poster-2.jpg"),
                    ImageData(path: "/poster-3.jpg"),
                ])
            }
            """),
            RuleExample("""
            #Preview("Welcome") {
                HomeScreen(title: ↓"Welcome", userName: "John", itemCount: 5)
                    .preferredColorScheme(.dark)
            }
            """, path: "Sources/App/Home/HomeScreen.swift"),
            RuleExample("""
            #if DEBUG
            #Preview {
                List {
                    // ProductRow(product: .stub)
                    ProductRow(product: Catalog.Product(id: 42, name: ↓"Tea", tags: ["new"]))
                    ProductRow(product: .stub, isHighlighted: true, badge: "Sale")
                }
            }
            #endif
            """, path: "Sources/App/Product/ProductRow.swift"),
            RuleExample("""
            struct PriceTag_Previews: PreviewProvider {
                static var previews: some View {
                    PriceTag(amount: ↓-1.5, codes: ["EUR", "USD"])
                        .previewLayout(.sizeThatFits)
                    // A label that merely starts like a prompt is data.
                    SearchResultRow(promptedBy: ↓"tea", placeholderImage: "cup")
                    // A `String` property is data, though its neighbour is a symbol.
                    TagChip(systemImage: "tag", name: ↓"Swift")
                    // Names that merely begin like a stub word are not stub data.
                    CastRow(title: ↓"Cast", people: samples2, mockingbird: mockingbird)
                }
            }
            """, path: "Sources/App/Cart/PriceTag.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // A field component of a UI package: its prompt text is part of the view.
            struct QueryField_Previews: PreviewProvider {
                static var previews: some View {
                    VStack {
                        QueryField(query: QueryModel(), placeholder: "Find a film", isActive: .constant(false))
                        FilterBar(searchPrompt: "Filter by name")
                        TextField("Search", text: .constant(""))
                        List { Text("Row") }.searchable(text: .constant(""), prompt: "Search titles")
                    }
                }
            }
            """, path: "Packages/UI/Sources/UI/Fields/QueryField.swift"),
            RuleExample("""
            // A design-system component whose inputs are UI copy and a symbol.
            public struct EmptyStateView: View {
                public let iconName: String
                public let title: LocalizedStringKey
                public let message: LocalizedStringResource
                public var body: some View {
                    VStack { Image(systemName: iconName); Text(title); Text(message) }
                }
            }

            #Preview {
                EmptyStateView(iconName: "tray", title: "Nothing here", message: "Pull to refresh.")
            }
            """, path: "Packages/DesignSystem/Sources/DesignSystem/EmptyStateView.swift"),
            RuleExample("""
            #Preview(as: .systemMedium) {
                HashtagPostsWidget()
            } timeline: {
                PostsWidgetEntry(date: .now, title: "#Mastodon", statuses: [.placeholder()], images: [:])
                PostsWidgetEntry(date: .now, title: "#Swift", statuses: Status.placeholders)
            }
            """),
            RuleExample("""
            #Preview {
                MovieCoverRow(movieId: 0).environmentObject(sampleStore)
            }
            """),
            RuleExample("""
            // Stub data under a sample name, with a label beside it.
            let sampleCast = [Person.stub, Person.stub]
            struct CastRow_Previews: PreviewProvider {
                static var previews: some View {
                    VStack {
                        CastRow(title: "Cast", people: sampleCast)
                        RoleRow(movieId: sampleMovie.id, role: "Director")
                        CrewRow(header: "Crew", crew: [stubCrewMember, stubCrewMember])
                    }
                }
            }
            """),
            RuleExample("""
            public struct ScoreBadge: View {
                public let score: Int
                public let ratio: CGFloat
                public var body: some View { Text("\\(score)").scaleEffect(ratio) }
            }

            #Preview {
                VStack {
                    ScoreBadge(score: 80, ratio: 1.5)
                    ScoreBadge(score: -1, ratio: 1)
                }
            }
            """, path: "Packages/UI/Sources/UI/ScoreBadge.swift"),
            RuleExample("""
            #Preview {
                LeaderboardView(entries: (1...20).map { index in
                    LeaderboardEntry(rank: index, outOf: 100, score: 5000 - index * 233)
                })
                ResultsView(envelope: Envelope(outOf: 1000, results: [1, 2, 3].map { Result(rank: $0, title: "Word") }))
            }
            """, path: "Sources/LeaderboardFeature/LeaderboardView.swift"),
            RuleExample("""
            #Preview("Dark Mode") {
                HomeScreen(viewModel: .stub(title: HomeModel.stub.title))
                    .preferredColorScheme(.dark)
                    .frame(width: 320, height: 640)
                    .environment(\\.locale, Locale(identifier: "fr"))
            }
            """, path: "Sources/App/Home/HomeScreen.swift"),
            RuleExample("""
            #Preview {
                VStack(spacing: 8) {
                    Text("Header \\(1)")
                    AvatarView(url: URL(string: "https://example.com/a.png"), date: Date(timeIntervalSince1970: 0))
                    ProductRow(product: .stub, onTap: { print("tapped", 1) })
                    Toggle("On", isOn: .constant(true))
                    ErrorView(error: NSError(domain: "preview", code: 1))
                }
                .modelContainer(for: Item.self, inMemory: true)
            }
            """, path: "Sources/App/Product/ProductRow.swift"),
            RuleExample("""
            struct HomeScreen: View {
                var body: some View { HomeHeader(title: "Welcome", count: 3) }
            }

            #if DEBUG
            // HomeHeader(title: "Welcome") is what a preview must not do.
            let previewName = "HomeHeader(title: \\"Welcome\\")"
            #endif
            """, path: "Sources/App/Home/HomeScreen.swift"),
            RuleExample("""
            #Preview {
                HomeHeader(title: "Test", count: 0)
            }
            """, path: "Tests/AppTests/HomeHeaderTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    /// Framework types (besides SwiftUI's views) whose initialisers take literals as settings or
    /// plain values, not as the project's data.
    static let frameworkTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Bool", "Decimal", "CGFloat", "CGSize", "CGPoint", "CGRect", "CGVector", "Array",
        "Set", "Dictionary", "Date", "DateComponents", "DateInterval", "URL", "URLComponents", "URLRequest", "UUID",
        "Locale", "Calendar", "TimeZone", "Data", "IndexPath", "IndexSet", "NSNumber", "AttributedString",
        "NSAttributedString", "LocalizedStringKey", "LocalizedStringResource", "Measurement", "Font", "EdgeInsets",
        "Binding", "State", "Angle", "UnitPoint", "Animation", "Gradient", "GridItem", "StrokeStyle", "ProposedViewSize",
        "UIColor", "NSColor", "UIImage", "NSImage", "UIFont", "NSFont", "ModelConfiguration", "ModelContainer", "Schema",
        "PreviewDevice", "Tab", "ToolbarItem", "ToolbarItemGroup", "Alert", "ActionSheet", "Material", "TextSelection",
    ]

    /// Whether a type name is one of `frameworkTypes` or carries a platform prefix (`NSError`,
    /// `UIEdgeInsets`, `CGAffineTransform`, `CLLocation`, `MKCoordinateRegion`).
    static func isFrameworkType(_ name: String) -> Bool {
        if frameworkTypes.contains(name) { return true }
        for prefix in ["NS", "UI", "CG", "CL", "MK", "AV"] where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return false
    }

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("Preview"), !file.isTestFile,
              let type = SyntaxQueries.constructedTypeName(call),
              !ViewRuleSupport.swiftUIViewNames.contains(type), !Self.isFrameworkType(type),
              let literal = call.arguments.lazy.filter({ !Self.isIdentifierArgument($0) && !Self.isPromptArgument($0)
                    && !Self.isComponentInput($0, of: type, in: file) })
                .map(\.expression).first(where: Self.isInlineLiteral),
              !call.arguments.contains(where: { Self.isStubReference($0.expression) }),
              !Self.isModifierArgument(call), !Self.isBuiltInLoop(call), let preview = PreviewBlocks.enclosingPreview(of: call) else { return }
        // One finding per type and preview: a carousel of four literal items is one problem.
        let reported = file.cached(ReportedTypes.self) { ReportedTypes() }
        guard reported.keys.insert("\(preview.id.indexInTree)|\(type)").inserted else { return }
        var text = literal.trimmedDescription
        if text.count > 30 { text = String(text.prefix(27)) + "…" }
        report(literal, "This preview passes the literal `\(text)` to '\(type)'; give it stub data (`.stub`, `.stubs`, `.stub()`) instead.", in: file)
    }

    /// The preview and type pairs of a file reported so far.
    private final class ReportedTypes {
        var keys: Set<String> = []
    }

    /// Whether an expression reads stub data: `.stub`, `Post.stubs`, `.placeholder()`,
    /// `Item.preview`, `.sample`, `.mock` (the end of a member chain, called or not), or an array
    /// literal holding one.
    static func isStubReference(_ expression: ExprSyntax) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.contains { isStubReference($0.expression) } }
        var current = expression
        if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
        // A name the preview file gives its stub data: `sampleMovie`, `stubCasts`, `mockUser.id`.
        if let reference = SyntaxQueries.chainRoot(current).as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if ["sample", "stub", "mock", "placeholder"].contains(where: { word in
                name.hasPrefix(word) && name.dropFirst(word.count).first.map { $0.isUppercase } ?? false
            }) { return true }
        }
        guard let member = current.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text.lowercased()
        return ["stub", "stubs", "placeholder", "placeholders", "preview", "previews", "sample", "samples", "mock", "mocks"].contains(name)
    }

    /// Whether an argument gives a number literal to a number property (`Int`, `Double`, `Float`,
    /// `CGFloat`) of a View `type` declared in this file: a component's own input, such as a
    /// badge's score, which no model stub holds.
    /// Also a string literal given to a text-key property (`LocalizedStringKey`,
    /// `LocalizedStringResource`) of such a View (`ErrorView(title: "Error")`): a key is the
    /// component's own UI copy, which no model holds.
    static func isComponentInput(_ argument: LabeledExprSyntax, of type: String, in file: FileContext) -> Bool {
        var value = argument.expression
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { value = prefix.expression }
        let types: Set<String>
        if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) {
            types = ["Int", "Double", "Float", "CGFloat"]
        } else if value.is(StringLiteralExprSyntax.self) {
            types = ["LocalizedStringKey", "LocalizedStringResource"]
        } else {
            return false
        }
        guard let label = argument.label?.text,
              let view = file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all.first(where: { $0.name.text == type }) else { return false }
        return SyntaxQueries.memberDeclarations(of: view.memberBlock).contains { member in
            member.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == label
                    && binding.typeAnnotation.map { types.contains($0.type.trimmedDescription) } == true
            } ?? false
        }
    }

    /// Whether a call makes mock data in a loop: it is handed the result of a `.map`, or it sits
    /// in a `.map`, `.compactMap`, `.flatMap` or `ForEach` closure and uses the closure's parameter.
    static func isBuiltInLoop(_ call: FunctionCallExprSyntax) -> Bool {
        let loops: Set<String> = ["map", "compactMap", "flatMap", "ForEach"]
        if call.arguments.contains(where: { argument in
            argument.expression.as(FunctionCallExprSyntax.self).map { SyntaxQueries.isMemberCall($0) && loops.contains(SyntaxQueries.calledName($0) ?? "") } ?? false
        }) { return true }
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard let owner = SyntaxQueries.owningCall(of: closure), loops.contains(SyntaxQueries.calledName(owner) ?? "") else { return false }
                var names = Set(SyntaxQueries.closureParameterNames(closure))
                if names.isEmpty { names = ["$0"] }
                return call.arguments.contains { argument in
                    argument.expression.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
                }
            }
            current = node.parent
        }
        return false
    }

    /// Whether an argument gives a field its placeholder or prompt text (`placeholder:`,
    /// `prompt:`, `searchPlaceholder:`, `searchPrompt:`): the text the field shows while it is
    /// empty is part of the view, as `TextField("Search", …)` and `.searchable(prompt:)` are,
    /// not model data a stub would hold.
    /// Also an SF Symbol's name (`systemImage:`, `systemName:`, `iconName:`, `symbolName:`,
    /// `systemImageName:`, `icon:`): which picture a component shows is its configuration.
    static func isPromptArgument(_ argument: LabeledExprSyntax) -> Bool {
        guard let label = argument.label?.text.lowercased() else { return false }
        let settings = ["placeholder", "prompt", "systemimage", "systemimagename", "systemname", "iconname", "symbolname"]
        guard settings.contains(where: label.hasSuffix) || label == "icon" || label == "symbol" else { return false }
        return argument.expression.is(StringLiteralExprSyntax.self)
    }

    /// Whether an argument passes a number as an identifier (`movieId: 0`, `id: 42`): it picks
    /// an item of stub data the preview injects, rather than making data up.
    static func isIdentifierArgument(_ argument: LabeledExprSyntax) -> Bool {
        guard let label = argument.label?.text, label == "id" || label.hasSuffix("Id") || label.hasSuffix("ID") else { return false }
        return argument.expression.is(IntegerLiteralExprSyntax.self)
    }

    /// Whether an argument is written as literal data: a string or number literal (also negated),
    /// or a non-empty array or dictionary literal that holds one. `true`/`false` are settings of the
    /// view (`isCompact: true`), not made-up data.
    static func isInlineLiteral(_ expression: ExprSyntax) -> Bool {
        switch expression.kind {
        case .stringLiteralExpr, .integerLiteralExpr, .floatLiteralExpr:
            return true
        case .prefixOperatorExpr:
            guard let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" else { return false }
            return prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        case .arrayExpr:
            return expression.as(ArrayExprSyntax.self)?.elements.contains { isInlineLiteral($0.expression) } ?? false
        case .dictionaryExpr:
            guard let dictionary = expression.as(DictionaryExprSyntax.self),
                  case .elements(let elements) = dictionary.content else { return false }
            return elements.contains { isInlineLiteral($0.key) || isInlineLiteral($0.value) }
        default:
            return false
        }
    }

    /// Whether the call is (inside) an argument of a member call: a modifier or method such as
    /// `.environment(…)`, `.frame(…)` or `store.load(…)`. Closures end the search: views built in a
    /// modifier's content closure are preview content.
    static func isModifierArgument(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let candidate = current {
            if candidate.is(ClosureExprSyntax.self) || candidate.is(CodeBlockItemSyntax.self) { return false }
            if let argument = candidate.as(LabeledExprSyntax.self),
               let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self), owner.calledExpression.is(MemberAccessExprSyntax.self),
               SyntaxQueries.constructedTypeName(owner) == nil {
                return true
            }
            current = candidate.parent
        }
        return false
    }
}
