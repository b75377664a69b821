import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags feature flags declared outside `AppConfig`: flag-named static Booleans and flag types.
struct ConfigFeatureFlagsRule: SyntaxRule {
    static let configTypes = Option<[String]>(
        "configTypes", default: ["AppConfig"],
        "Names of the configuration types whose static properties are the app's feature flags; the first is named in messages.")

    /// Type names that hold a set of feature flags.
    static let flagTypeSuffixes = ["FeatureFlags", "FeatureFlag", "FeatureToggles", "FeatureToggle"]

    static let description = RuleDescription(
        id: "config-feature-flags", title: "Feature flags live in AppConfig",
        category: .config, impact: .should, presets: [.mvvm],
        rationale: """
        The MVVM guide keeps feature flags in one place, as `static` properties of `AppConfig`, \
        next to the other build settings, so that what a build ships with is visible at a glance \
        and a flag is removed in one edit. This is a heuristic that only looks at clear cases, \
        silent when unsure. Reported, at the name: a `static let` or `static var` initialised with \
        `true` or `false` whose name reads as a feature flag (it contains `Feature`, or starts with \
        `enable` followed by a capital, or starts with `is` and ends with `Enabled`, such as \
        `isNewCheckoutEnabled`), declared outside the `configTypes` types (`AppConfig` unless \
        configured) and their extensions; and a type whose name ends in `FeatureFlags`, \
        `FeatureFlag`, `FeatureToggles` or `FeatureToggle` declared outside them. Left alone: \
        instance properties and `@AppStorage` values (user settings, not flags), flags computed or \
        read from a remote service, Booleans with other names, the names in comments and strings, \
        and test, preview and `#if DEBUG` code. Known false positive: a static switch that is a \
        setting of one component rather than of the app (`static let isLoggingEnabled = false` in \
        a logger).
        """,
        options: [configTypes],
        triggering: [
            RuleExample("""
            enum Checkout {
                static let ↓isNewFlowEnabled = true
                static var ↓enableApplePay: Bool = false
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension ProfileScreen {
                struct Flags {
                    static let ↓showsBadgeFeature = false
                }
            }
            #endif
            """),
            RuleExample("""
            enum ↓FeatureFlags {
                static let newOnboarding = true
            }
            struct ↓RemoteFeatureToggles: Decodable {
                let darkMode: Bool
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            enum AppConfig {
                static let isNewCheckoutEnabled = true
                static let enableApplePay = false
                enum FeatureFlags { static let newOnboarding = true }
            }
            extension AppConfig {
                static let isSearchFeatureOn = false
            }
            """),
            RuleExample("""
            // static let isNewFlowEnabled = true belongs in AppConfig.
            struct SettingsScreen: View {
                @AppStorage("isSoundEnabled") private var isSoundEnabled = true
                let isDarkModeEnabled = false
                static let isEnabledByDefault = RemoteConfig.shared.bool("checkout")
                static let isPresented = false
                static let enabled = true
                var body: some View { Text("enableApplePay") }
            }
            """),
            RuleExample("""
            enum BuildSettings {
                static let featureCount = 3
            }
            """),
            RuleExample("""
            #if DEBUG
            enum DebugFlags { static let isMockServerEnabled = true }
            #endif
            """),
            RuleExample("""
            import Testing
            enum TestFlags { static let isStubFeatureEnabled = true }
            """, path: "Tests/AppTests/FlagTests.swift"),
            RuleExample("""
            enum Settings {
                static let isNewFlowEnabled = true
            }
            """, options: ["configTypes": .strings(["Settings"])]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard SyntaxQueries.isTypeMember(node.modifiers),
              !file.isTestFile else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, Self.readsAsFlag(name.text),
                  binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true else { continue }
            guard !isInConfigType(node), !LiquidGlassSupport.isExempt(node, in: file) else { return }
            report(name, "`\(name.text)` is a feature flag declared outside `\(configuration[Self.configTypes].first ?? "AppConfig")`; move it there as a `static` property.", in: file)
        }
    }

    func visit(_ node: EnumDeclSyntax, in file: FileContext) { checkType(node.name, node, in: file) }
    func visit(_ node: StructDeclSyntax, in file: FileContext) { checkType(node.name, node, in: file) }
    func visit(_ node: ClassDeclSyntax, in file: FileContext) { checkType(node.name, node, in: file) }

    private func checkType(_ name: TokenSyntax, _ node: some SyntaxProtocol, in file: FileContext) {
        guard Self.flagTypeSuffixes.contains(where: name.text.hasSuffix), !file.isTestFile,
              !isInConfigType(node), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, "`\(name.text)` holds feature flags outside `\(configuration[Self.configTypes].first ?? "AppConfig")`; declare the flags there as `static` properties.", in: file)
    }

    /// Whether a name reads as a feature flag: `…Feature…`, `enableX`, `isXEnabled`.
    static func readsAsFlag(_ name: String) -> Bool {
        if name.contains("Feature") || name.hasPrefix("feature") { return true }
        if name.hasPrefix("enable"), let next = name.dropFirst(6).first, next.isUppercase { return true }
        if name.hasPrefix("is"), name.hasSuffix("Enabled"), name.count > 9 { return true }
        return false
    }

    /// Whether `node` sits inside one of the configuration types or an extension of one.
    private func isInConfigType(_ node: some SyntaxProtocol) -> Bool {
        let names = Set(configuration[Self.configTypes])
        var current = node.parent
        while let candidate = current {
            if let group = candidate.asProtocol(DeclGroupSyntax.self) {
                if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
                    let extended = extensionDecl.extendedType.trimmedDescription
                    if names.contains(extended) || names.contains(String(extended.split(separator: ".").last ?? "")) { return true }
                } else if let name = SyntaxQueries.declaredName(of: candidate), names.contains(name) {
                    return true
                }
            }
            current = candidate.parent
        }
        return false
    }
}
