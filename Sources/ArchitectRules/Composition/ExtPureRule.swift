import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags mutable static storage in extensions, and I/O or network calls in extensions of system types.
struct ExtPureRule: SyntaxRule {
    /// The `systemTypes` option.
    static let systemTypes = Option<[String]>("systemTypes", default: ExtPureRule.defaultSystemTypes,
                                              "Extended types (last name component) whose extensions are helpers and must not do I/O.")

    static let defaultSystemTypes = [
        "String", "Substring", "StringProtocol", "Character", "Int", "Double", "Float", "CGFloat", "Bool", "Decimal",
        "BinaryInteger", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Date", "Data", "URL", "URLRequest", "UUID",
        "Array", "Dictionary", "Set", "Optional", "Collection", "Sequence", "RandomAccessCollection", "Calendar", "Locale",
        "TimeInterval", "DateFormatter", "NumberFormatter", "AttributedString", "NSAttributedString", "Comparable",
        "View", "Color", "Font", "Image", "Text", "Shape", "ViewModifier", "Binding", "EnvironmentValues", "Animation",
        "UIColor", "UIFont", "UIImage", "CGPoint", "CGSize", "CGRect",
    ]

    static let description = RuleDescription(
        id: "ext-pure", title: "Extensions hold no state and do no I/O",
        category: .composition, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide keeps extensions pure: a `Date` formatter or a `String` validator computes \
        from its input and nothing else. A mutable `static var` in an extension is a global in \
        disguise (shared by every caller, racing under concurrency, surviving between tests), and \
        a helper on `String` or `View` that reads files, writes defaults or calls the network \
        hides I/O where no one looks for it, out of reach of the repository and its mocks.

        Reported: (1) at its name, the first stored `static var` (or `class var`) declared in \
        an extension, with no accessor block and no property wrapper (once per extension: the \
        others are the same problem); (2) at the call, in an \
        extension of one of `systemTypes` (Swift, Foundation and SwiftUI value types such as \
        `String`, `Date`, `URL`, `Array`, `View`, `Color`), a call that does I/O: `URLSession` \
        requests (`data(for:)`, `data(from:)`, `dataTask`, `upload`, `download`), `FileManager` \
        writes (`createFile`, `createDirectory`, `removeItem`, `moveItem`, `copyItem`), \
        `write(to:)`/`write(toFile:)`, `UserDefaults` writes (`set`, `setValue`, `removeObject`), \
        and `NotificationCenter` posts.

        Left alone: `static let` constants and computed `static var`s; extensions of the \
        project's own types (splitting a repository over files is organisation, not a helper); \
        reads (`FileManager.default.fileExists`, `UserDefaults.standard.bool`); logging and \
        `print`; test files, previews and `#if DEBUG` code. A side effect behind a call of the \
        project's own (`Analytics.track()`) is not seen.
        """,
        options: [systemTypes],
        triggering: [
            RuleExample("""
            extension DateFormatter {
                static var ↓shared = DateFormatter()
                static let iso = ISO8601DateFormatter()
                static var relative = RelativeDateTimeFormatter()
            }
            extension GameCenterClient {
                private static var ↓viewController: UIViewController?
                private static var pendingMatch: Match?
            }
            """),
            RuleExample("""
            extension URL {
                func downloadAvatar() async -> Data? {
                    try? await URLSession.shared.↓data(from: self).0
                }
                func save(_ data: Data) { try? data.↓write(to: self) }
            }
            """),
            RuleExample("""
            #if os(iOS)
            enum Settings {
                struct Theme {}
            }
            extension Settings.Theme {
                nonisolated(unsafe) static var ↓current = Settings.Theme()
            }
            extension String {
                func remember() { UserDefaults.standard.↓set(self, forKey: "lastSearch") }
                func announce() { NotificationCenter.default.↓post(name: .searched, object: self) }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A static var in an extension would be shared state.
            extension String {
                static let emailPattern = "[A-Z]+@[A-Z]+"
                static var empty: String { "" }
                var isValidEmail: Bool { range(of: Self.emailPattern, options: .regularExpression) != nil }
                func exists() -> Bool { FileManager.default.fileExists(atPath: self) }
                func describe() { print("static var shared = write(to:)") }
            }
            """),
            RuleExample("""
            final class ProductRepositoryImpl {}
            extension ProductRepositoryImpl {
                func cache(_ data: Data, at url: URL) { try? data.write(to: url) }
                func fetch(_ request: URLRequest) async throws -> Data { try await URLSession.shared.data(for: request).0 }
            }
            struct Store { static var shared = Store() }
            """),
            RuleExample("""
            extension View {
                @TaskLocal static var traceID: String?
                func track() -> some View { onAppear { Analytics.track("screen") } }
            }
            """),
            RuleExample("""
            extension URL {
                static var stub = URL(fileURLWithPath: "/tmp")
                func save(_ data: Data) { try? data.write(to: self) }
            }
            """, path: "Tests/AppTests/URLHelpers.swift"),
            RuleExample("""
            #if DEBUG
            extension Date { static var frozen = Date(timeIntervalSince1970: 0) }
            #endif
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = Set(ioCalls.keys).union(sessionCalls).union(DefaultsAccess.writeMethods).union(["write", "removeObject"])


    let configuration: RuleConfiguration

    /// Calls that do I/O, by name, with the receiver they need (nil: any receiver).
    static let ioCalls: [String: String?] = [
        "dataTask": nil, "uploadTask": nil, "downloadTask": nil,
        "createFile": "FileManager", "createDirectory": "FileManager", "removeItem": "FileManager",
        "moveItem": "FileManager", "copyItem": "FileManager", "post": "NotificationCenter",
    ]
    /// `URLSession` calls that are requests only on a session receiver.
    static let sessionCalls: Set<String> = ["data", "upload", "download", "bytes"]

    /// The extensions of a file whose mutable static storage was reported already.
    private final class ReportedExtensions {
        var ids: Set<SyntaxIdentifier> = []
    }

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        guard node.bindingSpecifier.tokenKind == .keyword(.var),
              node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
              node.attributes.isEmpty, !file.isTestFile,
              let owner = ResultSignature.owningDeclaration(of: node), owner.is(ExtensionDeclSyntax.self),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        // One finding per extension: its later `static var`s are the same problem.
        let reported = file.cached(ReportedExtensions.self) { ReportedExtensions() }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  reported.ids.insert(owner.id).inserted else { continue }
            report(name, "`static var \(name.text)` is mutable storage in an extension; make it a `static let` constant or move the state into the type that owns it.", in: file)
        }
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let name = member.declName.baseName.text
        // The name is tested first: the receiver's text is only read for the few I/O names.
        var doesIO = false
        if let needed = Self.ioCalls[name] {
            doesIO = needed.map { base.trimmedDescription.hasPrefix($0) } ?? true
        } else if Self.sessionCalls.contains(name) {
            let receiver = base.trimmedDescription
            doesIO = receiver.hasPrefix("URLSession") || receiver.lowercased().hasSuffix("session")
        } else if name == "write", let label = node.arguments.first?.label?.text, label == "to" || label == "toFile" {
            doesIO = true
        } else if DefaultsAccess.writeMethods.contains(name) || name == "removeObject", let keyed = DefaultsAccess.keyedCall(node) {
            doesIO = DefaultsAccess.writeMethods.contains(keyed.name.text) || keyed.name.text == "removeObject"
        }
        guard !file.isTestFile else { return }
        guard doesIO, let extensionDecl = SyntaxQueries.enclosingTypeDeclaration(of: node)?.as(ExtensionDeclSyntax.self),
              let extended = SyntaxQueries.baseTypeName(extensionDecl.extendedType),
              configuration[Self.systemTypes].contains(extended),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        report(member.declName.baseName, "This extension of `\(extended)` does I/O (`\(name)`); keep extensions pure and move the call into a repository or service.", in: file)
    }

}
