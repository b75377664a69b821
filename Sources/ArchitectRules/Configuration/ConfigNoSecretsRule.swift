import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags credentials written into Swift source: a literal given to a name such as `apiKey` or
/// `clientSecret` that reads as the value itself, or a literal with the shape of a known key.
struct ConfigNoSecretsRule: SyntaxRule, ResourceRule {
    static let identifierWords = Option<[String]>(
        "identifierWords",
        default: ["apiKey", "apiSecret", "clientSecret", "secret", "secretKey", "privateKey", "accessKey", "password", "passwd", "token", "credential"],
        "Names (split into words) that mark a property, argument label or dictionary key as holding a secret.")

    static let description = RuleDescription(
        id: "config-no-secrets", title: "No secrets in source code", category: .config,
        impact: .must, severity: .error, presets: [.mvvm],
        rationale: """
        Whatever is compiled into an app can be read back out of the binary, and whatever is \
        committed stays in the repository's history; the MVVM guide keeps secrets out of Swift files \
        and in `.xcconfig` files that are not committed. Reported, at the opening quote, never \
        quoting the value: a plain string literal given to a stored property, constant, parameter \
        default, argument label, assignment target or dictionary key whose name has one of the \
        `identifierWords` (`apiKey`, `clientSecret`, `token`, `password` …; words split at case \
        changes and `_ - .`, plurals too), when the literal reads as a value rather than a name: one \
        word of six characters or more with a digit or a symbol in it. Also reported wherever it \
        appears: a literal with the shape of a known credential (AWS `AKIA…`, Google `AIza…`, GitHub \
        `ghp_…`/`github_pat_…`, Stripe `sk_live_…`, Slack `xox…-`, OpenAI `sk-…`, GitLab `glpat-…`, \
        a JSON Web Token, a PEM private key block). Left alone: names that are about the secret \
        rather than holding it (`passwordPlaceholder`, `tokenKey`, `showPassword`, `deviceToken`, \
        `tokenExpiryDate`), members of types named like key or account lists (`Keys`, \
        `KeychainAccount`), literals that name the secret themselves (`"session.accessToken"`, \
        `"api_key"`, which are keychain accounts and defaults keys), text with spaces (`Text("Enter \
        your password")`), empty strings, URLs, placeholders (`"YOUR_API_KEY"`, `"<token>"`, \
        `"$(API_KEY)"`), interpolations, enum raw values (`CodingKeys`), test files, previews and \
        files named as stubs, mocks, fixtures or previews. A real secret spelt only with letters \
        (`"hunter"`), or held under a neutral name (`let value = "…"`), is missed. \
        `Info.plist` files are read too, with the same two tests: a string value with the shape of \
        a known credential, or one that reads as a secret under a key named like one \
        (`API_KEY`, `StripeSecret`), reported at the key; a build-setting reference \
        (`$(API_KEY)`, filled in from an uncommitted `.xcconfig`) is the guide's way and left \
        alone. `.xcconfig` files themselves are not read yet.
        """,
        options: [identifierWords],
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>CFBundleName</key><string>Shop</string>
                    ↓<key>TMDB_API_KEY</key><string>1d9b898a212ea52e283351e521e17871</string>
                    <key>Services</key>
                    <dict>
                        ↓<key>Maps</key><string>AIzaSyD4iE2xVSpkLLOXoyqT-RuPwURN3ddScAI</string>
                    </dict>
                </dict>
                </plist>
                """),
                ExampleFile("App/ShopApp.swift", "@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"Shop\") } } }"),
            ]),
            RuleExample("""
            enum AppConfig {
                static let apiKey = ↓"a81f9c2e47b3d6015e8c"
                static let clientSecret: String = ↓"Zq8-vT3x_Lp2Nw7R"
                static let analyticsKey = "analytics.enabled"
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension PaymentClient {
                struct Live {
                    func make() -> PaymentClient {
                        PaymentClient(publishable: "pk_live_shop", secret: ↓"Hx93-kfQ2-vvP1", timeout: 30)
                    }
                    func login(_ client: AuthClient) {
                        client.password = ↓"Sup3r$ecret"
                        client.headers = ["X-Api-Key": ↓"4f2a9b7c1d8e6f30"]
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            // A key pasted anywhere is reported by its shape alone.
            let defaultHeaders = ["Authorization": "Bearer " + ↓"ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"]
            func uploader() -> Uploader { Uploader(credentials: ↓"AKIAIOSFODNN7EXAMPLF") }
            """),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Info.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>API_KEY</key><string>$(API_KEY)</string>
                    <key>NSCameraUsageDescription</key><string>Scan a product's barcode</string>
                    <key>CFBundleVersion</key><string>2024.11.3</string>
                    <key>TokenRefreshInterval</key><string>3600</string>
                </dict>
                </plist>
                """),
                ExampleFile("App/ShopApp.swift", "@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"Shop\") } } }"),
            ]),
            RuleExample("""
            // Never write let apiKey = "a81f9c2e47b3d6015e8c" in source.
            struct LoginScreen: View {
                @State private var password = ""
                @State private var token: String = ""
                let passwordPlaceholder = "Min. 8 chars, 1 digit"
                var body: some View {
                    Text("Password")
                    SecureField("Enter your password", text: $password)
                    Label("API token: 1234abcd", systemImage: "key")
                }
            }
            """),
            RuleExample("""
            final class SessionService {
                private enum Keys {
                    static let accessToken = "session.accessToken"
                    static let password = "pw_2024"
                }
                static let refreshToken = "auth.refresh_token2"
                static let tokenKey = "x9_session"
                static let deviceToken = "f00dbabe1234"
                static let apiKey = "YOUR_API_KEY_1"
                static let secret = "$(APP_SECRET)"
                static let token = "\\(prefix)-abc123"
                let apiBaseURL = "https://api.example.com/v2"
                enum CodingKeys: String, CodingKey { case accessToken = "access_token1" }
            }
            """),
            RuleExample("""
            import Testing

            @Test func signsIn() async throws {
                let client = AuthClient(password: "hunter22", apiKey: "AKIAIOSFODNN7EXAMPLF")
                #expect(try await client.signIn())
            }
            """, path: "Tests/AppTests/AuthClientTests.swift"),
            RuleExample("""
            #Preview {
                LoginView(viewModel: .init(password: "Passw0rd!"))
            }
            struct LoginView_Previews: PreviewProvider {
                static let token = "abc123xyz"
                static var previews: some View { LoginView() }
            }
            """),
            RuleExample("""
            extension User {
                static let stub = User(name: "Ada", password: "Passw0rd!")
            }
            """, path: "App/Features/Login/Model/UserModelStub.swift"),
        ]
    )

