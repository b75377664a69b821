import ArchitectSyntax
import SwiftSyntax

/// One rule as the typed dispatcher calls it.
///
/// A call through an `any SyntaxRule` held in an array copies the existential (the rule and its
/// configuration) and destroys the copy, once per callback: about a million times on a mid-sized
/// app. Through this class a callback is one virtual call on a reference, and the subclass
/// `ConcreteRuleCaller` calls its rule's own `visit` directly. Made once per rule and run.
class RuleCaller: @unchecked Sendable {
    /// The type of the rule called, which keys `--profile-rules` timings and tells rules apart.
    let ruleType: any SyntaxRule.Type

    init(ruleType: any SyntaxRule.Type) {
        self.ruleType = ruleType
    }

    /// The caller of `rule` (the existential is opened once, here).
    static func make(_ rule: some SyntaxRule) -> RuleCaller {
        ConcreteRuleCaller(rule)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {}
    func visit(_ node: VariableDeclSyntax, in file: FileContext) {}
    func visit(_ node: StructDeclSyntax, in file: FileContext) {}
    func visit(_ node: ClassDeclSyntax, in file: FileContext) {}
    func visit(_ node: EnumDeclSyntax, in file: FileContext) {}
    func visit(_ node: ActorDeclSyntax, in file: FileContext) {}
    func visit(_ node: ProtocolDeclSyntax, in file: FileContext) {}
    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {}
    func visit(_ node: MemberTypeSyntax, in file: FileContext) {}
    func visit(_ node: IdentifierTypeSyntax, in file: FileContext) {}
    func visit(_ node: ImportDeclSyntax, in file: FileContext) {}
    func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) {}
    func visit(_ node: AttributeSyntax, in file: FileContext) {}
    func visit(_ node: InitializerDeclSyntax, in file: FileContext) {}
    func visit(_ node: FunctionDeclSyntax, in file: FileContext) {}
    func visit(_ node: SequenceExprSyntax, in file: FileContext) {}
    func visit(_ node: MemberAccessExprSyntax, in file: FileContext) {}
    func visit(_ node: KeyPathExprSyntax, in file: FileContext) {}
    func visit(_ node: InheritedTypeSyntax, in file: FileContext) {}
    func visit(_ node: ClosureExprSyntax, in file: FileContext) {}
    func visit(_ node: IfExprSyntax, in file: FileContext) {}
    func visit(_ node: StringLiteralExprSyntax, in file: FileContext) {}
}

/// The caller of one rule of a known type.
private final class ConcreteRuleCaller<Rule: SyntaxRule>: RuleCaller, @unchecked Sendable {
    let rule: Rule

    init(_ rule: Rule) {
        self.rule = rule
        super.init(ruleType: Rule.self)
    }

    override func visit(_ node: FunctionCallExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: VariableDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: StructDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: ClassDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: EnumDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: ActorDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: ProtocolDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: ExtensionDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: MemberTypeSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: IdentifierTypeSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: ImportDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: AttributeSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: InitializerDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: FunctionDeclSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: SequenceExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: MemberAccessExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: KeyPathExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: InheritedTypeSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: ClosureExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: IfExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
    override func visit(_ node: StringLiteralExprSyntax, in file: FileContext) { rule.visit(node, in: file) }
}
