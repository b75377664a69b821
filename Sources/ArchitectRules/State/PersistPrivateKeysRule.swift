import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags string-literal storage keys written at the call site of a preference store or a storage
/// property wrapper, where the MVVM guide wants a case of a private key enum.
struct PersistPrivateKeysRule: SyntaxRule {
    static let description = RuleDescription(
        id: "persist-private-keys", title: "Storage keys come from a key enum", category: .state, impact: .must,
        presets: [.mvvm],
        rationale: """
        The MVVM guide keeps persistence keys in a private enum so that no key is spelt twice and \
        a typo cannot silently read an empty value. Reported, at the literal: a string literal \
        (interpolated ones included) given as the key of a keyed `UserDefaults` or \
        `NSUbiquitousKeyValueStore` call (`set(_:forKey:)`, `object(forKey:)`, `bool(forKey:)`, \
        `removeObject(forKey:)` and the other typed getters), and as the key of `@AppStorage("…")` \
        or `@SceneStorage("…")` on a property of a struct declared as a `View`, `App`, `Scene` or \
        `ViewModifier`. The store is recognised by its spelling only: \
        `UserDefaults.standard`, `UserDefaults(suiteName:)`, `NSUbiquitousKeyValueStore.default`, \
        or a receiver whose name ends in `defaults` (`defaults`, `userDefaults`, `sharedDefaults`); \
        a store kept under any other name is missed. `forKey:` on other receivers (`CALayer`, \
        `setValue(_:forKey:)` key-value coding, caches) is left alone. `@AppStorage` with a literal \
        is common in SwiftUI apps. In interface code the key is scattered: the same text is retyped \
        in each view that reads the preference, which is what the guide forbids. A class or other \
        non-interface type that gathers `@AppStorage` properties (a preferences or session store) \
        already declares each key once, beside its only property, which serves the guide's purpose; \
        those wrappers are left alone (the guide's private enum would be tidier, but reporting \
        every line of such a store says nothing new). In interface code, a wrapper is reported only \
        when its key is spelt again in the same file (another view or a `UserDefaults` call \
        repeats it); a key written once is that preference's single access point, and the same \
        key retyped in another file is the rule's known miss. Left alone as well: keys given as enum cases, constants or `rawValue`s, test files, \
        previews and `#if DEBUG` code, and the words in comments and strings.
        """,
        triggering: [
            RuleExample("""
            final class SessionService {
                private let defaults = UserDefaults.standard
                func markOnboarded() {
                    defaults.set(true, forKey: ↓"hasOnboarded")
                    UserDefaults.standard.removeObject(forKey: ↓"lastTab")
                }
                var theme: String? { UserDefaults(suiteName: "group.app")?.string(forKey: ↓"theme") }
            }
            """),
            RuleExample("""
            struct SettingsView: SwiftUI.View {
                @AppStorage(↓"timeline_show_boosts") private var showBoosts = true
                @SceneStorage(↓"selectedTab") private var tab = 0
                var body: some View { Toggle("Boosts", isOn: $showBoosts) }
            }
            struct TimelineToolbar: View {
                @AppStorage(↓"timeline_show_boosts") private var showBoosts = true
                @SceneStorage(↓"selectedTab") private var tab = 0
                var body: some View { Text("\\(tab)") }
            }
            @main struct MainApp: App {
                @AppStorage(↓"theme") private var theme = 0
                var body: some Scene { WindowGroup { SettingsView().onAppear { UserDefaults.standard.set(1, forKey: ↓"theme") } } }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Cache {
                struct Marker {
                    func save(_ ids: [String], account: String) {
                        NSUbiquitousKeyValueStore.default.set(ids, forKey: ↓"last-seen-\\(account)")
                        sharedDefaults.set(ids.count, forKey: ↓"count")
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct TimelineFilterMenu: View {
                @AppStorage("last_timeline_filter") private var lastFilter = "home"
                var body: some View { Text(lastFilter) }
            }
            """),
            RuleExample("""
            // defaults.set(true, forKey: "hasOnboarded") is what we avoid.
            final class SessionService {
                private enum Key: String { case hasOnboarded, theme }
                private let defaults = UserDefaults.standard
                func markOnboarded() {
                    defaults.set(true, forKey: Key.hasOnboarded.rawValue)
                    print("forKey: \\"theme\\"")
                }
                var theme: String? { defaults.string(forKey: Key.theme.rawValue) }
            }
            """),
            RuleExample("""
            struct Confetti {
                func configure(_ cell: CAEmitterCell, layer: CALayer) {
                    cell.setValue("plane", forKey: "particleType")
                    layer.add(animation, forKey: "borderWidth")
                    cache.object(forKey: "image")
                }
            }
            struct CubeView: View {
                @AppStorage(.enableShadow) var enableShadow
                @AppStorage(Keys.tab.rawValue) var tab = 0
                var body: some View { EmptyView() }
            }
            @Observable final class UserPreferences {
                @ObservationIgnored @AppStorage("preferred_browser") var browser = 0
            }
            """),
            RuleExample("""
            import Testing

            @Test func readsFlag() {
                let defaults = UserDefaults(suiteName: #function)!
                defaults.set(true, forKey: "hasOnboarded")
            }
            """, path: "Tests/AppTests/SessionTests.swift"),
            RuleExample("""
            #Preview {
                UserDefaults.standard.set(true, forKey: "demo")
                return SettingsView()
            }
            #if DEBUG
            extension SessionService {
                func reset() { UserDefaults.standard.removeObject(forKey: "hasOnboarded") }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    static let message = "A storage key is spelt as a string literal here; declare it once as a case of a private key enum and use that case."

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("forKey"), let found = DefaultsAccess.keyedCall(node),
              let literal = found.key.as(StringLiteralExprSyntax.self),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(literal, Self.message, in: file)
    }

    func visit(_ node: AttributeSyntax, in file: FileContext) {
        guard !file.isTestFile, let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
              name == "AppStorage" || name == "SceneStorage",
              case .argumentList(let arguments)? = node.arguments,
              let first = arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: node)?.as(StructDeclSyntax.self),
              !Set(SyntaxQueries.inheritedNames(owner.inheritanceClause)).isDisjoint(with: Self.interfaceTypes),
              file.mentions(literal.trimmedDescription, atLeast: 2),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(literal, Self.message, in: file)
    }

    /// The SwiftUI protocols whose conformers are interface code, where a wrapper's key is scattered.
    static let interfaceTypes: Set<String> = ["View", "App", "Scene", "ViewModifier"]
}