    let configuration: RuleConfiguration
    /// The `identifierWords`, each split into words, and all their words: made once per run
    /// instead of once per literal.
    let entries: [[String]]
    let sensitiveWords: Set<String>

    init(configuration: RuleConfiguration) {
        self.configuration = configuration
        entries = configuration[Self.identifierWords].map(DefaultsAccess.words)
        sensitiveWords = Set(entries.flatMap { $0 })
    }

    /// Words that make a name about a secret rather than the secret: labels, flags, metadata,
    /// addresses and device push tokens.
    static let neutralWords: Set<String> = [
        "is", "has", "should", "can", "did", "show", "shows", "hide", "hidden", "reveal", "remember", "placeholder",
        "hint", "prompt", "label", "title", "caption", "message", "error", "errors", "description", "text", "field",
        "button", "device", "push", "apns", "fcm", "min", "max", "minimum", "maximum", "length", "count", "strength",
        "policy", "rule", "rules", "regex", "pattern", "format", "expiry", "expiration", "expires", "date", "time",
        "type", "kind", "style", "mode", "reset", "forgot", "requirement", "requirements", "validation", "validator",
        "valid", "invalid", "notification", "accessibility", "identifier", "header", "url", "endpoint", "path",
        "route", "account", "service", "keychain", "storage", "defaults", "name", "id", "prefix", "icon", "image",
    ]
    /// The last words of type names whose members are names of things (keys, accounts), not values.
    static let nameListWords: Set<String> = ["key", "keys", "account", "accounts", "identifier", "identifiers", "name", "names", "field", "fields"]

    static let resourceKinds: Set<ResourceKind> = [.infoPlist]

    /// Secrets written as values of an `Info.plist`, at their key.
    func check(_ resource: ParsedResource) -> [Finding] {
        guard let root = resource.propertyList else { return [] }
        var findings: [Finding] = []
        func visit(_ node: PropertyListNode) {
            for entry in node.entries {
                if let text = entry.value.string {
                    if let kind = SecretShapes.credentialKind(of: text) {
                        findings.append(finding(resource.path, entry.line, entry.column,
                            "The value of '\(entry.key)' has the shape of \(kind); replace it with a `$(…)` build setting from an uncommitted `.xcconfig`, and revoke the committed one."))
                    } else if Self.isSensitiveName(entry.key, entries: entries), SecretShapes.isSecretValue(text, sensitiveWords: sensitiveWords) {
                        findings.append(finding(resource.path, entry.line, entry.column,
                            "'\(entry.key)' holds a value that looks like a real secret; replace it with a `$(…)` build setting from an uncommitted `.xcconfig`, and revoke the committed one."))
                    }
                }
                visit(entry.value)
            }
            for item in node.items { visit(item) }
        }
        visit(root)
        return findings
    }

