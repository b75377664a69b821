import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// What the `glass-*` and `ios26-*` rules share: whether code runs on iOS 26 (the first system with
/// Liquid Glass), and the `.glassEffect` modifier calls they look at.
enum LiquidGlassSupport {
    /// The first iOS version with Liquid Glass (`glassEffect`, `GlassEffectContainer`, `.buttonStyle(.glass)`).
    static let glassTarget = Version(26, 0)

    /// The platform names of an availability check that mean iOS (iPadOS, Mac Catalyst and their extensions).
    private static let iOSPlatforms: Set<String> = ["iOS", "iOSApplicationExtension", "macCatalyst", "macCatalystApplicationExtension", "visionOS"]

    /// Whether `node` runs only on iOS 26 or later: it sits in the body of
    /// `if #available(iOS 26, *)` (any later version too), after a `guard #available(iOS 26, *) else { … }`
    /// of the same block, in the `else` of `if #unavailable(iOS 26)`, or inside a declaration
    /// marked `@available(iOS 26, *)`; or the deployment target is iOS 26 or later and `node` is
    /// not in the fallback for older systems (the `else` of `if #available(iOS 26, *)`, the body
    /// of `if #unavailable(iOS 26)` or the `else` of `guard #available(iOS 26, *)`), which never
    /// runs there.
    static func runsOnIOS26(_ node: some SyntaxProtocol, in file: FileContext) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpr = parent.as(IfExprSyntax.self) {
                let inElse = ifExpr.elseBody.map { Syntax($0).id == child.id } ?? false
                if ifExpr.body.id == child.id {
                    if checks(ifExpr.conditions, keyword: .poundAvailable) { return true }
                    if checks(ifExpr.conditions, keyword: .poundUnavailable) { return false }
                } else if inElse {
                    if checks(ifExpr.conditions, keyword: .poundUnavailable) { return true }
                    if checks(ifExpr.conditions, keyword: .poundAvailable) { return false }
                }
            } else if let guardStmt = parent.as(GuardStmtSyntax.self), guardStmt.body.id == child.id,
                      checks(guardStmt.conditions, keyword: .poundAvailable) {
                return false
            } else if let item = child.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                if isAfterAvailabilityGuard(item, in: list) { return true }
            } else if let attributes = attributes(of: parent), marksIOS26(attributes) {
                return true
            }
            child = parent
        }
        return file.iOSTarget >= glassTarget
    }

    /// Whether a `guard #available(iOS 26, *)` precedes `item` in `list`.
    private static func isAfterAvailabilityGuard(_ item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> Bool {
        for statement in list {
            if statement.id == item.id { return false }
            if let guardStmt = statement.item.as(GuardStmtSyntax.self), checks(guardStmt.conditions, keyword: .poundAvailable) {
                return true
            }
        }
        return false
    }

    /// Whether conditions hold `#available`/`#unavailable` (per `keyword`) naming iOS 26 or later.
    private static func checks(_ conditions: ConditionElementListSyntax, keyword: TokenKind) -> Bool {
        conditions.contains { element in
            guard case .availability(let availability) = element.condition,
                  availability.availabilityKeyword.tokenKind == keyword else { return false }
            return availability.availabilityArguments.contains { argument in
                guard case .availabilityVersionRestriction(let restriction) = argument.argument else { return false }
                return namesIOS26(platform: restriction.platform.text, major: restriction.version?.major.text)
            }
        }
    }

    private static func namesIOS26(platform: String, major: String?) -> Bool {
        guard iOSPlatforms.contains(platform), let major = major.flatMap({ Int($0) }) else { return false }
        // visionOS 26 is the same release as iOS 26; its earlier versions were 1 and 2.
        return major >= glassTarget.major
    }

    /// The attributes of a declaration (types, extensions, functions, properties, initialisers).
    private static func attributes(of node: Syntax) -> AttributeListSyntax? {
        guard node.is(DeclSyntax.self), let group = node.asProtocol(WithAttributesSyntax.self) else { return nil }
        return group.attributes
    }

    /// Whether `@available(iOS 26, *)` (or a later version, or `iOS, introduced: 26`) is among the attributes.
    private static func marksIOS26(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments)? = attribute.arguments else { return false }
            var platform: String?
            // `if case` rather than a `switch`: the argument kinds differ between the toolchain's
            // SwiftSyntax and the package's, and a `default` is needed by one and unreachable in
            // the other.
            for argument in arguments {
                if case .availabilityVersionRestriction(let restriction) = argument.argument {
                    if namesIOS26(platform: restriction.platform.text, major: restriction.version?.major.text) { return true }
                } else if case .token(let token) = argument.argument {
                    if platform == nil { platform = token.text }
                } else if case .availabilityLabeledArgument(let labeled) = argument.argument, labeled.label.text == "introduced",
                          let platform, case .version(let version) = labeled.value, namesIOS26(platform: platform, major: version.major.text) {
                    return true
                }
            }
            return false
        }
    }
}

extension LiquidGlassSupport {
    /// Whether `call` is a `.glassEffect(…)` modifier (`x.glassEffect()`, `.glassEffect(.regular, in: .capsule)`).
    static func isGlassEffect(_ call: FunctionCallExprSyntax) -> Bool {
        SyntaxQueries.isMemberCall(call, named: "glassEffect")
    }

    /// The view a modifier is applied to, through the other modifiers of its chain: `Button(…)`
    /// in `Button(…) {…}.padding().glassEffect()`. Nil for a modifier without a receiver
    /// (`.glassEffect()` alone, inside a `ViewModifier`).
    static func rootView(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let receiver = SyntaxQueries.receiver(of: call) else { return nil }
        return SyntaxQueries.chainRoot(receiver)
    }

    /// The SwiftUI type that `expression` constructs when it is one of `names`, written `X(…)`,
    /// `X { … }` or `SwiftUI.X(…)`.
    static func constructedView(_ expression: ExprSyntax, among names: Set<String>) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                  base.baseName.text == "SwiftUI" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        return names.contains(name) ? name : nil
    }

    /// Whether the rules should look at `node` at all: not in tests, previews or `#if DEBUG` code.
    static func isExempt(_ node: some SyntaxProtocol, in file: FileContext) -> Bool {
        if file.isTestFile { return true }
        guard file.mentions("Preview") || file.mentions("DEBUG") else { return false }
        return SyntaxQueries.isPreviewOrDebugCode(node)
    }
}
