import ArchitectSyntax
import SwiftSyntax

/// The check `repo-result-no-throw` and `net-result-no-throw` share: a data-layer method hands
/// back `Result<T, AppError>` and never throws.
enum ResultSignature {
    /// What is wrong with a method's signature.
    enum Problem {
        /// Marked `throws` (typed or not); `rethrows` is not.
        case throwing
        /// Returns `Result<T, E>` with an `E` other than the expected error type.
        case wrongError(TypeSyntax)
        /// `async`, does not throw and returns something other than a `Result`.
        case asyncWithoutResult(TypeSyntax)
    }

    /// Name beginnings of test doubles and preview stand-ins.
    static let doublePrefixes = ["Mock", "Fake", "Stub", "Spy", "Preview", "Dummy"]

    /// The declaration owning `function` and its name, when `function` is a method the rules
    /// check: declared directly in a type or extension whose name ends in one of `suffixes` and
    /// is no test double, neither `private`, `fileprivate`, `static` nor `class`, outside test
    /// files, previews and `#if DEBUG` code.
    static func checkedOwner(of function: FunctionDeclSyntax, suffixes: [String], in file: FileContext) -> (owner: Syntax, name: String)? {
        guard !file.isTestFile, let owner = owningDeclaration(of: function),
              let typeName = SyntaxQueries.declaredName(of: owner)?.split(separator: ".").last.map(String.init),
              suffixes.contains(where: { typeName.hasSuffix($0) }),
              !doublePrefixes.contains(where: { typeName.hasPrefix($0) }),
              !function.modifiers.contains(where: { ["private", "fileprivate", "static", "class"].contains($0.name.text) }),
              !SyntaxQueries.isPreviewOrDebugCode(function) else { return nil }
        return (owner, typeName)
    }

    /// Whether a problem found in a method of `owner` is reported at a protocol requirement
    /// instead: `owner` is a class, struct, actor or extension that adopts (in its file) a
    /// protocol whose name ends in one of `suffixes`. A requirement and its implementation must
    /// agree on `throws` and on the return type, so one problem would otherwise be reported twice.
    static func isReportedAtRequirement(_ owner: Syntax, suffixes: [String]) -> Bool {
        guard !owner.is(ProtocolDeclSyntax.self) else { return false }
        return SyntaxQueries.inheritedNamesInFile(of: owner).contains { name in suffixes.contains { name.hasSuffix($0) } }
    }

    /// What is wrong with the signature of `function`, or nil when it follows the rule.
    static func problem(of function: FunctionDeclSyntax, errorType: String) -> Problem? {
        let effects = function.signature.effectSpecifiers
        if let throwsClause = effects?.throwsClause, throwsClause.throwsSpecifier.tokenKind == .keyword(.throws) {
            return .throwing
        }
        guard let returnType = function.signature.returnClause?.type else { return nil }
        if let arguments = resultArguments(returnType) {
            guard arguments.count == 2, let failure = arguments.last else { return nil }
            return SyntaxQueries.plainTypeName(failure) == errorType ? nil : .wrongError(failure)
        }
        return effects?.asyncSpecifier != nil ? .asyncWithoutResult(returnType) : nil
    }

    /// The generic arguments of `Result<…>` or `Swift.Result<…>`, or nil for any other type.
    static func resultArguments(_ type: TypeSyntax) -> [TypeSyntax]? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Result" {
            return identifier.genericArgumentClause.map { $0.arguments.compactMap { $0.argument.as(TypeSyntax.self) } } ?? []
        }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "Result",
           member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift" {
            return member.genericArgumentClause.map { $0.arguments.compactMap { $0.argument.as(TypeSyntax.self) } } ?? []
        }
        return nil
    }

    /// The type or extension that declares `declaration` directly in its member block (also
    /// through `#if` clauses); nil for declarations nested in bodies and at file scope.
    static func owningDeclaration(of declaration: some SyntaxProtocol) -> Syntax? {
        var current = declaration.parent
        while let node = current {
            switch node.kind {
            case .memberBlockItem, .memberBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
                current = node.parent
            case .memberBlock:
                guard let owner = node.parent, SyntaxQueries.isTypeDeclaration(owner) else { return nil }
                return owner
            default:
                return nil
            }
        }
        return nil
    }
}
