import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a `#Preview` that reads a stub member (`Item.stub`, `.stubs`, `.stub()`) which no
/// `*Stub.swift` file of the project declares on that type.
struct PreviewStubExistsRule: SyntaxRule, ProjectRule {
    static let stubMembers = Option<[String]>("stubMembers", default: ["stub", "stubs", "stubLongText", "stubNilOptionals", "stubEmpty"],
        "The member names a preview reads stub data through.")
    static let stubFileSuffix = Option<String>("stubFileSuffix", default: "Stub.swift",
        "How the name of a file that declares stub members ends.")

    static let description = RuleDescription(
        id: "preview-stub-exists", title: "Previews use stubs that exist in a stub file", category: .previews,
        impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide has every preview draw its data from `{Feature}ModelStub.swift`, and asks \
        that the stub file be written before the preview that uses it. A preview that names a stub \
        the stub file does not declare either does not build or takes its data from somewhere the \
        next reader will not look. The rule reports, inside a `#Preview` body, a reference to one of \
        `stubMembers` (`stub`, `stubs`, `stubLongText`, `stubNilOptionals`, `stubEmpty`, called or \
        not) whose type it can tell for certain: `Item.stub` (also `Shop.Item.stub`), or an \
        implicit `.stub` passed as a labelled argument to a project type's initializer whose \
        parameter of that label has a declared type (an `init` in the type's body, or the \
        memberwise initializer of a struct that declares none). It is reported once per type and member, \
        at the first use in path order (the message counts the others), when that type is declared exactly once in the project, as a struct, class or \
        actor, and no `static` property or function of that name is declared on it, in its body or \
        in an extension, in a file whose name ends in `stubFileSuffix`. Left alone: types the \
        project does not declare (or declares twice), enums and protocols, members a protocol or \
        superclass of the type declares, implicit members whose type is not written (unlabelled \
        arguments, modifiers, collections, generic parameters), `PreviewProvider` previews, test \
        files, and the names in comments and strings. Previews outside `#if DEBUG` are checked like \
        any other. Not seen: a stub declared inside an `#if` block within an extension's body.
        """,
        options: [stubMembers, stubFileSuffix],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Product/Model/ProductModel.swift", """
                struct ProductModel { let id: Int; let title: String }
                """),
                ExampleFile("Sources/App/Features/Product/View/ProductCard.swift", """
                struct ProductCard: View {
                    let product: ProductModel
                    var body: some View { Text(product.title) }
                }
                // ProductModel.stub lives in the stub file.
                #Preview {
                    ProductCard(product: ↓ProductModel.stub)
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Product/Model/ProductModel.swift", """
                struct ProductModel { let id: Int; let title: String }
                """),
                ExampleFile("Sources/App/Features/Product/Model/ProductModelStub.swift", """
                #if DEBUG
                extension ProductModel {
                    static let stub = ProductModel(id: 1, title: "Lamp")
                }
                #endif
                """),
                ExampleFile("Sources/App/Features/Product/View/ProductList.swift", """
                struct ProductList: View {
                    let products: [ProductModel]
                    let featured: ProductModel
                    init(products: [ProductModel], featured: ProductModel) {
                        self.products = products
                        self.featured = featured
                    }
                    var body: some View { Text(featured.title) }
                }
                #Preview("Empty") {
                    ProductList(products: [], featured: ↓.stubEmpty)
                }
                #Preview {
                    ProductList(products: [.stub], featured: .stub)
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Order/Model/OrderModel.swift", """
                struct OrderModel { let id: Int }
                extension OrderModel {
                    // Kept beside the model rather than in OrderModelStub.swift.
                    static func stub(id: Int = 1) -> OrderModel { OrderModel(id: id) }
                }
                """),
                ExampleFile("Sources/App/Features/Order/View/OrderRow.swift", """
                struct OrderRow: View {
                    let order: OrderModel
                    var body: some View { Text("\\(order.id)") }
                }
                #if os(iOS)
                #Preview {
                    OrderRow(order: ↓.stub(id: 7))
                }
                #endif
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Product/Model/ProductModel.swift", """
                struct ProductModel { let id: Int; let title: String }
                """),
                ExampleFile("Sources/App/Features/Product/Model/ProductModelStub.swift", """
                #if DEBUG
                extension ProductModel {
                    static let stub = ProductModel(id: 1, title: "Lamp")
                    static var stubs: [ProductModel] { [stub] }
                    static func stubLongText() -> ProductModel { ProductModel(id: 2, title: "A very long title") }
                }
                #endif
                """),
                ExampleFile("Sources/App/Features/Product/View/ProductCard.swift", """
                struct ProductCard: View {
                    let product: ProductModel
                    var body: some View { Text(product.title) }
                }
                #Preview {
                    VStack {
                        ProductCard(product: .stub)
                        ProductCard(product: ProductModel.stubLongText())
                        ForEach(ProductModel.stubs, id: \\.id) { ProductCard(product: $0) }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Feed/View/FeedView.swift", """
                struct FeedView: View {
                    let viewModel: FeedViewModel
                    var body: some View { Text("Feed") }
                }
                // Not a preview: "FeedItem.stub" in a string, and code outside #Preview.
                let sample = FeedItem.stub
                #Preview {
                    FeedView(viewModel: .stub)
                        .environment(.stub)
                        .padding(.stub)
                    Text(Image.stub.description)
                    Text(viewModel.stub)
                }
                """),
                ExampleFile("Sources/App/Features/Feed/Model/FeedItem.swift", """
                struct FeedItem {}
                struct FeedItem {}
                """),
                ExampleFile("Sources/App/Features/Feed/ViewModel/FeedViewModel.swift", """
                protocol FeedViewModel {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Cart/Model/CartModel.swift", """
                protocol Stubbable { static var stub: Self { get } }
                struct CartModel: Stubbable { static let stub = CartModel() }
                enum CartState { case stub, loaded }
                """),
                ExampleFile("Sources/App/Features/Cart/View/CartView.swift", """
                struct CartView: View {
                    let cart: CartModel
                    let state: CartState
                    var body: some View { Text("Cart") }
                }
                #Preview {
                    CartView(cart: CartModel.stub, state: .stub)
                }
                """),
                ExampleFile("Tests/AppTests/CartViewTests.swift", """
                #Preview { CartView(cart: Missing.stub, state: .loaded) }
                struct Missing {}
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }
        let member = node.declName.baseName.text
        let names = configuration[Self.stubMembers]
        guard names.contains(member), Self.isInPreviewMacro(node) else { return }
        let location = file.lines.location(of: node.positionAfterSkippingLeadingTrivia)
        if let base = node.base {
            guard let typeName = Self.typeName(of: base) else { return }
            file.record(MemberReference(kind: Self.description.id, typeName: typeName, member: member,
                                        line: location.line, column: location.column))
        } else {
            // `.stub` or `.stub(…)` as a labelled argument of `Type(…)`.
            var argumentValue = Syntax(node)
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                argumentValue = Syntax(call)
            }
            guard let argument = argumentValue.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.arguments.id == argument.parent?.id,
                  let callee = Self.typeName(of: call.calledExpression) else { return }
            file.record(MemberReference(kind: Self.description.id, typeName: nil, member: member, callee: callee, label: label,
                                        line: location.line, column: location.column))
        }
    }

    /// Whether `node` sits in the body of a `#Preview` macro.
    static func isInPreviewMacro(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            current = candidate.parent
        }
        return false
    }

    /// The last name of a type spelt as an expression, `Item` or `Shop.Item`: every component a
    /// plain capitalised name (not `Self`); nil otherwise.
    static func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard reference.argumentNames == nil, name != "Self", UTF8Text.startsUppercase(name) else { return nil }
            return name
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, typeName(of: base) != nil {
            let name = access.declName.baseName.text
            guard access.declName.argumentNames == nil, UTF8Text.startsUppercase(name) else { return nil }
            return name
        }
        return nil
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let suffix = configuration[Self.stubFileSuffix]
        // Each missing member once, at its first use in path order; later uses are counted.
        var firstUse: [String: (path: String, reference: MemberReference, type: String)] = [:]
        var order: [String] = []
        var uses: [String: Int] = [:]
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            guard project.placements[file.path]?.isTestFile != true else { continue }
            let references = file.memberReferences.filter { $0.kind == Self.description.id }
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            for reference in references {
                guard let typeName = reference.typeName ?? Self.parameterType(of: reference, in: project),
                      Self.isMissing(reference.member, on: typeName, suffix: suffix, in: project) else { continue }
                let key = "\(typeName).\(reference.member)"
                uses[key, default: 0] += 1
                if firstUse[key] == nil {
                    firstUse[key] = (file.path, reference, typeName)
                    order.append(key)
                }
            }
        }
        return order.compactMap { key -> Finding? in
            guard let (path, reference, typeName) = firstUse[key] else { return nil }
            let others = (uses[key] ?? 1) - 1
            let also = others == 0 ? "" : " (\(others) more preview use\(others == 1 ? "" : "s") of it in the project)"
            return finding(path, SourcePoint(line: reference.line, column: reference.column),
                "The preview uses '\(key)', which no '*\(suffix)' file declares\(also); add it to '\(typeName + suffix)' (or the feature's stub file) first.")
        }
    }

    /// The declared type of the parameter an implicit member is passed to, when certain.
    static func parameterType(of reference: MemberReference, in project: ProjectIndex) -> String? {
        guard let callee = reference.callee, let label = reference.label else { return nil }
        let declarations = project.declarations(of: callee)
        guard declarations.count == 1, let type = declarations.first?.type, type.kind != .protocol, type.kind != .enum else { return nil }
        var candidates: [String?] = []
        if !type.initializers.isEmpty {
            for initializer in type.initializers {
                for parameter in initializer.parameters where parameter.label == label { candidates.append(parameter.typeName) }
            }
        } else if type.kind == .struct {
            for property in type.properties where property.name == label && property.isStored && !property.isStatic
                && !(property.isLet && property.initializerText != nil) {
                candidates.append(property.plainTypeName)
            }
        }
        let names = Set(candidates)
        guard names.count == 1, let only = names.first, let name = only else { return nil }
        return name
    }

    /// Whether `typeName` is one project struct, class or actor on which no stub file declares
    /// `member`, and no protocol or superclass of it provides `member`.
    static func isMissing(_ member: String, on typeName: String, suffix: String, in project: ProjectIndex) -> Bool {
        let declarations = project.declarations(of: typeName)
        guard declarations.count == 1, let entry = declarations.first,
              [.struct, .class, .actor].contains(entry.type.kind) else { return false }
        let extensions = project.extensions(of: typeName)
        func inStubFile(_ path: String) -> Bool { (path.split(separator: "/").last.map(String.init) ?? path).hasSuffix(suffix) }
        if inStubFile(entry.file.path), declares(member, entry.type) { return false }
        if extensions.contains(where: { inStubFile($0.file.path) && declares(member, $0.extensionSummary) }) { return false }
        // A member a parent declares (or a protocol extension provides) is not this rule's to judge.
        let parents = Set(entry.type.inherited + extensions.flatMap(\.extensionSummary.inherited))
        for parent in parents {
            if project.declarations(of: parent).contains(where: { declares(member, $0.type) }) { return false }
            if project.extensions(of: parent).contains(where: { declares(member, $0.extensionSummary) }) { return false }
        }
        return true
    }

    static func declares(_ member: String, _ type: TypeSummary) -> Bool {
        type.methods.contains(member) || type.properties.contains { $0.name == member && ($0.isStatic || type.kind == .protocol) }
    }

    static func declares(_ member: String, _ item: ExtensionSummary) -> Bool {
        item.methods.contains(member) || item.staticProperties.contains(member)
    }
}
