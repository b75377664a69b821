import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags `UserDefaults` used by any type other than the session service that the MVVM guide
/// wraps every preference in.
struct PersistPrefsInSessionServiceRule: SyntaxRule, ProjectRule {
    static let sessionTypes = Option<[String]>("sessionTypes", default: ["SessionService"],
        "The type names of the service that alone may touch `UserDefaults`; implementations whose name contains one, or that adopt one, count too.")

    static let description = RuleDescription(
        id: "persist-prefs-in-session-service", title: "Only the session service touches UserDefaults", category: .state,
        impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide keeps even harmless preferences (flags, the theme, the last item viewed) in \
        `UserDefaults` only through `SessionService`, so that one type knows every key, tests can \
        swap the store, and signing out can wipe it in one place. The rule reports, once per type \
        and file at the first use, a type (or top-level code) that reaches `UserDefaults` itself: \
        it spells `UserDefaults.standard` or `UserDefaults(suiteName:)`, makes a keyed call \
        (`set(_:forKey:)`, `bool(forKey:)`, `removeObject(forKey:)` …) on a receiver whose name ends \
        in `defaults`, or declares an `@AppStorage` property. A type counts as the service, and is \
        left alone, when its name or the name of a type it is nested in contains one of \
        `sessionTypes` (`SessionService`, `SessionServiceImpl`, `DefaultSessionService`), or when it \
        adopts such a protocol anywhere in the project (the whole project is searched for the \
        conformance, so `extension Preferences: SessionService` in another file counts). Also left \
        alone: types that wrap the store itself, that is, whose name contains `Defaults` \
        (`extension UserDefaults`, `UserDefaultsClient`, `AppDefaults`) or that are \
        `@propertyWrapper`s; `NSUbiquitousKeyValueStore`; test files, previews, \
        `#if DEBUG` code, and the words in comments and strings. A store reached under another name \
        (an injected `store` property) is not recognised, and `@AppStorage` in a view is reported \
        even when the value is purely a display choice, since the guide routes those through the \
        service as well.

        The rule speaks only in a project that declares a session service (a type whose name \
        contains one of `sessionTypes`): there a direct use bypasses the store the team chose. A \
        project without one keeps its preferences its own way (a `UserPreferences` store, typed \
        `@AppStorage` keys, a dependency client), and which of its types is the single store is \
        not something the rule can tell from names, so it stays silent.
        """,
        options: [sessionTypes],
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Settings/SettingsViewModel.swift", """
                @Observable final class SettingsViewModel {
                    var prefersDark = false
                    func load() {
                        prefersDark = ↓UserDefaults.standard.bool(forKey: Keys.darkMode.rawValue)
                        UserDefaults.standard.set(true, forKey: Keys.seen.rawValue)
                    }
                }
                """),
                ExampleFile("Sources/App/Core/Storage/SessionService.swift", """
                protocol SessionService { var lastViewedID: String? { get set } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Feed/FeedView.swift", """
                struct FeedView: View {
                    ↓@AppStorage(Keys.layout.rawValue) private var layout = "grid"
                    var body: some View { Text(layout) }
                }
                """),
                ExampleFile("Sources/App/Core/Storage/SessionService.swift", """
                final class SessionService { var token: String? }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Onboarding.swift", """
                #if os(iOS)
                extension Onboarding {
                    struct Tracker {
                        let defaults: UserDefaults
                        func markDone() { defaults.↓set(true, forKey: Keys.done.rawValue) }
                    }
                }
                #endif
                func resetAll() { ↓UserDefaults(suiteName: "group.app")?.removePersistentDomain(forName: "group.app") }
                """),
                ExampleFile("Sources/App/Core/Storage/SessionServiceImpl.swift", """
                struct SessionServiceImpl { let store: KeyValueStore }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/Env/UserPreferences.swift", """
                @MainActor @Observable final class UserPreferences {
                    final class Storage {
                        @AppStorage("preferred_browser") var preferredBrowser = 0
                        @AppStorage("show_translate_button") var showTranslateButton = true
                    }
                    func reset() { UserDefaults.standard.removeObject(forKey: "preferred_browser") }
                }
                // No SessionService exists in this project: UserPreferences is its store.
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Storage/SessionService.swift", """
                protocol SessionService: AnyObject { var theme: String { get set } }
                final class SessionServiceImpl: SessionService {
                    private let defaults = UserDefaults.standard
                    var theme: String {
                        get { defaults.string(forKey: Key.theme.rawValue) ?? "system" }
                        set { defaults.set(newValue, forKey: Key.theme.rawValue) }
                    }
                }
                """),
                ExampleFile("Sources/App/Core/Storage/UserPreferences.swift", """
                final class UserPreferences {
                    @AppStorage(Key.fontSize.rawValue) var fontSize = 14.0
                    func reset() { UserDefaults.standard.removeObject(forKey: Key.fontSize.rawValue) }
                }
                """),
                ExampleFile("Sources/App/Core/Storage/UserPreferences+Session.swift", """
                extension UserPreferences: SessionService { var theme: String { get { "" } set {} } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Extensions/UserDefaults+Group.swift", """
                // Views never call UserDefaults.standard directly; see SessionService.
                extension UserDefaults {
                    static let group = UserDefaults(suiteName: "group.app")!
                }
                @propertyWrapper struct Stored<Value> {
                    let key: String
                    var wrappedValue: Value? { UserDefaults.standard.object(forKey: key) as? Value }
                }
                extension DefaultsClient {
                    static let live = DefaultsClient(bool: { UserDefaults.standard.bool(forKey: $0) })
                }
                struct Labels {
                    let title = "UserDefaults.standard"
                    func sync() { NSUbiquitousKeyValueStore.default.set(1, forKey: Keys.sync.rawValue) }
                    func cache() { imageCache.setObject(image, forKey: key) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/SessionTests.swift", """
                import Testing
                @Test func storesTheme() {
                    let defaults = UserDefaults(suiteName: #function)!
                    defaults.set("dark", forKey: "theme")
                }
                """),
                ExampleFile("Sources/App/Features/Feed/FeedView.swift", """
                struct FeedView: View {
                    var body: some View { Text("Feed") }
                }
                #Preview {
                    UserDefaults.standard.set(true, forKey: "demo")
                    return FeedView()
                }
                #if DEBUG
                enum DebugMenu { static func wipe() { UserDefaults.standard.removeObject(forKey: "x") } }
                #endif
                """),
            ]),
        ]
    )

    /// The member accesses this rule looks at; the engine hands it no other.

    static let memberNames: Set<String>? = ["standard"]


    let configuration: RuleConfiguration

    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {
        guard SyntaxQueries.hasText(node.declName.baseName, "standard"), let base = node.base,
              SyntaxQueries.isTypeReference(base, named: "UserDefaults") else { return }
        note(node, in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard file.mentions("efaults") else { return }
        if SyntaxQueries.isCall(node, toType: "UserDefaults") {
            note(node, in: file)
        } else if let found = DefaultsAccess.keyedCall(node), let base = SyntaxQueries.receiver(of: node),
                  !SessionStorage.isUbiquitousStore(base), !SessionStorage.isUserDefaultsInstance(base) {
            note(found.name, in: file)
        }
    }

    func visit(_ node: AttributeSyntax, in file: FileContext) {
        guard node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "AppStorage" else { return }
        note(node, in: file)
    }

    /// Notes a use for `check`, which knows every conformance in the project.
    private func note(_ node: some SyntaxProtocol, in file: FileContext) {
        guard !file.isTestFile else { return }
        let services = configuration[Self.sessionTypes]
        let enclosing = SessionStorage.enclosingDeclarations(of: node)
        let names = enclosing.compactMap(SessionStorage.shortName(of:))
        guard !names.contains(where: { $0.contains("Defaults") }), !enclosing.contains(where: Self.isPropertyWrapper),
              !SessionStorage.isInsideService(node, services),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        ProjectNotes.note(node, for: Self.description, typeName: "UserDefaults", user: names.reversed().joined(separator: "."), in: file)
    }

    /// Whether a declaration is a `@propertyWrapper` type: a reusable wrapper of the store, not a user of it.
    static func isPropertyWrapper(_ declaration: Syntax) -> Bool {
        guard let group = declaration.asProtocol(DeclGroupSyntax.self) else { return false }
        return SyntaxQueries.attribute("propertyWrapper", in: group.attributes) != nil
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let services = configuration[Self.sessionTypes]
        guard project.allTypes.contains(where: { SessionStorage.namesService($0.type.name, services) }) else { return [] }
        var findings: [Finding] = []
        for file in project.files {
            var reported = Set<String>()
            let uses = ProjectNotes.notes(for: Self.description, in: file)
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            for use in uses where reported.insert(use.user).inserted {
                let components = use.user.split(separator: ".").map(String.init)
                guard !components.contains(where: { Self.adopts($0, services, in: project) }) else { continue }
                let owner = components.last.map { "`\($0)`" } ?? "This top-level code"
                findings.append(finding(file.path, SourcePoint(line: use.line, column: use.column),
                    "\(owner) uses UserDefaults directly; keep the preference in `\(services.first ?? "SessionService")` and go through it."))
            }
        }
        return findings
    }

    /// Whether the project declares `name` as adopting one of `services` (or a type spelt around one).
    static func adopts(_ name: String, _ services: [String], in project: ProjectIndex) -> Bool {
        project.declarations(of: name).contains { $0.type.inherited.contains { SessionStorage.namesService($0, services) } }
            || project.extensions(of: name).contains { $0.extensionSummary.inherited.contains { SessionStorage.namesService($0, services) } }
    }
}
