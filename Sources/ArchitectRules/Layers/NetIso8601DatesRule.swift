import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `JSONDecoder()` of the network layer that decodes types which may hold dates without
/// ever being given a date decoding strategy.
struct NetIso8601DatesRule: SyntaxRule {
    static let description = RuleDescription(
        id: "net-iso8601-dates", title: "Network decoders decode ISO 8601 dates", category: .layer, impact: .must,
        presets: [.mvvm],
        rationale: """
        The mvvm guide has the network service decode JSON with the `.iso8601` date strategy, so \
        every response reads dates the same way; a decoder left on its default expects seconds \
        since 2001 and fails on the server's date strings.

        Reported, at `JSONDecoder`: a `JSONDecoder()` made in a network-layer file (a folder or \
        file name containing `network` or beginning or ending with `API`, or a file declaring a \
        `…NetworkService`, `…APIClient`, `…ApiClient` or `…HTTPClient` type) that is never given a \
        `dateDecodingStrategy` and decodes something that may hold dates. The decoder is followed \
        when it is used at once (`JSONDecoder().decode(…)`), or bound to a local, a stored \
        property or a private file constant whose every use in its scope is a member access on \
        it, or made and returned by a property's getter or closure (then the property's uses in \
        the type count). What it decodes may hold dates when the `T` of `decode(T.self, …)` is a \
        type declared in the same file with a stored `Date` property, directly or through other \
        types of the file. Any strategy set on the decoder, custom ones included, silences the rule.

        Left alone, for precision: a general-purpose decode of a generic `T` (whether the API's \
        dates are ISO 8601 cannot be seen: on the pinned apps one such service sent date-only \
        strings that `.iso8601` would reject); decoders that only read concrete types declared elsewhere or \
        holding no `Date` (a translation or search response), decoders passed as arguments, \
        assigned onwards or reachable from other files, names shadowed in the same scope, test \
        files, previews and `#if DEBUG` code, and files outside the network layer. Dates kept \
        as `String` or a custom date type are not seen.
        """,
        triggering: [
            RuleExample("""
            struct Session: Decodable { let token: String; let expiresAt: Date }

            final class NetworkService: NetworkServiceProtocol {
                private let decoder = ↓JSONDecoder()
                func signIn(_ endpoint: Endpoint) async -> Result<Session, AppError> {
                    let data = await load(endpoint)
                    return .success(try! decoder.decode(Session.self, from: data))
                }
            }
            """, path: "Sources/App/Network/NetworkService.swift"),
            RuleExample("""
            struct OrdersAPIClient {
                struct Order: Decodable { let id: Int; let placedAt: Date }
                struct Page: Decodable { let orders: [Order] }
                private var decoder: JSONDecoder {
                    let decoder = ↓JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return decoder
                }
                func parse(_ data: Data) throws -> Page { try decoder.decode(Page.self, from: data) }
                func first(_ data: Data) throws -> Order { try ↓JSONDecoder().decode(Order.self, from: data) }
            }
            """, path: "Sources/App/Orders/OrdersAPIClient.swift"),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                struct Item: Decodable { let title: String; let published: Date }
                struct Loader {
                    func load(_ data: Data) throws -> [Item] {
                        let jsonDecoder = ↓JSONDecoder()
                        return try jsonDecoder.decode([Item].self, from: data)
                    }
                }
            }
            #endif
            """, path: "Sources/Networking/FeedLoader.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // A generic service: whether the API's dates are ISO 8601 is not known.
            final class NetworkService: NetworkServiceProtocol {
                private let decoder = JSONDecoder()
                func request<T: Decodable>(_ endpoint: Endpoint) async -> Result<T, AppError> {
                    let data = await load(endpoint)
                    return .success(try! decoder.decode(T.self, from: data))
                }
            }
            """, path: "Sources/App/Network/NetworkService.swift"),
            RuleExample("""
            // A JSONDecoder() without .iso8601 would be wrong here.
            final class NetworkService {
                private let decoder: JSONDecoder = {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .iso8601
                    return decoder
                }()
                private let legacy = JSONDecoder()
                init() { legacy.dateDecodingStrategy = .secondsSince1970 }
                func decode<T: Decodable>(_ data: Data) throws -> T { try legacy.decode(T.self, from: data) }
            }
            """, path: "Sources/App/Network/NetworkService.swift"),
            RuleExample("""
            struct TranslationAPIClient {
                struct Response: Decodable { let translations: [Translation] }
                struct Translation: Decodable { let text: String }
                private var decoder: JSONDecoder {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return decoder
                }
                func parse(_ data: Data) throws -> Response { try decoder.decode(Response.self, from: data) }
                func user(_ data: Data) throws -> User { try JSONDecoder().decode(User.self, from: data) }
                func call<T: Decodable>(decoder: JSONDecoder = JSONDecoder()) throws -> T { fatalError() }
                let text = "JSONDecoder().decode(T.self, from: data)"
            }
            """, path: "Sources/App/Networking/TranslationAPIClient.swift"),
            RuleExample("""
            struct SettingsStore {
                struct Snapshot: Decodable { let savedAt: Date }
                func load(_ data: Data) throws -> Snapshot { try JSONDecoder().decode(Snapshot.self, from: data) }
            }
            """, path: "Sources/App/Settings/SettingsStore.swift"),
            RuleExample("""
            import Testing

            @Test func decodes() throws {
                _ = try JSONDecoder().decode(Event.self, from: data)
            }
            struct Event: Decodable { let at: Date }
            """, path: "Tests/NetworkTests/DecodingTests.swift"),
            RuleExample("""
            #Preview {
                let user = try! JSONDecoder().decode(Profile.self, from: sample)
                return ProfileView(user: user)
            }
            struct Profile: Decodable { let joined: Date }
            """, path: "Sources/App/Network/Previews.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["JSONDecoder"]


    let configuration: RuleConfiguration

    static let message = "This JSONDecoder decodes types that may hold dates but never gets a date strategy; set `dateDecodingStrategy = .iso8601` where it is made."

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard node.arguments.isEmpty, node.trailingClosure == nil,
              node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "JSONDecoder",
              !file.isTestFile, NetworkLayer.isNetworkFile(file), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        if let member = node.parent?.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "decode", let call = member.parent?.as(FunctionCallExprSyntax.self),
               Self.mayHoldDates(call, in: file) {
                report(node, Self.message, in: file)
            }
            return
        }
        guard let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              let scope = Self.scope(of: variable, in: file),
              let uses = Self.uses(of: name, in: scope, declaration: variable) else { return }
        var decodes = uses.decodes
        if uses.returned {
            // Made and returned by a property's getter or closure: follow the property.
            guard let property = Self.returningProperty(around: scope),
                  let propertyName = property.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let typeScope = Self.scope(of: property.variable, in: file),
                  let outer = Self.uses(of: propertyName, in: typeScope, declaration: property.variable, excluding: scope) else { return }
            decodes += outer.decodes
        }
        if decodes.contains(where: { Self.mayHoldDates($0, in: file) }) { report(node, Self.message, in: file) }
    }

    /// The property whose getter, or whose initial closure, is `scope`.
    static func returningProperty(around scope: Syntax) -> (variable: VariableDeclSyntax, binding: PatternBindingSyntax)? {
        var current: Syntax? = scope
        while let node = current {
            if let binding = node.as(PatternBindingSyntax.self), let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) {
                return (variable, binding)
            }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// Whether the type that `decode(T.self, …)` reads may hold dates: a type of this file with a
    /// stored `Date` (also through its file's types).
    static func mayHoldDates(_ call: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        guard let first = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              first.declName.baseName.text == "self", var base = first.base else { return false }
        if let array = base.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
            base = element.expression
        }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        return holdsDate(name, in: file, depth: 0)
    }

    /// Whether a struct or class of this file named `name` stores a `Date`, directly or through
    /// the types of its stored properties that the file declares.
    static func holdsDate(_ name: String, in file: FileContext, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        let index = DeclarationIndex.of(file.tree)
        let declarations = index.types.filter { $0.key == name || $0.key.hasSuffix("." + name) }.map(\.value)
        for declaration in declarations {
            guard let block = SyntaxQueries.memberBlock(of: declaration) else { continue }
            for property in SyntaxQueries.storedProperties(in: [block]) {
                guard let type = property.binding.typeAnnotation?.type else { continue }
                for token in type.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let text) = token.tokenKind else { continue }
                    if text == "Date" { return true }
                    if text != name, UTF8Text.startsUppercase(text), holdsDate(text, in: file, depth: depth + 1) { return true }
                }
            }
        }
        return false
    }

    /// Where a decoder bound by `variable` can be used: the body around a local, the type around a
    /// stored property, the file around a file-level constant.
    static func scope(of variable: VariableDeclSyntax, in file: FileContext) -> Syntax? {
        var current = variable.parent
        while let node = current {
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return node
            }
            if node.is(MemberBlockSyntax.self) { return node.parent }
            if node.is(SourceFileSyntax.self) {
                // Another file may configure a file-level constant that is not private.
                let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
                return isPrivate ? node : nil
            }
            current = node.parent
        }
        return nil
    }

    /// The `decode` calls made on `name` inside `scope` (leaving out `inner`), and whether it is
    /// returned from the getter or closure that made it; nil when it gets a date strategy or goes
    /// anywhere else.
    static func uses(of name: String, in scope: Syntax, declaration: VariableDeclSyntax,
                     excluding inner: Syntax? = nil) -> (decodes: [FunctionCallExprSyntax], returned: Bool)? {
        var decodes: [FunctionCallExprSyntax] = []
        var returned = false
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name {
            // The getter or closure that made the decoder was read already.
            if let inner, token.position >= inner.position, token.endPosition <= inner.endPosition { continue }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
                // The declaration's own pattern, or a parameter or another binding of the same name.
                if token.parent?.as(IdentifierPatternSyntax.self)?.parent?.parent?.parent?.id == declaration.id { continue }
                return nil
            }
            var used = ExprSyntax(reference)
            if let outer = reference.parent?.as(MemberAccessExprSyntax.self), outer.declName.id == reference.id {
                // `self.decoder`: only the `self.` form counts as the same name.
                guard outer.base?.trimmedDescription == "self" else { return nil }
                used = ExprSyntax(outer)
            }
            if used.parent?.is(ReturnStmtSyntax.self) == true { returned = true; continue }
            if let body = used.parent?.as(CodeBlockItemSyntax.self), body.parent?.parent?.is(AccessorBlockSyntax.self) == true
                || body.parent?.parent?.is(ClosureExprSyntax.self) == true {
                returned = true
                continue // an implicit return of the getter or closure that made it
            }
            guard let member = used.parent?.as(MemberAccessExprSyntax.self), member.base?.id == used.id else { return nil }
            switch member.declName.baseName.text {
            case "dateDecodingStrategy": return nil
            case "decode":
                if let call = member.parent?.as(FunctionCallExprSyntax.self) { decodes.append(call) }
            default: break
            }
        }
        return (decodes, returned)
    }
}
