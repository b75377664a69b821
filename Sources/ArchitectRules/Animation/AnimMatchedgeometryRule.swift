import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags grid thumbnails that open a detail view with no shared geometry between the two.
struct AnimMatchedgeometryRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "anim-matchedgeometry", title: "Connect thumbnail and detail with matchedGeometryEffect", category: .anim, impact: .medium,
        presets: [.optimise, .clinic],
        rationale: """
        When a tapped thumbnail opens its detail view and nothing ties the two together, the \
        detail appears out of nowhere and the user loses the link between what they tapped and \
        what they see. Giving both views the same id in one `@Namespace` with \
        `matchedGeometryEffect` (or, for a presented cover, a zoom transition from a \
        `matchedTransitionSource`) makes the detail grow out of the thumbnail and shrink back \
        into it.

        Heuristic, deliberately narrow. In a View struct, all of these must hold: an optional \
        `@State` property (`selection: Photo?`); a `ForEach` inside a grid (`LazyVGrid`, \
        `LazyHGrid` or `Grid`, also `SwiftUI.`-qualified) whose item is assigned to that \
        property by a tap (a `Button` action or an `.onTapGesture` closure, directly or inside \
        `withAnimation`; the item itself or its `id`); and the detail shown from that property \
        by `.fullScreenCover(item: $selection)` or by an `if let … = selection` (or \
        `if let selection`) that builds a view. Each such presentation is reported, at \
        `fullScreenCover` or at the `if`, unless the struct mentions `matchedGeometryEffect`, \
        `matchedTransitionSource`, `navigationTransition` or `Namespace` anywhere.

        Left alone: lists and plain stacks of rows (opening a detail from a row is not a \
        thumbnail expanding), sheets and navigation pushes, selections set by other means, and \
        detail views living in another struct (the link cannot be seen in one file). A \
        `@Namespace` that is declared but unused is not reported here either: it may serve a \
        focus scope or a glass effect.
        """,
        triggering: [
            RuleExample("""
            struct RecipeGrid: View {
                let recipes: [Recipe]
                @State private var openRecipe: Recipe?
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: layout) {
                            ForEach(recipes) { recipe in
                                RecipeTile(recipe: recipe)
                                    .onTapGesture { openRecipe = recipe }
                            }
                        }
                    }
                    .↓fullScreenCover(item: $openRecipe) { recipe in
                        RecipeDetail(recipe: recipe)
                    }
                }
            }
            """),
            RuleExample("""
            struct AlbumWall: SwiftUI.View {
                let albums: [Album]
                @State private var focusedID: Album.ID?
                var body: some View {
                    ZStack {
                        Grid {
                            ForEach(albums) { album in
                                Button {
                                    withAnimation(.spring) { self.focusedID = album.id }
                                } label: {
                                    AlbumCover(album: album)
                                }
                            }
                        }
                        ↓if let id = focusedID {
                            AlbumDetail(albumID: id)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            enum Store {
                struct ShelfView: View {
                    @State private var picked: Product?
                    var body: some View {
                        ZStack {
                            ScrollView(.horizontal) {
                                SwiftUI.LazyHGrid(rows: rows) {
                                    ForEach(products, id: \\.sku) { (product: Product) in
                                        ProductTile(product)
                                            #if os(iOS)
                                            .onTapGesture(perform: { picked = product })
                                            #endif
                                    }
                                }
                            }
                            ↓if let picked {
                                ProductCard(product: picked)
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct RecipeGrid: View {
                let recipes: [Recipe]
                @State private var openRecipe: Recipe?
                @Namespace private var hero
                var body: some View {
                    ZStack {
                        LazyVGrid(columns: layout) {
                            ForEach(recipes) { recipe in
                                RecipeTile(recipe: recipe)
                                    .matchedGeometryEffect(id: recipe.id, in: hero)
                                    .onTapGesture { withAnimation { openRecipe = recipe } }
                            }
                        }
                        if let recipe = openRecipe {
                            RecipeDetail(recipe: recipe)
                                .matchedGeometryEffect(id: recipe.id, in: hero)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // A grid that opens .fullScreenCover(item:) needs matchedGeometryEffect.
            struct InboxView: View {
                @State private var opened: Message?
                var body: some View {
                    List {
                        ForEach(messages) { message in
                            MessageRow(message: message)
                                .onTapGesture { opened = message }
                        }
                    }
                    .fullScreenCover(item: $opened) { MessageDetail(message: $0) }
                }
            }
            """),
            RuleExample("""
            struct PhotoGrid: View {
                @State private var editing: Photo?
                @State private var highlighted: Photo?
                var body: some View {
                    LazyVGrid(columns: layout) {
                        ForEach(photos) { photo in
                            PhotoTile(photo: photo)
                                .onTapGesture { editing = photo }
                                .onLongPressGesture { highlighted = photo }
                        }
                    }
                    .sheet(item: $editing) { PhotoEditor(photo: $0) }
                    .fullScreenCover(item: $highlighted) { PhotoViewer(photo: $0) }
                    .overlay { if editing != nil { Text("Editing") } }
                }
            }
            """),
        ]
    )

    /// The grid containers whose items count as thumbnails.
    private static let grids: Set<String> = ["LazyVGrid", "LazyHGrid", "Grid"]

    /// Names whose presence shows the struct already links views geometrically.
    private static let linkingNames: Set<String> = ["matchedGeometryEffect", "matchedTransitionSource", "navigationTransition", "Namespace"]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ view: StructDeclSyntax, in file: FileContext) {
        // Every grid container's name spells `Grid`: a file without the word has no thumbnail grid.
        guard file.mentions("Grid"), SyntaxQueries.isView(view), file.mentions("Grid", within: view.memberBlock) else { return }
        let members = SyntaxQueries.memberDeclarations(of: view.memberBlock)
        let selections = Self.optionalStates(members)
        guard !selections.isEmpty else { return }
        let nodes = ViewRuleSupport.descendants(of: view.memberBlock)
        if nodes.contains(where: { node in
            guard let token = node.as(TokenSyntax.self), case .identifier(let text) = token.tokenKind else { return false }
            return Self.linkingNames.contains(text)
        }) { return }
        var tapped: Set<String> = []
        for node in nodes {
            guard let forEach = node.as(FunctionCallExprSyntax.self), SyntaxQueries.isTypeReference(forEach.calledExpression, named: "ForEach"),
                  Self.isInsideGrid(forEach, within: view) else { continue }
            tapped.formUnion(Self.selectionsAssigned(in: forEach).intersection(selections))
        }
        guard !tapped.isEmpty else { return }
        for node in nodes {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "fullScreenCover", let item = SyntaxQueries.argument("item", of: call),
               let binding = item.expression.as(DeclReferenceExprSyntax.self), binding.baseName.text.hasPrefix("$"),
               tapped.contains(String(binding.baseName.text.dropFirst())) {
                report(member.declName, message(String(binding.baseName.text.dropFirst())), in: file)
            } else if let ifExpression = node.as(IfExprSyntax.self), AnimationSupport.buildsView(ifExpression.body.statements),
                      let name = Self.unwrapped(ifExpression.conditions).sorted().first(where: tapped.contains) {
                report(ifExpression.ifKeyword, message(name), in: file)
            }
        }
    }

    private func message(_ name: String) -> String {
        "A grid item opens its detail through `\(name)` with nothing linking the two; match them with `matchedGeometryEffect` in a shared `@Namespace` so the detail grows out of the thumbnail."
    }

    /// The names of `@State` properties whose written type is optional.
    private static func optionalStates(_ members: [DeclSyntax]) -> Set<String> {
        var names: Set<String> = []
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self), SyntaxQueries.attribute("State", in: variable.attributes) != nil else { continue }
            for binding in variable.bindings where binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// Whether a `ForEach` sits in the content of a grid container inside the struct.
    private static func isInsideGrid(_ forEach: FunctionCallExprSyntax, within view: StructDeclSyntax) -> Bool {
        var current = forEach.parent
        while let node = current, node.id != view.id {
            if let call = node.as(FunctionCallExprSyntax.self), grids.contains(where: { SyntaxQueries.isTypeReference(call.calledExpression, named: $0) }) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// The properties a tap inside the `ForEach` content sets to the item (or its `id`).
    private static func selectionsAssigned(in forEach: FunctionCallExprSyntax) -> Set<String> {
        guard let content = forEach.trailingClosure ?? SyntaxQueries.argument("content", of: forEach)?.expression.as(ClosureExprSyntax.self) else { return [] }
        let items = parameterNames(content)
        var names: Set<String> = []
        for node in ViewRuleSupport.descendants(of: content) {
            guard let call = node.as(FunctionCallExprSyntax.self), let action = AnimationSupport.tapAction(of: call) else { continue }
            for mutation in AnimationSupport.mutations(in: action, intoWithAnimation: true) {
                guard let sequence = mutation.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      let value = sequence.elements.last else { continue }
                var item = value
                if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "id", let base = member.base { item = base }
                if let reference = item.as(DeclReferenceExprSyntax.self), items.contains(reference.baseName.text) { names.insert(mutation.name) }
            }
        }
        return names
    }

    /// The parameter names of a closure; `$0` when it declares none.
    private static func parameterNames(_ closure: ClosureExprSyntax) -> Set<String> {
        guard closure.signature?.parameterClause != nil else { return ["$0"] }
        return Set(SyntaxQueries.closureParameterNames(closure))
    }

    /// The optionals an `if` unwraps: `x` in `if let y = x` and in `if let x`.
    private static func unwrapped(_ conditions: ConditionElementListSyntax) -> Set<String> {
        var names: Set<String> = []
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { continue }
            if let value = binding.initializer?.value {
                if let name = AnimationSupport.propertyName(value) { names.insert(name) }
            } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                names.insert(name)
            }
        }
        return names
    }
}
