import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// What the session-storage rules (`persist-prefs-in-session-service`, `persist-clear-session`,
/// `persist-behind-protocol`) ask of the syntax around a storage call.
enum SessionStorage {
    /// The types and extensions around `node`, innermost first.
    static func enclosingDeclarations(of node: some SyntaxProtocol) -> [Syntax] {
        var result: [Syntax] = []
        var current = SyntaxQueries.enclosingTypeDeclaration(of: node)
        while let declaration = current {
            result.append(declaration)
            current = SyntaxQueries.enclosingTypeDeclaration(of: declaration)
        }
        return result
    }

    /// The last component of the name a declaration declares or extends (`Outer.Store` → `Store`).
    static func shortName(of declaration: Syntax) -> String? {
        guard let name = SyntaxQueries.declaredName(of: declaration) else { return nil }
        let last = UTF8Text.lastComponent(of: name, separatedBy: ".")
        return last.contains(where: \.isWhitespace) ? last.filter { !$0.isWhitespace } : last
    }

    /// Whether a type name names one of `services` or an implementation spelt around it
    /// (`SessionService`, `SessionServiceImpl`, `DefaultSessionService`, `LiveSessionService`).
    static func namesService(_ name: String, _ services: [String]) -> Bool {
        services.contains { !$0.isEmpty && name.contains($0) }
    }

    /// Whether `node` sits in one of `services`, or in a type that adopts one of them in this file.
    static func isInsideService(_ node: some SyntaxProtocol, _ services: [String]) -> Bool {
        enclosingDeclarations(of: node).contains { declaration in
            if let name = shortName(of: declaration), namesService(name, services) { return true }
            return SyntaxQueries.inheritedNamesInFile(of: declaration).contains { namesService($0, services) }
        }
    }

    /// Whether `expression` is `UserDefaults.standard` or a `UserDefaults(…)` construction.
    static func isUserDefaultsInstance(_ expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return SyntaxQueries.isCall(call, toType: "UserDefaults")
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text == "standard" && SyntaxQueries.isTypeReference(base, named: "UserDefaults")
        }
        return false
    }

    /// Whether a store expression is the iCloud key-value store (`NSUbiquitousKeyValueStore.default`).
    static func isUbiquitousStore(_ expression: ExprSyntax) -> Bool {
        expression.trimmedDescription.hasPrefix("NSUbiquitousKeyValueStore")
    }
}
