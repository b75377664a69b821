import ArchitectCore
import SwiftSyntax

/// Flags fonts built with a fixed point size that do not follow the user's Dynamic Type setting.
public struct ScalableFonts: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "a11y-scalable-fonts",
        title: "Use fonts that scale with Dynamic Type",
        category: "a11y",
        impact: .must,
        presets: [.recommended, .mvvm, .review],
        aliases: ["review-dynamic-type"],
        rationale: """
        People who raise the system text size expect every label to grow with it. A font created \
        from a bare point size stays the same size whatever the setting, which clips or shrinks \
        text for exactly the users who need it larger. Prefer text styles (`.body`, `.headline`), \
        or pass `relativeTo:` so a custom font grows with a chosen style.

        Reported, at the name of the factory method:
        - `.system(size:)` and `Font.system(size:)` (also `SwiftUI.Font`), with or without weight or design;
        - `.custom(name, size:)` and `Font.custom(_:size:)` without `relativeTo:`. Since iOS 14 \
        that form does scale, but only as body text, so titles and captions drift away from the \
        style they stand for; naming the style with `relativeTo:` settles it;
        - `UIFont.systemFont(ofSize:)` (also `UIKit.UIFont`) and its bold, italic, monospaced and monospaced-digit \
        siblings, unless the call is passed straight to `scaledFont(for:)` of `UIFontMetrics`.

        The size argument decides: a literal or a static constant (`AppFont.titleSize`) is fixed. \
        When it names a property or variable, the rule looks that name up among the stored \
        properties of the enclosing type: a `@ScaledMetric` property scales, so nothing is \
        reported; a name it cannot find there (a parameter, a local, a property declared in another \
        file or extension) is left alone, because it may hold a scaled value. \
        `.custom(_:fixedSize:)` is an explicit opt-out and is never reported, nor are text styles, \
        `UIFont.preferredFont(forTextStyle:)`, methods of the same name called on a value \
        (`theme.system(size:)`) or on another type (`BrandFont.system(size:)`, AppKit's \
        `NSFont.systemFont(ofSize:)`), fonts in a clause written `#if os(macOS)` (macOS has no \
        Dynamic Type; other `#if` clauses are checked like any code) and mentions in comments \
        or strings. Known limit: a fixed font \
        that is later scaled through a variable (`let base = UIFont.systemFont(ofSize: 15)` then \
        `metrics.scaledFont(for: base)`) is still reported.
        """,
        triggering: [
            RuleExample("""
            struct Header: View {
                var body: some View {
                    Text("Inbox")
                        .font(.↓system(size: 28, weight: .bold))
                }
            }
            """),
            RuleExample("""
            enum Typography {
                static let caption = Font.↓custom("Brand-Regular", size: 12)
                static let title = SwiftUI.Font.↓system(size: titleSize)
                static let titleSize: CGFloat = 22
            }
            """),
            RuleExample("""
            final class BannerLabel: UILabel {
                func style() {
                    font = UIFont.↓boldSystemFont(ofSize: 15)
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                let iconSize: CGFloat = 14
                var body: some View {
                    Image(systemName: "star")
                        #if os(iOS)
                        .font(.↓system(size: self.iconSize))
                        #endif
                }
            }
            """),
            RuleExample("""
            extension Text {
                func brand() -> some View {
                    self.font(.↓custom("Brand", size: AppFontSize.body * 1.5))
                }
            }
            """),
            RuleExample("""
            enum Onboarding {
                struct StepTitle: View {
                    let text: String
                    var body: some View {
                        Text(text)
                            .foregroundStyle(.secondary)
                            .font(
                                .↓system(
                                    size: 17,
                                    weight: .semibold
                                )
                            )
                            .padding(.bottom, 4)
                    }
                }
            }
            """),
            RuleExample("""
            let caption = UIKit.UIFont.↓monospacedDigitSystemFont(ofSize: 11, weight: .regular)
            let heading = Font.↓system(size: 20)
                .weight(.heavy)
                .italic()
            #if os(iOS) || os(visionOS)
            let badge = Font.↓custom("Brand-Bold", size: 9)
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct Header: View {
                var body: some View {
                    Text("Inbox").font(.system(.title, design: .rounded))
                    Text("Body").font(.custom("Brand-Regular", size: 17, relativeTo: .body))
                    Text("Fixed on purpose").font(.custom("Brand-Mono", fixedSize: 11))
                }
            }
            """),
            RuleExample("""
            struct Avatar: View {
                @ScaledMetric(relativeTo: .body) private var glyphSize: CGFloat = 18
                var body: some View {
                    Image(systemName: "person").font(.system(size: glyphSize))
                }
            }
            """),
            RuleExample("""
            // A note for later: .system(size: 12) is not scalable.
            let hint = "use .system(size: 12) only in charts"
            let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15))
            let preferred = UIFont.preferredFont(forTextStyle: .headline)
            """),
            RuleExample("""
            func icon(size: CGFloat) -> some View {
                Image(systemName: "bolt").font(.system(size: size))
            }
            let themed = theme.system(size: 12)
            """),
            RuleExample("""
            enum BrandFont {
                static func system(size: CGFloat) -> Font { .system(.body) }
            }
            let brand = BrandFont.system(size: 14)
            let other = MyFont.custom("Brand", size: 12)
            let mac = NSFont.systemFont(ofSize: 12)
            let metric = UIFontMetrics.default.scaledValue(for: 12)
            """),
            RuleExample("""
            struct Avatar: View {
                @ScaledMetric private var glyphSize: CGFloat = 18
                var body: some View { glyph }
            }
            extension Avatar {
                var glyph: some View {
                    Image(systemName: "person")
                        .font(.system(size: glyphSize))
                }
            }
            """),
            RuleExample("""
            struct StatusLine: View {
                var body: some View {
                    Text("Saved")
                        #if os(macOS)
                        .font(.system(size: 11))
                        #else
                        .font(.caption)
                        #endif
                }
            }
            """),
        ]
    )

    /// The node kinds the engine hands to `visit`.
    public static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    private static let uiFontFactories: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let name = member.declName.baseName.text
        let message: String
        let size: ExprSyntax
        switch name {
        case "system":
            guard Self.isStaticBase(member.base, typeName: "Font", module: "SwiftUI"),
                  let argument = SyntaxQueries.argument("size", of: call) else { return }
            size = argument.expression
            message = "`.system(size:)` keeps a fixed size under Dynamic Type; use a text style such as `.body` or a `@ScaledMetric` size."
        case "custom":
            guard Self.isStaticBase(member.base, typeName: "Font", module: "SwiftUI"),
                  call.arguments.first?.label == nil,
                  let argument = SyntaxQueries.argument("size", of: call),
                  SyntaxQueries.argument("relativeTo", of: call) == nil else { return }
            size = argument.expression
            message = "`.custom(_:size:)` without `relativeTo:` scales only as body text; pass `relativeTo:` with the text style the font stands for."
        case _ where Self.uiFontFactories.contains(name):
            guard Self.isStaticBase(member.base, typeName: "UIFont", module: "UIKit"),
                  let argument = SyntaxQueries.argument("ofSize", of: call),
                  !Self.isPassedToScaledFont(call) else { return }
            size = argument.expression
            message = "`UIFont.\(name)(ofSize:)` ignores Dynamic Type; use `preferredFont(forTextStyle:)` or scale it with `UIFontMetrics`."
        default:
            return
        }
        guard Self.sizeIsFixed(size), !Self.isInsideMacOnlyClause(call) else { return }
        report(member.declName, message, in: file)
    }

    /// Whether a node sits in a clause written `#if os(macOS)` (or `#elseif os(macOS)`): macOS
    /// has no Dynamic Type, so fixed sizes there are the norm.
    private static func isInsideMacOnlyClause(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let clause = candidate.as(IfConfigClauseSyntax.self),
               let condition = clause.condition?.as(FunctionCallExprSyntax.self),
               SyntaxQueries.calledName(condition) == "os", condition.arguments.count == 1,
               condition.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "macOS" {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// Whether a factory is called on nothing (`.system`), on the type (`Font.system`) or on the
    /// module-qualified type (`SwiftUI.Font.system`), rather than on a value.
    private static func isStaticBase(_ base: ExprSyntax?, typeName: String, module: String) -> Bool {
        guard let base else { return true }
        return SyntaxQueries.isTypeReference(base, named: typeName, qualifiedBy: [module])
    }

    /// Whether the call is the argument of a `scaledFont(for:)` call.
    private static func isPassedToScaledFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self),
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return SyntaxQueries.calledName(outer) == "scaledFont"
    }

    /// Whether a size expression is certainly fixed: made of literals and static constants, or of
    /// properties of the enclosing type none of which is `@ScaledMetric`.
    private static func sizeIsFixed(_ size: ExprSyntax) -> Bool {
        let names = PropertyNameCollector.names(in: size)
        guard !names.isEmpty else { return true }
        // Extensions and protocols hold no stored properties: their sizes are not known to be fixed.
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: size),
              !owner.is(ExtensionDeclSyntax.self), !owner.is(ProtocolDeclSyntax.self),
              let members = SyntaxQueries.memberBlock(of: owner) else { return false }
        var scaledByName: [String: Bool] = [:]
        for declaration in SyntaxQueries.memberDeclarations(of: members) {
            guard let variable = declaration.as(VariableDeclSyntax.self) else { continue }
            let scaled = SyntaxQueries.attribute("ScaledMetric", in: variable.attributes) != nil
            for name in SyntaxQueries.boundNames(variable) { scaledByName[name] = scaled }
        }
        return names.allSatisfy { scaledByName[$0] == false }
    }
}

/// Collects the names in an expression that may refer to a property or variable: plain
/// lower-case identifiers and `self.name` members. Type names and their static members are skipped.
private final class PropertyNameCollector: SyntaxVisitor {
    private(set) var names: [String] = []

    static func names(in expression: ExprSyntax) -> [String] {
        let collector = PropertyNameCollector(viewMode: .sourceAccurate)
        collector.walk(expression)
        return collector.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if node.baseName.tokenKind == .keyword(.self) || node.baseName.tokenKind == .keyword(.Self) { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { names.append(name) }
            return .skipChildren
        }
        if let first = name.first, first.isLowercase || first == "_" { names.append(name) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        names.append("<closure>")
        return .skipChildren
    }
}
