import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags the build environment chosen at run time, by comparing the bundle identifier or an
/// environment name with a string, where `#if DEBUG` or a `STAGING` flag belongs.
struct ConfigCompileTimeEnvRule: SyntaxRule {
    static let environmentNames: Set<String> = ["staging", "production", "prod", "development", "dev", "debug", "release", "qa", "sandbox", "beta"]
    static let environmentWords: Set<String> = ["env", "environment", "scheme", "configuration", "config", "stage", "build"]
    static let textTests: Set<String> = ["hasSuffix", "hasPrefix", "contains"]

    static let description = RuleDescription(
        id: "config-compile-time-env", title: "Pick the environment at compile time",
        category: .config, impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide switches between debug, staging and production with `#if DEBUG` and a \
        `STAGING` compile flag set in the scheme, so that a release build does not even contain the \
        staging host. Deciding at run time, by looking at the bundle identifier or comparing an \
        environment string, ships every environment's settings and can pick the wrong one. \
        Reported, at the string literal: `==` or `!=` between `….bundleIdentifier` and a literal, \
        `hasSuffix`/`hasPrefix`/`contains` called on `….bundleIdentifier` with a literal, and `==` or \
        `!=` between a literal naming an environment (`staging`, `production`, `prod`, `dev`, \
        `development`, `debug`, `release`, `qa`, `sandbox`, `beta`, any case) and a name with a word \
        `env`, `environment`, `scheme`, `configuration`, `config`, `stage` or `build` \
        (`environment == "staging"`, `AppEnvironment.current != "prod"`). Left alone: `#if` \
        conditions, enum cases (`env == .staging`, which a compile-time flag may well set), \
        `switch` statements, casts compared in one expression (`x as? String == "Staging"`), test \
        files and previews. The rule is a heuristic: a comparison that is not about the build \
        environment but is spelt like one is reported too.
        """,
        triggering: [
            RuleExample("""
            enum AppConfig {
                static var isStaging: Bool { Bundle.main.bundleIdentifier == ↓"com.shop.app.staging" }
                static var isDev: Bool { Bundle.main.bundleIdentifier?.hasSuffix(↓".dev") ?? false }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension NetworkService {
                struct Host {
                    func base(environment: String) -> URL {
                        if environment == ↓"Staging" { return stagingURL }
                        return ↓"production" != AppEnvironment.current ? devURL : liveURL
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            let processEnv = ProcessInfo.processInfo.environment["APP_ENV"]
            let useMocks = processEnv == ↓"qa"
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Never compare bundleIdentifier == "com.shop.app.staging".
            enum AppConfig {
                #if DEBUG
                static let baseURL = URL(string: "https://staging.example.com")!
                #elseif STAGING
                static let baseURL = URL(string: "https://qa.example.com")!
                #else
                static let baseURL = URL(string: "https://example.com")!
                #endif
                static var isStaging: Bool { environment == .staging }
            }
            """),
            RuleExample("""
            struct Settings {
                let mode: String
                let name: String
                func check() -> Bool {
                    let bundleName = Bundle.main.bundleIdentifier ?? "unknown"
                    print("env == staging")
                    return mode == "dark" || name == "production" || bundleName.isEmpty
                }
            }
            """),
            RuleExample("""
            import Testing

            @Test func picksStaging() { #expect(Bundle.main.bundleIdentifier == "com.shop.tests") }
            """, path: "Tests/AppTests/ConfigTests.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = textTests


    let configuration: RuleConfiguration

    func visit(_ node: SequenceExprSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }
        let elements = Array(node.elements)
        guard elements.count >= 3 else { return }
        for index in 1..<(elements.count - 1) {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self), ["==", "!="].contains(op.operator.text) else { continue }
            let left = elements[index - 1], right = elements[index + 1]
            for (literalSide, other) in [(left, right), (right, left)] {
                guard let literal = literalSide.as(StringLiteralExprSyntax.self), let text = ConfigNoSecretsRule.plainText(literal),
                      Self.isEnvironmentComparison(other, with: text) else { continue }
                guard !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
                report(literal, "This chooses the environment at run time; switch with `#if DEBUG` or a `STAGING` compile flag instead.", in: file)
            }
        }
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("bundleIdentifier"),
              let member = node.calledExpression.as(MemberAccessExprSyntax.self), Self.textTests.contains(member.declName.baseName.text),
              let base = member.base, Self.isBundleIdentifier(base),
              let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(literal, "This chooses the environment from the bundle identifier at run time; switch with `#if DEBUG` or a `STAGING` compile flag instead.", in: file)
    }

    static func isEnvironmentComparison(_ other: ExprSyntax, with text: String) -> Bool {
        if isBundleIdentifier(other) { return true }
        guard environmentNames.contains(text.lowercased()), let name = lastName(of: other) else { return false }
        return DefaultsAccess.words(name).contains(where: environmentWords.contains)
    }

    /// Whether `expression` is `….bundleIdentifier` (optional chaining and force unwraps allowed).
    static func isBundleIdentifier(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else { break }
        }
        return current.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "bundleIdentifier"
    }

    /// The last name of a reference, member chain or subscript's base (`processEnv`, `current`).
    static func lastName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base, let baseName = lastName(of: base) { return baseName + "." + member.declName.baseName.text }
            return member.declName.baseName.text
        }
        return nil
    }
}
