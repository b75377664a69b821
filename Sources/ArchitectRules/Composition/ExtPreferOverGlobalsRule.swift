import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a top-level function whose only parameter is the value it works on, which reads better
/// as a method or computed property in an extension of that parameter's type.
struct ExtPreferOverGlobalsRule: SyntaxRule {
    /// The `dependencyTypeSuffixes` option.
    static let dependencyTypeSuffixes = Option<[String]>(
        "dependencyTypeSuffixes", default: ExtPreferOverGlobalsRule.defaultDependencySuffixes,
        "Parameter type name endings that mark an environment or dependency, not a subject; such functions are left alone.")
    /// The `toolPathWords` option.
    static let toolPathWords = Option<[String]>(
        "toolPathWords", default: ["Server", "Middleware", "CLI", "Tool", "Test", "Script"],
        "Words that, found in the module name or a folder of the path, mark server, command-line or test code where free functions are the style.")

    static let defaultDependencySuffixes = [
        "Environment", "Client", "Clients", "Dependencies", "Dependency", "Container", "Service", "Services",
        "Provider", "Store", "Manager", "Repository", "Session", "Context", "Configuration", "Config",
        "Request", "Database", "Application", "Router", "Coordinator", "Logger", "Proxy",
    ]

    /// Swift and Foundation value types that are more often a function's input than its subject: a
    /// function taking one of them is reported only when it also returns one of them.
    static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal", "Data", "Date", "URL", "UUID",
        "TimeInterval",
    ]

    static let description = RuleDescription(
        id: "ext-prefer-over-globals", title: "Prefer extensions over global functions",
        category: .composition, impact: .should, presets: [.mvvm],
        rationale: """
        The mvvm guide would rather see a helper hang off the type it serves than float in the \
        global namespace: `order.totalText` is found by autocompletion on `Order`, reads at the \
        call site, and does not collide with another module's `totalText(_:)`. A free function \
        that only looks at one value is usually that value's method in disguise.

        Reported, at its name: a function declared at file level (also inside a top-level `#if`), \
        not `private` or `fileprivate`, with no attributes, not generic, not `async`, with a body \
        and exactly one parameter whose type is a plain named type `T` or `A.T` (no generic \
        arguments, no optional, closure, tuple, `inout`, `some` or `any`), where the body reads \
        members of that parameter (`point.x`, `state.title`) at least as often as it uses the \
        parameter in any other way. When `T` is a Swift or Foundation value type (`String`, `Int`, \
        `Double`, `Date`, `URL`, `Data` and the like), the function must also return one of those \
        types (`countryFlag(_ code: String) -> String?`): a `String` that is parsed into a \
        project type (`parseRemotes(from output: String) -> [Remote]`) or looked up in a table is \
        input, not subject, and belongs in an initialiser or static method of the result type, not \
        in `extension String`. The message names the `extension T` to move it to.

        Left alone, because free functions are the right shape there or the subject is unclear: \
        functions with two or more parameters (reducers such as `reduce(state:action:)`, \
        combinators, builders); functions that only pass their parameter on to another call \
        (`shaderSource(fileName:)`, `colors(for:)`); parameters whose type names a dependency or \
        environment (`dependencyTypeSuffixes`: `…Environment`, `…Client`, `…Service`, `…Store` \
        and so on); names that start with a capital letter (view factories that pose as types); \
        operators; `main.swift`, files with an `@main` type, and files that hold nothing but \
        three or more top-level functions (a DSL or a script); modules or folders whose name \
        contains one of `toolPathWords` (server, middleware, command-line and test code); test \
        files, previews and `#if DEBUG` code. Doubtful cases the rule cannot tell apart, and the \
        reason it is a `should`: a parameter whose type another module owns (an extension there is \
        possible, but a reviewer may keep the free function), and a conversion from one project \
        type to another that would read better as an initialiser of the result type.
        """,
        options: [dependencyTypeSuffixes, toolPathWords],
        triggering: [
            RuleExample("""
            struct LatticePoint { var x: Int; var y: Int; var z: Int }

            public func ↓removalDelay(index: LatticePoint) -> Int {
                (index.x * 9 + index.y * 3 + index.z) % 300
            }
            """),
            RuleExample("""
            import Foundation

            // Formats the price for the cart footer.
            func ↓priceText(_ amount: Double) -> String {
                amount.formatted(.currency(code: "EUR"))
            }

            extension Order {
                var footer: String { priceText(total) }
            }
            """),
            RuleExample("""
            #if os(iOS)
            enum Game {
                struct State { var title: String }
            }
            func ↓menuTitle(state: Game.State) -> String {
                state.title.uppercased()
            }
            #endif
            """, path: "Sources/GameCore/GameCore.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // func priceText(_ amount: Double) -> String is a global function.
            extension Double {
                var priceText: String { formatted(.currency(code: "EUR")) }
                static func priceText(_ amount: Double) -> String { amount.formatted() }
            }
            struct Cart {
                func totalText(_ amount: Double) -> String { amount.formatted() }
                let label = "func badge(_ count: Int) -> String"
            }
            """),
            RuleExample("""
            struct Tag { let id: Int }
            func reduce(state: AppState, action: Action) -> AppState { state }
            func shaderSource(fileName: String) -> String {
                try! String(contentsOf: Bundle.main.url(forResource: fileName, withExtension: "shader")!, encoding: .utf8)
            }
            func sendReminders(environment: ServerEnvironment) { environment.mailer.flush() }
            private func clamp(_ value: Double) -> Double { value.rounded() }
            func apply<T: Numeric>(_ value: T) -> T { value.magnitude }
            func NotificationText(notification: Notification) -> Text { Text(notification.name.rawValue) }
            func == (lhs: Tag, rhs: Tag) -> Bool { lhs.id == rhs.id }
            func parseRemotes(from output: String) -> [Remote] { output.split(separator: "\n").map(Remote.init) }
            func speedUnit(for key: String) -> SpeedUnit { units.first { $0.key == key.lowercased() } ?? .auto }
            @MainActor func refresh(user: User) { user.reload() }
            func load(user: User) async -> Data { await user.avatar.data() }
            """),
            RuleExample("""
            func userTitle(user: User) -> String { user.name.capitalized }
            """, path: "Tests/AppTests/Helpers.swift"),
            RuleExample("""
            func makeResponse(conn: Conn) -> Response { conn.respond(status: 200) }
            """, path: "Sources/SiteMiddleware/Home.swift"),
            RuleExample("""
            #if DEBUG
            func debugName(user: User) -> String { user.name + " (debug)" }
            #endif
            struct Preview_Previews: PreviewProvider {
                static var previews: some View { Text("x") }
            }
            """),
            RuleExample("""
            func html(head: Head) -> Node { head.node }
            func body(content: Content) -> Node { content.node }
            func div(class name: ClassName) -> Node { name.node }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {
        guard case .identifier(let name) = node.name.tokenKind, let first = name.unicodeScalars.first,
              !first.properties.isUppercase,
              node.attributes.isEmpty, node.genericParameterClause == nil, node.genericWhereClause == nil,
              node.signature.effectSpecifiers?.asyncSpecifier == nil,
              let body = node.body, node.signature.parameterClause.parameters.count == 1,
              let parameter = node.signature.parameterClause.parameters.first,
              parameter.ellipsis == nil, parameter.defaultValue == nil,
              !node.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }),
              SyntaxQueries.isFileLevel(node), !file.isTestFile, file.fileName != "main.swift",
              let typeName = Self.subjectTypeName(parameter.type),
              !configuration[Self.dependencyTypeSuffixes].contains(where: { typeName.hasSuffix($0) }),
              !inToolCode(file), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        let local = (parameter.secondName ?? parameter.firstName).text
        guard local != "_", Self.isMainSubject(local, of: body), !Self.isEntryOrDSLFile(file) else { return }
        if Self.valueTypes.contains(typeName) {
            guard let result = node.signature.returnClause?.type, let resultName = SyntaxQueries.plainTypeName(result),
                  Self.valueTypes.contains(resultName) else { return }
        }
        let written = parameter.type.trimmedDescription
        report(node.name, "`\(name)` is a global function about its `\(written)` parameter; make it a method or computed property in `extension \(written)`.", in: file)
    }

    /// Whether the module name or a folder of the path contains one of `toolPathWords`.
    func inToolCode(_ file: FileContext) -> Bool {
        let words = configuration[Self.toolPathWords]
        if let module = file.module, words.contains(where: { module.contains($0) }) { return true }
        let folders = file.path.split(separator: "/").dropLast()
        return folders.contains { folder in words.contains { folder.contains($0) } }
    }

    /// The written name of a plain named type (`T`, `A.T`), or nil for any other type.
    static func subjectTypeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            let name = identifier.name.text
            return name == "Self" || name == "Any" || name == "AnyObject" ? nil : name
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
           subjectTypeName(member.baseType) != nil || member.baseType.is(MemberTypeSyntax.self) {
            return member.name.text
        }
        return nil
    }

    /// Whether the body reads members of `name` (`name.x`) at least once and at least as often as
    /// it uses `name` any other way.
    static func isMainSubject(_ name: String, of body: CodeBlockSyntax) -> Bool {
        let counter = ReferenceCounter(name: name)
        counter.walk(body)
        return counter.memberReads > 0 && counter.memberReads >= counter.otherUses
    }

    /// Whether the file is `main`-like: it declares an `@main` type, or holds only functions (three or
    /// more) besides imports and `#if` blocks.
    static func isEntryOrDSLFile(_ file: FileContext) -> Bool {
        file.cachedFlag(ExtPreferOverGlobalsRule.self) {
            let declarations = SyntaxQueries.topLevelDeclarations(in: file.tree)
            for declaration in declarations {
                let attributes: AttributeListSyntax? = declaration.asProtocol(WithAttributesSyntax.self)?.attributes
                if let attributes, SyntaxQueries.attributeNames(attributes).contains("main") { return true }
            }
            let others = declarations.filter { !$0.is(ImportDeclSyntax.self) }
            return others.count >= 3 && others.allSatisfy { $0.is(FunctionDeclSyntax.self) }
        }
    }
}

/// Counts how a parameter is used in a function body: as the base of a member access, or otherwise.
private final class ReferenceCounter: SyntaxVisitor {
    let name: String
    var memberReads = 0
    var otherUses = 0

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name, node.argumentNames == nil else { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            memberReads += 1
        } else if node.parent?.is(MemberAccessExprSyntax.self) != true {
            otherUses += 1
        }
        return .skipChildren
    }
}

