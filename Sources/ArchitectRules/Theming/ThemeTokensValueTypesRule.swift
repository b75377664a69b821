import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags design-token types (`AppSpacing`, `AppRadius`, `AppTheme`) that are classes, or whose
/// members are not `static let` constants, or whose metrics are not `CGFloat`.
struct ThemeTokensValueTypesRule: SyntaxRule {
    static let tokenTypes = Option<[String]>(
        "tokenTypes", default: ThemeTokens.spacingTypes + ThemeTokens.radiusTypes + ThemeTokens.colorTypes,
        "Names of the design-token types whose members must be `static let` constants.")
    static let metricTypes = Option<[String]>(
        "metricTypes", default: ThemeTokens.spacingTypes + ThemeTokens.radiusTypes,
        "Names of the token types whose constants are lengths, to be typed `CGFloat`.")

    static let description = RuleDescription(
        id: "theme-tokens-value-types", title: "Design tokens are static CGFloat constants of a value type",
        category: .theme, impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide's tokens are plain values read as `AppSpacing.md` or `AppRadius.lg`: an enum \
        with no cases holding `static let` constants, the lengths typed `CGFloat`. A class or an \
        instance makes a token something to create, share and possibly change; a mutable `static \
        var` can drift at run time; an `Int` or `Double` constant does not pass where SwiftUI wants \
        a `CGFloat` without a conversion at every use. Reported, in a type named in `tokenTypes` \
        (`AppSpacing`, `AppRadius`, `AppTheme`) or an extension of it: the name of a class or actor; \
        an instance property; a stored `static var`; an enum `case` (tokens as raw values); and, in \
        the `metricTypes` (`AppSpacing`, `AppRadius`), a `static let` typed other than `CGFloat`, or \
        with no type and a number literal (which Swift makes `Int` or `Double`). Left alone: \
        computed `static var`s, which cannot drift; methods, initialisers and nested types; other \
        type names (a `Theme` object read from the environment, as another guide prefers, is not \
        this rule's business); test files. A token type named differently is not recognised unless \
        it is listed.
        """,
        options: [tokenTypes, metricTypes],
        triggering: [
            RuleExample("""
            final class ↓AppTheme {
                static let accent = Color("Accent")
            }
            enum AppSpacing {
                static let xs: CGFloat = 4
                static let ↓sm = 8
                static let ↓md: Double = 16
                static var ↓lg: CGFloat = 24
            }
            """),
            RuleExample("""
            struct AppRadius {
                let ↓small: CGFloat = 8
                var ↓large: CGFloat { 16 }
            }
            """),
            RuleExample("""
            #if os(iOS)
            enum DesignSystem {
                enum AppRadius: CGFloat {
                    ↓case sm = 8
                    ↓case md = 12, lg = 16
                }
            }
            #endif
            extension AppSpacing {
                static let ↓xxl = 48.0
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // AppSpacing must not be a class.
            enum AppSpacing {
                static let xs: CGFloat = 4
                static let md: CGFloat = 16
                static let full: CGFloat = .infinity
                static func scaled(_ value: CGFloat) -> CGFloat { value * 2 }
                static var gutter: CGFloat { md * 2 }
            }
            enum AppTheme {
                /// 4.8:1 against the background.
                static let accent = Color("Accent")
                static var surface: Color { Color(.secondarySystemBackground) }
            }
            """),
            RuleExample("""
            final class AppSpacingProvider { var md: CGFloat = 16 }
            @Observable final class Theme {
                var accent = Color.blue
                var spacing = 8
            }
            struct AppSpacingPreview: View {
                let md = 16
                var body: some View { Text("AppSpacing") }
            }
            """),
            RuleExample("""
            final class AppTheme {}
            enum AppRadius { static var md = 12 }
            """, path: "Tests/AppTests/ThemeTests.swift"),
            RuleExample("""
            extension AppRadius {
                static let card: CGFloat = AppRadius.md
                static let sheet = AppRadius.lg
                enum Kind { case card, sheet }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ClassDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, configuration[Self.tokenTypes].contains(node.name.text) else { return }
        report(node.name, "'\(node.name.text)' is a class; declare design tokens as an enum of `static let` constants.", in: file)
    }

    func visit(_ node: ActorDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, configuration[Self.tokenTypes].contains(node.name.text) else { return }
        report(node.name, "'\(node.name.text)' is an actor; declare design tokens as an enum of `static let` constants.", in: file)
    }

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        check(node.name.text, node.memberBlock, in: file)
    }

    func visit(_ node: EnumDeclSyntax, in file: FileContext) {
        check(node.name.text, node.memberBlock, in: file)
    }

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard let name = SyntaxQueries.baseTypeName(node.extendedType) else { return }
        check(name, node.memberBlock, in: file)
    }

    private func check(_ type: String, _ block: MemberBlockSyntax, in file: FileContext) {
        guard !file.isTestFile, configuration[Self.tokenTypes].contains(type) else { return }
        let isMetric = configuration[Self.metricTypes].contains(type)
        for member in SyntaxQueries.memberDeclarations(of: block) {
            if let cases = member.as(EnumCaseDeclSyntax.self) {
                report(cases.caseKeyword, "'\(type)' lists tokens as enum cases; write each as a `static let` constant instead.", in: file)
                continue
            }
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            let isStatic = SyntaxQueries.isTypeMember(variable.modifiers)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                if !isStatic {
                    report(name, "'\(name.text)' is an instance property of '\(type)'; make it a `static let` constant so no instance is needed.", in: file)
                } else if variable.bindingSpecifier.tokenKind == .keyword(.var) {
                    if SyntaxQueries.isStored(binding) {
                        report(name, "'\(type).\(name.text)' is a mutable `static var`; make it a `static let` constant.", in: file)
                    }
                } else if isMetric, let problem = Self.metricProblem(binding) {
                    report(name, "'\(type).\(name.text)' \(problem); declare it `static let \(name.text): CGFloat`.", in: file)
                }
            }
        }
    }

    /// Why a metric constant is not a `CGFloat`: its written type, or the type Swift infers from a
    /// bare number literal. Nil when it is `CGFloat` or the type cannot be told (`= AppRadius.md`).
    static func metricProblem(_ binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type {
            let name = type.trimmedText
            return name == "CGFloat" || name == "CoreGraphics.CGFloat" ? nil : "is typed `\(name)`"
        }
        guard var value = binding.initializer?.value else { return nil }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { value = prefix.expression }
        if value.is(IntegerLiteralExprSyntax.self) { return "is inferred as `Int` from its literal" }
        if value.is(FloatLiteralExprSyntax.self) { return "is inferred as `Double` from its literal" }
        return nil
    }
}
