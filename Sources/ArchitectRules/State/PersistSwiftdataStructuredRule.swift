import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags structured data (encoded models, caches, drafts) kept in `UserDefaults` or hand-written
/// JSON files, where the MVVM guide wants SwiftData `@Model` types.
struct PersistSwiftdataStructuredRule: SyntaxRule {
    static let description = RuleDescription(
        id: "persist-swiftdata-structured", title: "Structured local data goes to SwiftData", category: .state,
        impact: .should, presets: [.mvvm],
        rationale: """
        The MVVM guide reserves `UserDefaults` for small preferences and asks for SwiftData `@Model` \
        types for structured local data such as offline caches and drafts: a property list rewrites \
        the whole blob on every change and offers no query, migration or partial update, and a \
        hand-rolled JSON file repeats that with its own error handling. The guide's own SwiftData \
        rules are missing from the document, so the rule only points at the data, not at a model \
        shape. Reported, at the method name: a `set(_:forKey:)` or `setValue(_:forKey:)` on a \
        `UserDefaults` store (spelt as the other `persist-*` rules recognise it) whose value is an \
        encoder's output (`JSONEncoder().encode(x)`, or a local bound to `….encode(…)` or \
        `NSKeyedArchiver.archivedData(…)` in the same function) of what is evidently a collection \
        (an array or dictionary literal, or a plural name such as `posts` or `self.items`: one \
        encoded settings record is preference-sized and left alone), or whose key or value name has a \
        word `cache`, `cached`, `draft`, `drafts` or `offline`; and a `write(to:)` of encoded data \
        when the data's name, the destination or the enclosing function has one of those words or \
        `archive`/`archived` (`archiveState()`, `cacheURL`). Left alone: deployment targets \
        below iOS 17, where SwiftData does not exist; plain values in \
        `UserDefaults` (flags, strings, numbers), encoded writes with no cache or draft word (a \
        settings file is a preference store, not a cache), temporary files of media, reads, test \
        files, previews and `#if DEBUG` code. A cache kept under neutral names is not recognised. \
        An encoded write in a view can also be reported by `persist-behind-protocol`, which asks \
        for a protocol in front of it rather than for SwiftData.
        """,
        triggering: [
            RuleExample("""
            final class FeedStore {
                private let defaults = UserDefaults.standard
                func save(_ posts: [Post]) {
                    guard let data = try? JSONEncoder().encode(posts) else { return }
                    defaults.↓set(data, forKey: Keys.feed.rawValue)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Composer {
                struct Drafts {
                    func keep(_ text: String) {
                        UserDefaults.standard.↓set(text, forKey: "compose_draft")
                        UserDefaults.standard.↓set(cachedResults, forKey: Keys.results.rawValue)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct AppState: Codable {
                func archiveState() {
                    guard let data = try? encoder.encode(self) else { return }
                    try? data.↓write(to: savePath)
                }
                func store(_ items: [Item]) throws {
                    try JSONEncoder().encode(items).↓write(to: cacheURL, options: .atomic)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            extension ServerConfigClient {
                static let live = Self(refresh: {
                    let config = try await fetch()
                    if let data = try? jsonEncoder.encode(config) {
                        UserDefaults.standard.set(data, forKey: serverConfigKey)
                    }
                    UserDefaults.standard.set(try? JSONEncoder().encode(appSettings), forKey: "settings")
                    return config
                })
            }
            """),
            RuleExample("""
            // Before iOS 17 there is no SwiftData to move the cache to.
            final class FeedStore {
                private let defaults = UserDefaults.standard
                func save(_ posts: [Post]) {
                    guard let data = try? JSONEncoder().encode(posts) else { return }
                    defaults.set(data, forKey: Keys.feed.rawValue)
                }
            }
            """, iOS: Version(16, 0)),
            RuleExample("""
            // Caches never go to defaults.set(data, forKey: "cache").
            final class Preferences {
                private let defaults = UserDefaults.standard
                func update(theme: String) {
                    defaults.set(theme, forKey: Keys.theme.rawValue)
                    defaults.set(true, forKey: "hasSeenIntro")
                    let cached = defaults.data(forKey: "feed_cache")
                    print("draft", cached ?? Data())
                }
            }
            """),
            RuleExample("""
            struct SettingsClient {
                func save(_ settings: UserSettings) throws {
                    try JSONEncoder().encode(settings).write(to: .userSettings)
                }
                func stash(_ image: Data) throws {
                    try image.write(to: URL.temporaryDirectory.appending(path: "cache.gif"))
                }
                func remember(_ draft: String) { keychain.set(draft, forKey: "draft") }
            }
            """),
            RuleExample("""
            import Testing
            @Test func cachesFeed() throws {
                let data = try JSONEncoder().encode([1, 2])
                UserDefaults.standard.set(data, forKey: "feed_cache")
            }
            """, path: "Tests/AppTests/FeedCacheTests.swift"),
            RuleExample("""
            #Preview {
                UserDefaults.standard.set("Hello", forKey: "draft")
                return ComposerView()
            }
            #if DEBUG
            enum Seed { static func run() { try? JSONEncoder().encode([1]).write(to: cacheURL) } }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    static let dataWords: Set<String> = ["cache", "cached", "caches", "draft", "drafts", "offline"]
    static let fileWords: Set<String> = dataWords.union(["archive", "archived"])

    /// SwiftData, which the advice names, needs iOS 17.
    static let swiftDataTarget = Version(17, 0)

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.iOSTarget >= Self.swiftDataTarget, let name = SyntaxQueries.calledNameToken(node) else { return }
        if let found = DefaultsAccess.keyedCall(node), DefaultsAccess.writeMethods.contains(found.name.text),
           let base = SyntaxQueries.receiver(of: node), !SessionStorage.isUbiquitousStore(base),
           let value = node.arguments.first, value.label == nil {
            let encoded = PersistBehindProtocolRule.encodingCall(of: value.expression, around: node).map(Self.encodesCollection) ?? false
            let named = Self.has(Self.dataWords, in: PersistNoTokensUserdefaultsRule.name(of: found.key))
                || Self.has(Self.dataWords, in: PersistNoTokensUserdefaultsRule.name(of: value.expression))
            guard encoded || named, !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
            report(found.name, "This keeps \(encoded ? "encoded structured data" : "a cache or draft") in UserDefaults; model it with SwiftData (`@Model`) instead.", in: file)
        } else if SyntaxQueries.hasText(name, "write"), let destination = SyntaxQueries.argument("to", of: node),
                  let receiver = SyntaxQueries.receiver(of: node), PersistBehindProtocolRule.isEncodedData(receiver, around: node) {
            var names = [PersistNoTokensUserdefaultsRule.name(of: SyntaxQueries.chainRoot(receiver)),
                         PersistNoTokensUserdefaultsRule.name(of: destination.expression)]
            if let function = Self.enclosingFunction(of: node) { names.append(function.name.text) }
            guard names.contains(where: { Self.has(Self.fileWords, in: $0) }), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
            report(name, "This writes an encoded cache or archive to a file by hand; model the data with SwiftData (`@Model`) instead.", in: file)
        }
    }

    /// Whether an encoder call encodes what is evidently a collection: an array or dictionary
    /// literal, or a value with a plural name (`posts`, `recentSearches`, `self.items`).
    static func encodesCollection(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.arguments.first?.expression else { return false }
        if argument.is(ArrayExprSyntax.self) || argument.is(DictionaryExprSyntax.self) { return true }
        let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name = name?.lowercased(), name.count > 3, name.hasSuffix("s") else { return false }
        let singular = ["ss", "us", "is", "ics", "settings", "preferences", "options", "details", "stats", "credentials"]
        return !singular.contains { name.hasSuffix($0) }
    }

    static func has(_ words: Set<String>, in text: String?) -> Bool {
        guard let text else { return false }
        return DefaultsAccess.words(text).contains(where: words.contains)
    }

    static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) { return function }
            if SyntaxQueries.isTypeDeclaration(candidate) { return nil }
            current = candidate.parent
        }
        return nil
    }
}
