import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a member of the app's strings type (`AppStrings`, `Strings{Feature}`) that is not a
/// `LocalizedStringKey`.
struct L10nKeyConstantTypeRule: SyntaxRule {
    static let stringsType = Option<String>("stringsType", default: "AppStrings",
        "The type that holds the shared string keys; `Strings{Feature}` types are checked too.")

    static let description = RuleDescription(
        id: "l10n-key-constant-type", title: "String constants are LocalizedStringKey",
        category: .l10n, impact: .must, presets: [.mvvm],
        rationale: """
        A key stored as a plain `String` is shown verbatim by `Text(_:)` (the `StringProtocol` \
        overload), so the translation is silently skipped; the guide types every constant of \
        `AppStrings` and of the feature `Strings{Feature}` enums as `LocalizedStringKey`, and \
        every function there returns one. Reported at the name: a static stored or computed \
        property, or a static function, declared in that type, in a type nested in it, or in an \
        extension of either, whose declared type (or return type) is not `LocalizedStringKey`, \
        or that has no type and is set to a string literal. Left alone: private and fileprivate \
        helpers, nested type declarations, instance members, properties set to \
        `LocalizedStringKey(…)` without a written type, and types with other names (the option \
        `stringsType` names the shared one).
        """,
        options: [stringsType],
        triggering: [
            RuleExample("""
            enum AppStrings {
                enum General {
                    static let ok: LocalizedStringKey = "general_ok"
                    static let ↓cancel = "general_cancel"
                }
            }
            """),
            RuleExample("""
            extension AppStrings.Product {
                static let ↓title: String = "product_title"
                static func ↓itemCount(_ count: Int) -> String { "product_item_count \\(count)" }
            }
            """),
            RuleExample("""
            #if os(iOS)
            enum StringsCheckout {
                static let pay: LocalizedStringKey = "checkout_pay"
                static var ↓total: Text { Text("checkout_total") }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // static let title = "x" in AppStrings would be reported.
            enum AppStrings {
                enum Product {
                    static let title: LocalizedStringKey = "product_title"
                    static let empty = LocalizedStringKey("product_empty_state")
                    static func itemCount(_ count: Int) -> LocalizedStringKey { "product_item_count \\(count)" }
                    private static let table = "Product"
                    enum Errors {}
                }
            }
            """),
            RuleExample("""
            enum AppConstants {
                static let pageSize = 20
                static let apiVersion = "v2"
            }
            struct StringsView: View {
                static let title = "Not a strings enum"
                var body: some View { Text("") }
            }
            """),
            RuleExample("""
            enum Copy {
                static let cancel: LocalizedStringKey = "general_cancel"
                var instanceTitle: String { "Not a constant" }
            }
            extension AppStringsProvider {
                static let fallback = "Look-alike name"
            }
            """, options: ["stringsType": .string("Copy")]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard SyntaxQueries.isTypeMember(variable.modifiers), !Self.isPrivate(variable.modifiers),
              isInStringsType(variable) else { return }
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let type = binding.typeAnnotation?.type {
                guard SyntaxQueries.plainTypeName(type) != "LocalizedStringKey" else { continue }
            } else {
                guard binding.initializer?.value.is(StringLiteralExprSyntax.self) == true else { continue }
            }
            report(pattern.identifier, "'\(pattern.identifier.text)' in the strings type is not a `LocalizedStringKey`; type it `LocalizedStringKey` so views look it up in the string catalog.", in: file)
        }
    }

    func visit(_ function: FunctionDeclSyntax, in file: FileContext) {
        guard SyntaxQueries.isTypeMember(function.modifiers), !Self.isPrivate(function.modifiers),
              isInStringsType(function) else { return }
        let returned = function.signature.returnClause.flatMap { SyntaxQueries.plainTypeName($0.type) }
        guard returned != "LocalizedStringKey" else { return }
        report(function.name, "'\(function.name.text)' in the strings type does not return a `LocalizedStringKey`; return one so views look it up in the string catalog.", in: file)
    }

    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    /// Whether the declaration sits in the strings type, a type nested in it, or an extension of
    /// either; or in a `Strings{Feature}` type.
    func isInStringsType(_ node: some SyntaxProtocol) -> Bool {
        var outermost: String?
        var current = node.parent
        while let candidate = current {
            if let extensionDecl = candidate.as(ExtensionDeclSyntax.self) {
                outermost = extensionDecl.extendedType.trimmedDescription.split(separator: ".").first.map(String.init)
            } else if SyntaxQueries.isTypeDeclaration(candidate) {
                if candidate.is(ProtocolDeclSyntax.self) { return false }
                outermost = SyntaxQueries.declaredName(of: candidate)
                if let structure = candidate.as(StructDeclSyntax.self), SyntaxQueries.isView(structure) { return false }
            }
            current = candidate.parent
        }
        guard let outermost else { return false }
        if outermost == configuration[Self.stringsType] { return true }
        guard outermost.hasPrefix("Strings"), outermost.count > 7 else { return false }
        return outermost[outermost.index(outermost.startIndex, offsetBy: 7)].isUppercase
    }
}
