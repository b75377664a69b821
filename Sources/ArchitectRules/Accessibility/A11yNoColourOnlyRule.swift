import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a shape or fixed symbol whose state is told only by a conditional colour.
struct A11yNoColourOnlyRule: SyntaxRule {
    /// The views that show nothing but their colour: shapes, and `Image(systemName:)` of a fixed symbol.
    static let shapes: Set<String> = ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "UnevenRoundedRectangle"]
    /// The modifiers that colour a view.
    static let colouringModifiers: Set<String> = ["fill", "foregroundStyle", "foregroundColor", "stroke", "strokeBorder", "tint", "background"]
    /// The modifiers that give a view its own words for VoiceOver, or take it out of VoiceOver.
    static let describingModifiers: Set<String> = ["accessibilityLabel", "accessibilityValue", "accessibilityHidden", "accessibility", "accessibilityElement", "accessibilityRepresentation", "help"]

    static let description = RuleDescription(
        id: "a11y-no-colour-only", title: "State is not told by colour alone",
        category: .a11y, impact: .must, presets: [.mvvm],
        rationale: """
        A green or red dot means nothing to a user who cannot tell the colours apart, nor to \
        VoiceOver, which does not read colours. The MVVM guide asks for colour plus a symbol or \
        text (`Image(systemName: isActive ? "checkmark.circle.fill" : "xmark.circle.fill")` next \
        to `Text(isActive ? "Active" : "Inactive")`). Reported, at the conditional: a shape \
        (`Circle`, `Capsule`, `Rectangle`, `RoundedRectangle`, `Ellipse`, `UnevenRoundedRectangle`) \
        or an `Image(systemName:)` with a fixed symbol name, coloured by `fill`, `foregroundStyle`, \
        `foregroundColor`, `stroke`, `strokeBorder`, `tint` or `background` with a conditional \
        whose two branches are fixed named colours (`isActive ? .green : .red`, `Color.green`). \
        This is a heuristic, silent when unsure: nothing is reported when a name of the condition \
        (`isActive`) is used anywhere else in the same property or method, which is how a matching \
        text, symbol or accessibility value usually changes with it; when the view or a container \
        around it in the same expression has `.accessibilityLabel`, `.accessibilityValue`, \
        `.accessibilityHidden`, `.accessibilityElement`, `.accessibilityRepresentation` or `.help`; \
        when the condition is about the colour scheme (`colorScheme == .dark`), which is \
        appearance, not state; and for texts, labels and views built elsewhere, theme colours and \
        `.clear` (which shows or hides rather than colours), and test, preview and `#if DEBUG` \
        code. Known false positive: the state is told by a view in another property or file.
        """,
        triggering: [
            RuleExample("""
            struct StatusDot: View {
                let isActive: Bool
                var body: some View {
                    Circle()
                        .fill(↓isActive ? .green : .red)
                        .frame(width: 8, height: 8)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Server {
                struct Health: View {
                    let server: Server
                    var body: some View {
                        HStack {
                            Text(server.name)
                            SwiftUI.Image(systemName: "circle.fill")
                                .foregroundStyle(↓server.isUp ? Color.green : Color.gray)
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct SyncBadge: View {
                let failed: Bool
                var body: some View {
                    RoundedRectangle(cornerRadius: 4)
                        .stroke(↓failed == true ? .red : .blue, lineWidth: 2)
                        .overlay { Capsule().fill(↓count > 3 ? Color.orange : .mint) }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Status: View {
                let isActive: Bool
                var body: some View {
                    HStack {
                        Image(systemName: isActive ? "checkmark.circle.fill" : "xmark.circle.fill")
                        Text(isActive ? "Active" : "Inactive")
                    }
                    .foregroundStyle(isActive ? .green : .red)
                    Circle().fill(isActive ? .green : .red)
                }
            }
            """),
            RuleExample("""
            // Circle().fill(isActive ? .green : .red) tells state by colour alone.
            struct Dot: View {
                let online: Bool
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    Circle().fill(online ? .green : .gray).accessibilityLabel("Online")
                    Circle().fill(colorScheme == .dark ? .white : .black)
                    Circle().fill(online ? theme.success : theme.muted)
                    Rectangle().fill(online ? .green : .clear)
                    Text("Sale").foregroundStyle(online ? .green : .red)
                    Image(systemName: symbol).foregroundStyle(online ? .green : .red)
                }
            }
            """),
            RuleExample("""
            struct Legend: View {
                let ready: Bool
                var body: some View {
                    HStack {
                        Circle().fill(ready ? .green : .red)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityValue("Ready")
                }
            }
            """),
            RuleExample("""
            #Preview {
                Circle().fill(true ? .green : .red)
            }
            """),
            RuleExample("""
            import Testing
            @Test func dot() { _ = Circle().fill(flag ? .green : .red) }
            """, path: "Tests/AppTests/DotTests.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = colouringModifiers


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard let modifier = SyntaxQueries.calledName(node), Self.colouringModifiers.contains(modifier),
              let argument = node.arguments.first, argument.label == nil,
              let conditional = ColourExpressions.conditional(argument.expression),
              ColourExpressions.namedColour(conditional.whenTrue) != nil, ColourExpressions.namedColour(conditional.whenFalse) != nil,
              let receiver = SyntaxQueries.receiver(of: node), Self.showsOnlyColour(SyntaxQueries.chainRoot(receiver)),
              !file.isTestFile else { return }
        let names = Self.referencedNames(in: conditional.condition)
        guard !names.isEmpty, !names.contains("colorScheme"), !Self.isDescribed(node),
              !Self.namesUsedElsewhere(names, outside: argument.expression, around: node),
              !LiquidGlassSupport.isExempt(node, in: file), let first = conditional.condition.first else { return }
        report(first, "This view tells its state by colour alone; add a symbol or text that changes with it, or an `.accessibilityValue(…)`.", in: file)
    }

    /// Whether `view` is a shape, or an `Image(systemName:)` with a literal symbol name.
    private static func showsOnlyColour(_ view: ExprSyntax) -> Bool {
        guard let call = view.as(FunctionCallExprSyntax.self) else { return false }
        if LiquidGlassSupport.constructedView(view, among: shapes) != nil { return true }
        guard LiquidGlassSupport.constructedView(view, among: ["Image"]) != nil,
              let symbol = SyntaxQueries.argument("systemName", of: call) else { return false }
        return symbol.expression.is(StringLiteralExprSyntax.self)
    }

    /// The names of the state a condition reads: `isActive` in `isActive`, `isUp` in
    /// `server.isUp` (a name followed by a dot is the owner of the state, not the state).
    private static func referencedNames(in condition: [ExprSyntax]) -> Set<String> {
        var names = Set<String>()
        for part in condition {
            for token in part.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind else { continue }
                if let next = token.nextToken(viewMode: .sourceAccurate), next.tokenKind == .period { continue }
                names.insert(text)
            }
        }
        return names
    }

    /// Whether the chain of the coloured view, or of a container around it in the same
    /// expression, describes it to VoiceOver.
    private static func isDescribed(_ node: FunctionCallExprSyntax) -> Bool {
        var expression = ExprSyntax(node)
        while true {
            let chain = SyntaxQueries.modifiers(below: SyntaxQueries.modifierChain(above: expression).outermost)
            if chain.contains(where: { describingModifiers.contains(SyntaxQueries.calledName($0) ?? "") }) { return true }
            // Step out to the view whose content closure holds this expression.
            var current = Syntax(expression)
            var container: FunctionCallExprSyntax?
            while let parent = current.parent {
                if let closure = parent.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure) {
                    container = owner
                    break
                }
                if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) { return false }
                current = parent
            }
            guard let next = container else { return false }
            expression = ExprSyntax(next)
        }
    }

    /// Whether any of `names` occurs in the enclosing property, method or closure-free
    /// declaration outside `expression`.
    private static func namesUsedElsewhere(_ names: Set<String>, outside expression: ExprSyntax, around node: some SyntaxProtocol) -> Bool {
        var scope = Syntax(node)
        while let parent = scope.parent {
            scope = parent
            if scope.is(VariableDeclSyntax.self) || scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self)
                || scope.is(MacroExpansionExprSyntax.self) || scope.is(MacroExpansionDeclSyntax.self) {
                break
            }
        }
        let excluded = expression.position..<expression.endPosition
        return scope.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind, names.contains(text) else { return false }
            return !excluded.contains(token.position)
        }
    }
}
