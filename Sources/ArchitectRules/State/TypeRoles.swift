import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Questions about the role a declaration plays (ViewModel, View, value type, lock holder) that
/// the state, data-flow, concurrency and injection rules share. Answers come from one file's
/// syntax only; where the file cannot tell, they say "no".
enum TypeRoles {
    /// Whether a class counts as a ViewModel: its name ends in `ViewModel`, or it is `@Observable`.
    static func isViewModel(_ classDecl: ClassDeclSyntax) -> Bool {
        classDecl.name.text.hasSuffix("ViewModel") || isObservable(classDecl.attributes)
    }

    /// Whether an inherited name is a UIKit, AppKit, SceneKit or SpriteKit type or protocol
    /// (`UINavigationControllerDelegate`, `NSWindowController`, `SCNNode`), which marks a
    /// platform view or bridge rather than a ViewModel or service. `NSObject` does not count.
    static func isPlatformUIType(_ name: String) -> Bool {
        guard name != "NSObject" else { return false }
        for prefix in ["UI", "NS", "SCN", "SK"] where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return false
    }

    /// Whether an attribute list carries `@Observable` (also `@Observation.Observable`).
    static func isObservable(_ attributes: AttributeListSyntax) -> Bool {
        SyntaxQueries.attribute("Observable", in: attributes) != nil
    }

    /// The declaration (class, struct, actor, enum or extension) whose members include `node`,
    /// and for an extension the same-file type it extends, if declared here.
    static func owner(of node: some SyntaxProtocol, in file: FileContext) -> (declaration: Syntax, resolved: Syntax?)? {
        guard let declaration = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return nil }
        if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            return (declaration, DeclarationLookup.typeDeclaration(named: extensionDecl.extendedType.trimmedText, in: file))
        }
        return (declaration, declaration)
    }

    /// The stored instance properties declared directly in a member block (also inside `#if`).
    static func storedVariables(in members: MemberBlockSyntax) -> [VariableDeclSyntax] {
        var result: [VariableDeclSyntax] = []
        func collect(_ list: MemberBlockItemListSyntax) {
            for item in list {
                if let variable = item.decl.as(VariableDeclSyntax.self), DeclarationLookup.isStoredInstanceProperty(variable) {
                    result.append(variable)
                } else if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .decls(let nested)? = clause.elements { collect(nested) }
                    }
                }
            }
        }
        collect(members.members)
        return result
    }

    /// The initializers declared directly in a member block (also inside `#if`).
    static func initializers(in members: MemberBlockSyntax) -> [InitializerDeclSyntax] {
        var result: [InitializerDeclSyntax] = []
        func collect(_ list: MemberBlockItemListSyntax) {
            for item in list {
                if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                    result.append(initializer)
                } else if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case .decls(let nested)? = clause.elements { collect(nested) }
                    }
                }
            }
        }
        collect(members.members)
        return result
    }

    /// Whether a declaration is `private` or `fileprivate` for reading (`private(set)` does not count).
    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate)) && modifier.detail == nil
        }
    }

    /// The `@unchecked Sendable` entry of an inheritance clause.
    static func uncheckedSendable(in clause: InheritanceClauseSyntax?) -> AttributedTypeSyntax? {
        guard let clause else { return nil }
        for inherited in clause.inheritedTypes {
            guard let attributed = inherited.type.as(AttributedTypeSyntax.self),
                  SyntaxQueries.baseTypeName(attributed.baseType) == "Sendable",
                  SyntaxQueries.attribute("unchecked", in: attributed.attributes) != nil else { continue }
            return attributed
        }
        return nil
    }

    /// Standard-library, Foundation and SwiftUI types that are values (structs or enums).
    static let knownValueTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Date", "DateComponents", "UUID", "URL", "Data",
        "CGPoint", "CGSize", "CGRect", "CGVector", "Color", "Angle", "Duration", "TimeInterval", "IndexSet",
        "Array", "Dictionary", "Set", "ContiguousArray", "AttributedString", "Measurement", "PersonNameComponents",
    ]

    /// Whether a written type is certainly a value type: a known standard type, an array,
    /// dictionary, set or tuple, an optional of one of these, or a struct or enum declared in
    /// this file. Classes, protocols and unknown names give false.
    static func isValueType(_ type: TypeSyntax, in file: FileContext) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isValueType(optional.wrappedType, in: file) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isValueType(unwrapped.wrappedType, in: file) }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self) { return true }
        let written = type.trimmedText
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if knownValueTypes.contains(identifier.name.text) { return true }
            if identifier.genericArgumentClause == nil, let declaration = DeclarationLookup.typeDeclaration(named: written, in: file) {
                return declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
            }
            return false
        }
        if let member = type.as(MemberTypeSyntax.self) {
            if let base = member.baseType.as(IdentifierTypeSyntax.self), ["Swift", "Foundation", "SwiftUI"].contains(base.name.text) {
                return knownValueTypes.contains(member.name.text)
            }
            if let declaration = DeclarationLookup.typeDeclaration(named: written, in: file) {
                return declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
            }
        }
        return false
    }

    /// Whether a name is declared in this file as a struct or an enum.
    static func isDeclaredValueType(_ name: String, in file: FileContext) -> Bool {
        guard let declaration = DeclarationLookup.typeDeclaration(named: name, in: file) else { return false }
        return declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
    }

    /// Whether a name is declared in this file as a class or an actor.
    static func isDeclaredReferenceType(_ name: String, in file: FileContext) -> Bool {
        guard let declaration = DeclarationLookup.typeDeclaration(named: name, in: file) else { return false }
        return declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
    }
}
