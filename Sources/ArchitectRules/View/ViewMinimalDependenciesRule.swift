import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags child Views that hold a whole model or ViewModel but read only one or two of its members.
struct ViewMinimalDependenciesRule: SyntaxRule {
    /// The `maxMembers` option.
    static let maxMembers = Option<Int>("maxMembers", default: 2, "The most distinct members a child may read before holding the whole model is fine.")

    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["ViewModel", "Model"], "Type-name endings that mark a model or ViewModel.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "view-minimal-dependencies", title: "Give child views only the data they use", category: .view, impact: .high,
        presets: [.clinic],
        rationale: """
        A child view that receives a whole model to show one of its fields is tied to that \
        model's shape, is harder to preview (the whole model must be built) and, with a model \
        that is not `@Observable`, is re-evaluated whenever any part of it changes. Passing the \
        field itself (a `let` value, or a `Binding` for a value the child edits) states exactly \
        what the child depends on.

        Heuristic, kept narrow. Looked at: a View struct (inheritance clause names `View`) \
        whose name does not end in `Screen`, with a stored instance property, plain or marked \
        `@Bindable`/`@ObservedObject`, whose written type name ends in one of `suffixes` \
        (default `ViewModel` and `Model`). Every use of the property in the struct's members \
        (initializers excluded) is collected: `model.title`, `self.model.title`, \
        `model?.title` and `$model.title` count as reading the member `title`. Reported, at \
        the property's name: when the property is used, only through members, and through at \
        most `maxMembers` (default 2) distinct ones.

        Stays silent when the property is used whole even once (passed to a child, to \
        `.environment`, compared, captured as `model`), when one of its methods, or a method of \
        one of its members, is called (`model.router.navigate(…)`), or one of its members is \
        assigned to (`model.router.sheet = …`): the child then acts through the model, a fair \
        reason to hold it, when any local \
        name, parameter or closure parameter in the struct has the same name (the references \
        could not be told apart), and for `@State` (the view owns it), `@Environment` and other \
        wrapped properties, properties without a written type, screens, nested types (checked \
        as themselves) and conformance declared in an extension. Known false positives: a \
        model kept whole on purpose for later growth, or for reference identity. \
        Test files and views declared in previews or `#if DEBUG` code are not checked.
        """,
        options: [
            maxMembers,
            suffixes,
        ],
        triggering: [
            RuleExample("""
            struct AvatarBadge: View {
                let ↓viewModel: ProfileViewModel
                var body: some View {
                    Text(viewModel.initials)
                        .background(viewModel.accentColor)
                }
            }
            """),
            RuleExample("""
            struct PriceTag: SwiftUI.View {
                @Bindable var ↓model: CartModel
                var body: some View {
                    HStack {
                        Text(self.model.total, format: .currency(code: "EUR"))
                        Toggle("Express", isOn: $model.isExpress)
                    }
                }
            }
            """),
            RuleExample("""
            enum Feed {
                struct Row: View {
                    #if os(iOS)
                    let ↓item: FeedItemModel?
                    #endif
                    var body: some View {
                        Text(item?.headline ?? "")
                            .font(.headline)
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct ShareSheetView: View {
                let viewModel: PostRowViewModel
                var body: some View {
                    Button("Share") {
                        viewModel.router.presentedSheet = .share(viewModel.post)
                    }
                }
            }
            struct ReportButton: View {
                let viewModel: PostRowViewModel
                var body: some View {
                    Button("Report") { viewModel.router.navigate(to: .report) }
                }
            }
            """),
            RuleExample("""
            struct ProfileScreen: View {
                let viewModel: ProfileViewModel
                var body: some View { Text(viewModel.name) }
            }
            struct AvatarBadge: View {
                let viewModel: ProfileViewModel
                var body: some View {
                    VStack {
                        Text(viewModel.initials)
                        ProfileDetails(viewModel: viewModel)
                    }
                }
            }
            """),
            RuleExample("""
            // A child storing `let viewModel: ProfileViewModel` to read one field is flagged.
            struct FavoriteButton: View {
                let viewModel: ProductViewModel
                var body: some View {
                    Button(viewModel.isFavorite ? "Unfavorite" : "Favorite") {
                        viewModel.toggleFavorite()
                    }
                }
            }
            struct OwnerView: View {
                @State private var model = CartModel()
                @Environment(SessionModel.self) private var session
                var body: some View { Text(session.userName + "model.total") }
            }
            """),
            RuleExample("""
            struct TagList: View {
                let model: TagsModel
                var body: some View {
                    ForEach(model.tags) { model in
                        Text(model.name)
                    }
                }
            }
            struct Summary: View {
                let viewModel: SummaryViewModel
                var body: some View {
                    VStack {
                        Text(viewModel.title)
                        Text(viewModel.subtitle)
                        Text(viewModel.footnote)
                    }
                }
            }
            struct Footer: View {
                let remodel: Remodeling
                var body: some View { Text(remodel.note) }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ view: StructDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, SyntaxQueries.isView(view), !view.name.text.hasSuffix("Screen"),
              !SyntaxQueries.isPreviewOrDebugCode(view) else { return }
        let suffixes = configuration[Self.suffixes]
        let maxMembers = configuration[Self.maxMembers]
        let members = SyntaxQueries.memberDeclarations(of: view.memberBlock)
        for declaration in members {
            guard let variable = declaration.as(VariableDeclSyntax.self), Self.isCandidate(variable) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                      let type = binding.typeAnnotation?.type, let typeName = SyntaxQueries.baseTypeName(type),
                      suffixes.contains(where: { typeName.hasSuffix($0) }), binding.accessorBlock == nil,
                      let read = Self.membersRead(of: name.text, in: members, excluding: variable),
                      !read.isEmpty, read.count <= maxMembers else { continue }
                let list = read.map { "`\($0)`" }.joined(separator: " and ")
                report(name, "`\(view.name.text)` stores the whole `\(typeName)` but reads only \(list); pass just \(read.count == 1 ? "that value" : "those values") (or a binding) instead.", in: file)
            }
        }
    }

    /// Whether a member variable is a stored instance property, plain or `@Bindable`/`@ObservedObject`.
    private static func isCandidate(_ variable: VariableDeclSyntax) -> Bool {
        if SyntaxQueries.isTypeMember(variable.modifiers) { return false }
        return SyntaxQueries.attributeNames(variable.attributes).allSatisfy { $0 == "Bindable" || $0 == "ObservedObject" }
    }

    /// The distinct members of `name` the struct reads, in order of first use; nil when the property
    /// is used whole, has a method called, or its name is shadowed somewhere in the struct.
    private static func membersRead(of name: String, in members: [DeclSyntax], excluding property: VariableDeclSyntax) -> [String]? {
        var read: [String] = []
        for member in members where member.id != property.id && !member.is(InitializerDeclSyntax.self) {
            for node in ViewRuleSupport.descendants(of: member) {
                if Self.shadows(node, name: name) { return nil }
                guard let reference = node.as(DeclReferenceExprSyntax.self),
                      reference.baseName.text == name || reference.baseName.text == "$" + name else { continue }
                var use = ExprSyntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
                    use = ExprSyntax(member)
                }
                if let optional = use.parent?.as(OptionalChainingExprSyntax.self) { use = ExprSyntax(optional) }
                guard let access = use.parent?.as(MemberAccessExprSyntax.self), access.base?.id == use.id else { return nil }
                if Self.actsThrough(access) { return nil }
                let memberName = access.declName.baseName.text
                if !read.contains(memberName) { read.append(memberName) }
            }
        }
        return read
    }

    /// Whether a member chain that starts at the model (`model.router.present(…)`, `model.title`)
    /// calls a method or is assigned to (`model.router.sheet = …`): the view then acts through the
    /// model, a fair reason to hold it whole.
    private static func actsThrough(_ access: MemberAccessExprSyntax) -> Bool {
        var chain = Syntax(access)
        while let parent = chain.parent {
            switch parent.kind {
            case .memberAccessExpr, .optionalChainingExpr, .forceUnwrapExpr:
                chain = parent
            case .functionCallExpr:
                return parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == chain.id
            default:
                guard let list = parent.as(ExprListSyntax.self), list.first?.id == chain.id else { return false }
                return list.dropFirst().first?.is(AssignmentExprSyntax.self) ?? false
            }
        }
        return false
    }

    /// Whether a node declares a local name, parameter or closure parameter called `name`.
    private static func shadows(_ node: Syntax, name: String) -> Bool {
        if let pattern = node.as(IdentifierPatternSyntax.self) { return pattern.identifier.text == name }
        if let parameter = node.as(ClosureShorthandParameterSyntax.self) { return parameter.name.text == name }
        if let parameter = node.as(ClosureParameterSyntax.self) { return (parameter.secondName ?? parameter.firstName).text == name }
        if let parameter = node.as(FunctionParameterSyntax.self) { return (parameter.secondName ?? parameter.firstName).text == name }
        if let binding = node.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
        return false
    }
}
