import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags writes of what looks like a token, password, credential or secret into `UserDefaults`
/// (or `@AppStorage`, which is backed by it).
struct PersistNoTokensUserdefaultsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "persist-no-tokens-userdefaults", title: "No tokens or passwords in UserDefaults", category: .state,
        impact: .must, severity: .error, presets: [.mvvm],
        rationale: """
        `UserDefaults` is a plain property list on disk, readable from backups and by anyone with \
        the device's files; the MVVM guide sends access tokens, refresh tokens and credentials to \
        the Keychain instead. Reported, at the method name or the `@`: `set(_:forKey:)` or \
        `setValue(_:forKey:)` on a store spelt `UserDefaults.standard`, `UserDefaults(suiteName:)`, \
        `NSUbiquitousKeyValueStore.default` or a name ending in `defaults`, and `@AppStorage`, when \
        the key (the literal's text, or the last name of a key constant such as `Keys.authToken` or \
        `authTokenKey`), the value written (its last name: `session.accessToken`) or the wrapped \
        property's name has a word `token`, `password`, `passwd`, `credential` or `secret`, singular or \
        plural. Words are split at case changes and `_ - .`, so `api_token`, `userPassword` and \
        `APIToken` match and `tokenizer` or `secretary` do not. A name is taken to be about the secret \
        rather than to hold it, and is left alone, when it also has a word of display, state or \
        metadata: `show`, `hide`, `hint`, `reveal`, `remember`, `placeholder`, `prompt`, `label`, \
        `title`, `enabled`, `has`, `is`, `should`, `count`, `length`, `strength`, `policy`, `expiry`, \
        `expiration`, `date`, `time`, `timestamp`, `updated`, `refreshed`, `type`, `kind`, `style`, \
        `format`, `mode` (`showPasswordHint`, `hasSavedPassword`, `tokenExpiryDate`, `secretMode`); and device push tokens (`device`, `push`, `apns`, \
        `fcm`), which are addresses, not credentials. A write whose value is a `Bool` or number \
        literal, a date (`Date()`, `.now`) or a name with one of those words (`isSecretModeOn`), and an `@AppStorage` typed `Bool`, a number or `Date` or with such a default, is \
        a flag about the secret and is left alone too. Reads, subscripts, other stores (files, \
        caches), test files, previews and `#if DEBUG` code are not checked; the value is known only \
        by its name, so a token held in a variable called `value` is missed.
        """,
        triggering: [
            RuleExample("""
            final class SessionService {
                private let defaults = UserDefaults.standard
                func store(_ session: Session) {
                    defaults.↓set(session.accessToken, forKey: Key.session.rawValue)
                    UserDefaults.standard.↓set(session.value, forKey: "refresh_token")
                    defaults.↓setValue(password, forKey: "login")
                }
            }
            """),
            RuleExample("""
            struct LoginView: View {
                ↓@AppStorage("api_token") private var token = ""
                ↓@AppStorage(Keys.login.rawValue) private var userPassword: String = ""
                var body: some View { SecureField("Password", text: $userPassword) }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension AuthClient {
                struct Store {
                    func save(_ value: String) {
                        sharedDefaults.↓set(value, forKey: authTokenKey)
                        UserDefaults(suiteName: "group.app")?.↓set(value, forKey: "APIToken")
                        NSUbiquitousKeyValueStore.default.↓set(clientSecret, forKey: Keys.oauth)
                    }
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // Never call defaults.set(token, forKey: "token").
            final class Preferences {
                private let defaults = UserDefaults.standard
                func update() {
                    defaults.set(true, forKey: "showPasswordHint")
                    defaults.set(false, forKey: Key.hasSavedPassword.rawValue)
                    defaults.set(expiry, forKey: "tokenExpiryDate")
                    defaults.set(Date(), forKey: "lastTokenCheck")
                    defaults.set(isSecretModeOn, forKey: "secret")
                    defaults.set(deviceToken, forKey: "apns_token")
                    defaults.set(tokenizer.name, forKey: "tokenizer")
                    let stored = defaults.string(forKey: "auth_token")
                    print("set(password, forKey:)", stored ?? "")
                }
            }
            """),
            RuleExample("""
            struct SecuritySettings: View {
                @AppStorage("remember_password") private var rememberPassword = false
                @AppStorage("tokenRefreshCount") private var refreshes: Int = 0
                @AppStorage("theme") private var theme = "system"
                var body: some View { Toggle("Remember", isOn: $rememberPassword) }
            }
            struct Keychain {
                func save(_ token: String) { keychain.set(token, forKey: "token") }
                func cache(_ token: String) { cache.setValue(token, forKey: "token") }
            }
            """),
            RuleExample("""
            import Testing

            @Test func storesToken() {
                let defaults = UserDefaults(suiteName: #function)!
                defaults.set("abc", forKey: "token")
            }
            """, path: "Tests/AppTests/SessionTests.swift"),
            RuleExample("""
            #Preview {
                UserDefaults.standard.set("demo", forKey: "auth_token")
                return LoginView()
            }
            #if DEBUG
            extension SessionService {
                func seed() { UserDefaults.standard.set("x", forKey: "password") }
            }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    static let sensitiveWords: Set<String> = [
        "token", "tokens", "password", "passwords", "passwd", "credential", "credentials", "secret", "secrets",
    ]
    static let neutralWords: Set<String> = [
        "show", "shows", "hide", "hidden", "hint", "reveal", "remember", "placeholder", "prompt", "label", "title",
        "enabled", "has", "is", "should", "count", "length", "strength", "policy", "expiry", "expiration", "date",
        "type", "kind", "style", "format", "mode", "time", "timestamp", "updated", "refreshed", "device", "push",
        "apns", "fcm",
    ]
    static let flagTypes: Set<String> = ["Bool", "Int", "Double", "Float", "CGFloat", "Date", "TimeInterval"]

    /// Whether a name or key reads as holding a secret.
    static func isSensitive(_ name: String?) -> Bool {
        guard let name else { return false }
        let words = DefaultsAccess.words(name)
        return words.contains(where: sensitiveWords.contains) && !words.contains(where: neutralWords.contains)
    }

    /// The text a key or value expression is known by: a literal's text, or the last name of a
    /// reference or member chain (`rawValue` skipped).
    static func name(of expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression }
            else if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
            else { break }
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " ")
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "rawValue", let base = member.base { return name(of: base) }
            return member.declName.baseName.text
        }
        return nil
    }

    static func isFlagLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self)
    }

    /// Whether a written value is plainly not a secret: a flag or number literal, a date
    /// (`Date()`, `Date.now`, `.now`), or a name with a display, state or metadata word (`isSecretMode`).
    static func isHarmlessValue(_ expression: ExprSyntax) -> Bool {
        if isFlagLiteral(expression) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Date" { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "now" { return true }
        guard let name = name(of: expression), !expression.is(StringLiteralExprSyntax.self) else { return false }
        return DefaultsAccess.words(name).contains(where: neutralWords.contains)
    }

    static let message = "This writes what looks like a token, password or secret to UserDefaults, which is plain text on disk; keep it in the Keychain."

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, file.mentions("forKey"), let found = DefaultsAccess.keyedCall(node),
              DefaultsAccess.writeMethods.contains(found.name.text),
              let value = node.arguments.first, value.label == nil, !Self.isHarmlessValue(value.expression),
              Self.isSensitive(Self.name(of: found.key)) || Self.isSensitive(Self.name(of: value.expression)),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(found.name, Self.message, in: file)
    }

    func visit(_ node: AttributeSyntax, in file: FileContext) {
        guard !file.isTestFile, node.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "AppStorage",
              case .argumentList(let arguments)? = node.arguments, let key = arguments.first, key.label == nil,
              let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
              let binding = variable.bindings.first else { return }
        if let type = binding.typeAnnotation?.type, let typeName = SyntaxQueries.plainTypeName(type),
           Self.flagTypes.contains(typeName) { return }
        if let initial = binding.initializer?.value, Self.isFlagLiteral(initial) { return }
        let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        guard Self.isSensitive(Self.name(of: key.expression)) || Self.isSensitive(property),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(node, Self.message, in: file)
    }
}
