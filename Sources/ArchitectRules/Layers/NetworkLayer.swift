import ArchitectSyntax
import SwiftSyntax

/// What the `net-*` rules agree the network layer is, and how they read HTTP header writes.
enum NetworkLayer {
    /// Name endings of the types that make up the network layer (the service and its clients).
    static let clientSuffixes = ["NetworkService", "NetworkServiceImpl", "NetworkServiceProtocol", "NetworkServicing",
                                 "APIClient", "ApiClient", "HTTPClient"]

    /// Whether `name` (the last component of a type name) ends in one of `suffixes`.
    static func hasSuffix(_ name: String, among suffixes: [String]) -> Bool {
        suffixes.contains { name.hasSuffix($0) }
    }

    /// Whether `name` is the name of a test double or preview stand-in.
    static func isDouble(_ name: String) -> Bool {
        ["Mock", "Mocked", "Fake", "Stub", "Spy", "Preview", "Dummy"].contains { name.hasPrefix($0) }
    }

    /// Whether the file belongs to the network layer: a folder or file name containing `network`
    /// (any case), or beginning or ending with `API`/`Api`, or a file that declares a top-level type
    /// whose name ends in one of `clientSuffixes`.
    static func isNetworkFile(_ file: FileContext) -> Bool {
        file.cachedFlag(NetworkLayer.self) {
            if isNetworkPath(file.path) { return true }
            return SyntaxQueries.topLevelDeclarations(in: file.tree).contains { declaration in
                guard SyntaxQueries.isTypeDeclaration(Syntax(declaration)), !declaration.is(ExtensionDeclSyntax.self),
                      let name = SyntaxQueries.declaredName(of: declaration) else { return false }
                return hasSuffix(name, among: clientSuffixes)
            }
        }
    }

    /// Whether a folder or the file name of `path` names the network layer.
    static func isNetworkPath(_ path: String) -> Bool {
        path.split(separator: "/").contains { component in
            let base = component.split(separator: ".").first.map(String.init) ?? String(component)
            let lower = base.lowercased()
            return lower.contains("network") || base.hasPrefix("API") || base.hasPrefix("Api")
                || base.hasSuffix("API") || base.hasSuffix("Api")
        }
    }

    /// Whether `node` sits inside a type or extension whose name ends in one of `clientSuffixes`.
    static func isInsideClient(_ node: some SyntaxProtocol) -> Bool {
        var current = SyntaxQueries.enclosingTypeDeclaration(of: node)
        while let type = current {
            if let name = SyntaxQueries.declaredName(of: type)?.split(separator: ".").last.map(String.init),
               hasSuffix(name, among: clientSuffixes) { return true }
            current = SyntaxQueries.enclosingTypeDeclaration(of: type)
        }
        return false
    }

    /// A write of an HTTP header whose field is the string literal `field`: the literal, and the
    /// value written. Recognised: `setValue(v, forHTTPHeaderField: "…")` and
    /// `addValue(v, forHTTPHeaderField: "…")`, a dictionary element `["…": v]`, and an assignment
    /// through a subscript `headers["…"] = v`.
    static func headerWrite(at literal: StringLiteralExprSyntax) -> ExprSyntax? {
        if let argument = literal.parent?.as(LabeledExprSyntax.self) {
            if argument.label?.text == "forHTTPHeaderField",
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               let name = SyntaxQueries.calledName(call), name == "setValue" || name == "addValue",
               let value = call.arguments.first, value.label == nil {
                return value.expression
            }
            guard argument.label == nil, argument.parent?.parent?.is(SubscriptCallExprSyntax.self) == true,
                  let subscriptCall = argument.parent?.parent?.as(SubscriptCallExprSyntax.self),
                  subscriptCall.arguments.count == 1 else { return nil }
            var target = ExprSyntax(subscriptCall)
            // `headers["…"]? = v` and `request.allHTTPHeaderFields?["…"] = v`
            if let optional = target.parent?.as(OptionalChainingExprSyntax.self) { target = ExprSyntax(optional) }
            guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            return elements[2]
        }
        if let element = literal.parent?.as(DictionaryElementSyntax.self), element.key.id == literal.id {
            return element.value
        }
        return nil
    }

    /// The plain text of a string literal without interpolations, or nil.
    static func plainText(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }
}