    func visit(_ node: StringLiteralExprSyntax, in file: FileContext) {
        // Byte counts first: a text of fewer than six bytes has fewer than six characters.
        guard !file.isTestFile, let text = Self.plainText(node), text.utf8.count >= 6, text.count >= 6 else { return }
        let message: String
        if let kind = SecretShapes.credentialKind(of: text) {
            message = "This string literal has the shape of \(kind); take it out of the source, load it from an uncommitted `.xcconfig` through Info.plist, and revoke the committed one."
        } else {
            // The receiving name (a few parent checks) before any test of the text.
            guard let name = Self.receivingName(of: node), Self.isSensitiveName(name, entries: entries),
                  SecretShapes.isSecretValue(text, sensitiveWords: sensitiveWords),
                  !Self.isInNameList(node) else { return }
            message = "'\(name)' is given a literal that looks like a real secret; move the value to an uncommitted `.xcconfig` read through Info.plist, and revoke the committed one."
        }
        guard !Self.isStandInFile(file.path), !(file.mentions("Preview") && Self.isPreviewCode(node)) else { return }
        report(node, message, in: file)
    }

    /// The literal's text when it has no interpolation.
    static func plainText(_ literal: StringLiteralExprSyntax) -> String? {
        let segments = literal.segments
        if segments.count == 1, let only = segments.first {
            return only.as(StringSegmentSyntax.self)?.content.text
        }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The name the literal is given to: a binding or parameter it initialises, the label it is
    /// passed under, the target it is assigned to, or the dictionary key it is stored under.
    static func receivingName(of literal: StringLiteralExprSyntax) -> String? {
        guard let parent = literal.parent else { return nil }
        if let initializer = parent.as(InitializerClauseSyntax.self) {
            if let binding = initializer.parent?.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let parameter = initializer.parent?.as(FunctionParameterSyntax.self) {
                return (parameter.secondName ?? parameter.firstName).text
            }
            return nil
        }
        if let argument = parent.as(LabeledExprSyntax.self) { return argument.label?.text }
        if let element = parent.as(DictionaryElementSyntax.self), element.value.id == literal.id,
           let key = element.key.as(StringLiteralExprSyntax.self) {
            return plainText(key)
        }
        if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
           list.count == 3, list.last?.id == literal.id,
           list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = list.first {
            if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = target.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            _ = sequence
        }
        return nil
    }

    /// Whether `name` has the words of one of `entries` in a row, and is not about the secret:
    /// no neutral word, and a final `Key` only when the entry itself ends there (`apiKey`, not `tokenKey`).
    static func isSensitiveName(_ name: String, entries: [[String]]) -> Bool {
        let words = DefaultsAccess.words(name)
        guard !words.isEmpty, !words.contains(where: neutralWords.contains) else { return false }
        for entry in entries where !entry.isEmpty && entry.count <= words.count {
            for start in 0...(words.count - entry.count) {
                let matches = entry.indices.allSatisfy { offset in
                    let word = words[start + offset], wanted = entry[offset]
                    return word == wanted || (offset == entry.count - 1 && word == wanted + "s")
                }
                guard matches else { continue }
                let end = start + entry.count - 1
                if end == words.count - 1 || !["key", "keys"].contains(words[words.count - 1]) { return true }
            }
        }
        return false
    }

    /// Whether the literal belongs to a type whose name says it lists keys, accounts or names.
    static func isInNameList(_ node: some SyntaxProtocol) -> Bool {
        guard let type = SyntaxQueries.enclosingTypeDeclaration(of: node),
              let name = SyntaxQueries.declaredName(of: type), let last = DefaultsAccess.words(name).last else { return false }
        return nameListWords.contains(last)
    }

    /// Files that hold sample data by their name: `…Stub.swift`, `…Mocks.swift`, `…Fixtures.swift`,
    /// `…Preview.swift`, and anything under `Preview Content`.
    static func isStandInFile(_ path: String) -> Bool {
        if path.contains("Preview Content/") { return true }
        let base = (path.split(separator: "/").last.map(String.init) ?? path).replacingOccurrences(of: ".swift", with: "")
        return ["Stub", "Stubs", "Mock", "Mocks", "Fixture", "Fixtures", "Preview", "Previews", "SampleData", "Fake", "Fakes"]
            .contains { base.hasSuffix($0) }
    }

    /// Inside a `#Preview` or a `PreviewProvider` (unlike `isPreviewOrDebugCode`, `#if DEBUG` counts:
    /// a debug-only key is still committed).
    static func isPreviewCode(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = candidate.as(StructDeclSyntax.self),
               SyntaxQueries.inherits(type.inheritanceClause, named: "PreviewProvider") { return true }
            current = candidate.parent
        }
        return false
    }
}
