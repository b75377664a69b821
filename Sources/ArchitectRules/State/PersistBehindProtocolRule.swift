import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags Keychain calls and encoded-file writes made outside a storage type that adopts a protocol.
struct PersistBehindProtocolRule: SyntaxRule {
    static let description = RuleDescription(
        id: "persist-behind-protocol", title: "Storage access goes through a protocol-backed service", category: .state,
        impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide puts every store behind a protocol, so that view models and tests depend on \
        a contract and never on the Keychain or the file system. Reported, at the called name: a \
        Keychain call (`SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete`), a \
        `write(to:)` whose receiver is an encoder's output (`JSONEncoder().encode(x).write(to:)`, or a \
        local bound to `….encode(…)` or `NSKeyedArchiver.archivedData(…)` in the same function), and \
        `NSKeyedArchiver.archiveRootObject(_:toFile:)`, when the code is not inside a type that adopts \
        a protocol: a type or extension counts as a storage service when its declaration or a \
        same-file extension adopts something other than the standard protocols (`Codable`, \
        `Sendable`, `Equatable`, `ObservableObject`, `NSObject` …), or when it extends a protocol this \
        file declares (a default implementation). Views, view models (`…ViewModel`), screens and the \
        `App` are reported whatever they adopt, as is top-level code. `UserDefaults` is left to \
        `persist-prefs-in-session-service`, which asks for more (the session service alone), so \
        that no call is reported twice. Also left alone: writes of data that was not encoded here \
        (downloaded images and temporary files are not storage), test files, previews and \
        `#if DEBUG` code. The protocol is known by name only: adopting an unrelated protocol \
        (`Identifiable` aside) silences the rule, and a conformance declared in another file is not seen.
        """,
        triggering: [
            RuleExample("""
            @Observable final class LoginViewModel {
                func remember(_ token: Data) {
                    let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecValueData as String: token]
                    ↓SecItemDelete(query as CFDictionary)
                    ↓SecItemAdd(query as CFDictionary, nil)
                }
            }
            """),
            RuleExample("""
            struct DraftsView: View {
                let drafts: [Draft]
                var body: some View { List(drafts) { Text($0.title) } }
                func save() throws {
                    try JSONEncoder().encode(drafts).↓write(to: URL.documentsDirectory.appending(path: "drafts.json"))
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                final class Cache {
                    func persist(_ items: [Item], to url: URL) {
                        guard let data = try? PropertyListEncoder().encode(items) else { return }
                        try? data.↓write(to: url, options: .atomic)
                    }
                }
            }
            #endif
            func archive(_ state: AppState) {
                _ = NSKeyedArchiver.↓archiveRootObject(state, toFile: path)
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            protocol KeychainStoring { func save(_ data: Data, account: String) }
            final class KeychainService: KeychainStoring {
                func save(_ data: Data, account: String) {
                    let query: [String: Any] = [kSecAttrAccount as String: account, kSecValueData as String: data]
                    SecItemDelete(query as CFDictionary)
                    SecItemAdd(query as CFDictionary, nil)
                }
            }
            extension KeychainStoring {
                func wipe() { SecItemDelete([:] as CFDictionary) }
            }
            """),
            RuleExample("""
            // Never call SecItemAdd from a view; see KeychainService.
            struct MediaPicker {
                func stash(_ image: Data) throws {
                    let url = URL.temporaryDirectory.appending(path: "upload.gif")
                    try image.write(to: url)
                    let label = "SecItemAdd(query, nil)"
                    try label.write(to: url, atomically: true, encoding: .utf8)
                }
            }
            struct DraftStore { func encode(_ draft: Draft) -> Data { Data() } }
            final class DiskStore: DraftStoring {
                func save(_ drafts: [Draft]) throws { try JSONEncoder().encode(drafts).write(to: url) }
            }
            """),
            RuleExample("""
            import Testing
            @Test func keychainRoundTrip() {
                SecItemDelete([:] as CFDictionary)
                try? JSONEncoder().encode([1]).write(to: URL(fileURLWithPath: "/tmp/x"))
            }
            """, path: "Tests/AppTests/KeychainTests.swift"),
            RuleExample("""
            struct SettingsView: View {
                var body: some View { Text("Settings") }
            }
            #Preview {
                SecItemDelete([:] as CFDictionary)
                return SettingsView()
            }
            #if DEBUG
            enum DebugTools { static func reset() { SecItemDelete([:] as CFDictionary) } }
            #endif
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = keychainFunctions.union(["write", "archiveRootObject"])


    let configuration: RuleConfiguration

    static let keychainFunctions: Set<String> = ["SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete"]
    /// Adopted names that say nothing about a storage contract.
    static let standardProtocols: Set<String> = [
        "AnyObject", "Sendable", "Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Identifiable",
        "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
        "CaseIterable", "RawRepresentable", "ObservableObject", "NSObject", "View", "App", "Scene",
        "ViewModifier", "PreviewProvider", "Observable",
    ]

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile, let name = SyntaxQueries.calledNameToken(node) else { return }
        let text = name.text
        let reported: Bool
        if Self.keychainFunctions.contains(text) {
            reported = node.calledExpression.is(DeclReferenceExprSyntax.self)
        } else if text == "write", SyntaxQueries.argument("to", of: node) != nil, let receiver = SyntaxQueries.receiver(of: node) {
            reported = Self.isEncodedData(receiver, around: node)
        } else if text == "archiveRootObject", let receiver = SyntaxQueries.receiver(of: node) {
            reported = receiver.trimmedDescription == "NSKeyedArchiver"
        } else {
            reported = false
        }
        guard reported, !isInsideStorageService(node), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let what = Self.keychainFunctions.contains(text) ? "This Keychain call" : "This write of encoded data to a file"
        report(name, "\(what) is made directly; put it in a storage service behind a protocol (a `KeychainService` or store) and call that.", in: file)
    }

    /// Whether `receiver` is the output of an encoder: `….encode(…)` itself, or a name that a
    /// `let`/`var` in the enclosing function or closure binds to `….encode(…)` or `NSKeyedArchiver.archivedData(…)`.
    static func isEncodedData(_ receiver: ExprSyntax, around node: some SyntaxProtocol) -> Bool {
        encodingCall(of: receiver, around: node) != nil
    }

    /// The encoder call `receiver` comes from: the call itself (`try? encoder.encode(x)`), or the
    /// one a local of the same function is bound to (`let data = …`, `guard let data = …`).
    static func encodingCall(of receiver: ExprSyntax, around node: some SyntaxProtocol) -> FunctionCallExprSyntax? {
        var expression = SyntaxQueries.unparenthesized(receiver)
        if let tryExpr = expression.as(TryExprSyntax.self) { expression = tryExpr.expression }
        if let call = expression.as(FunctionCallExprSyntax.self) { return isEncoding(call) ? call : nil }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        var current = node.parent
        while let candidate = current, !candidate.is(FunctionDeclSyntax.self), !candidate.is(ClosureExprSyntax.self),
              !candidate.is(AccessorBlockSyntax.self), !SyntaxQueries.isTypeDeclaration(candidate) {
            current = candidate.parent
        }
        guard let scope = current else { return nil }
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name {
            // `let data = try? encoder.encode(x)`, `guard let data = …` and `if let data = …`
            let value = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.initializer?.value
                ?? token.parent?.parent?.as(OptionalBindingConditionSyntax.self)?.initializer?.value
            if let value, let call = SyntaxQueries.calls(in: value, where: isEncoding).first { return call }
        }
        return nil
    }

    static func isEncoding(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        let name = member.declName.baseName.text
        if name == "encode" { return call.arguments.count == 1 && call.arguments.first?.label == nil }
        return name == "archivedData" && member.base?.trimmedDescription == "NSKeyedArchiver"
    }

    /// Whether `node` sits in a type or extension that reads as a protocol-backed storage service.
    func isInsideStorageService(_ node: some SyntaxProtocol) -> Bool {
        let enclosing = SessionStorage.enclosingDeclarations(of: node)
        for declaration in enclosing {
            guard let name = SessionStorage.shortName(of: declaration) else { continue }
            if name.hasSuffix("ViewModel") || name.hasSuffix("View") || name.hasSuffix("Screen") || SyntaxQueries.isViewType(declaration) { return false }
            let adopted = SyntaxQueries.inheritedNamesInFile(of: declaration)
            if adopted.contains("App") { return false }
        }
        return enclosing.contains { declaration in
            if SyntaxQueries.inheritedNamesInFile(of: declaration).contains(where: { !Self.standardProtocols.contains($0) }) { return true }
            guard declaration.is(ExtensionDeclSyntax.self), let name = SessionStorage.shortName(of: declaration),
                  let file = SyntaxQueries.sourceFile(of: declaration) else { return false }
            return SyntaxQueries.topLevelDeclarations(in: file).contains { $0.as(ProtocolDeclSyntax.self)?.name.text == name }
        }
    }
}
