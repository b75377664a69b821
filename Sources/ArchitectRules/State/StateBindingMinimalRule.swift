import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `@Binding` that its View only reads: a plain value would do.
struct StateBindingMinimalRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "state-binding-minimal", title: "Use @Binding only for two-way data", category: .state, impact: .critical, severity: .note,
        presets: [.recommended, .clinic, .review], aliases: ["review-no-readonly-binding"],
        rationale: """
        A `@Binding` says "this view writes back to state its parent owns". When the child only \
        reads the value, the binding misleads readers, forces callers to produce a `$` projection, \
        and ties the child to the parent's storage. Pass the value as a plain `let` instead. \
        The rule reports, at the property name, a `@Binding var` of a View struct when every use \
        of the name in the struct and in its extensions in the same file is a plain read. Any of \
        these counts as a use that keeps the binding: an assignment (`x = …`, `x.field = …`, \
        `x[i] = …`), a compound assignment (`x += …`), `&x`, a known mutating method (`x.toggle()`, \
        `x.append(…)`, `x.remove(…)`, …), forwarding `$x`. To stay precise the rule is silent when \
        it meets anything it cannot classify: a method call on the value it does not know, use of \
        the storage `_x` outside an initializer, a tuple containing the value, or a local \
        variable, parameter or closure parameter with the same name (shadowing). A binding the \
        file never mentions is also left alone, since it may be used from an extension in another \
        file. Initializers are not searched for uses (they usually set `_x` from a parameter of \
        the same name), and nor are nested types; but a binding an initializer of the view sets \
        itself (`_isEmpty = Binding(get: { … }, set: { _ in })`, a value derived from another \
        input) is left alone, as a plain `let` set in `init` would not follow what the getter reads.
        """,
        triggering: [
            RuleExample("""
            struct Badge: View {
                @Binding var ↓show: Bool
                init(show: Binding<Bool>) {
                    self._show = show
                }
                var body: some View {
                    Circle().opacity(show ? 1 : 0)
                }
            }
            """),
            RuleExample("""
            struct TitleRow: View {
                @Binding var ↓title: String
                var body: some View {
                    Text(title).font(.headline)
                }
            }
            """),
            RuleExample("""
            struct Badge {
                @SwiftUI.Binding var ↓count: Int
                @Binding var ↓isOn: Bool
                var body: some View {
                    Label("\\(count)", systemImage: isOn ? "bell" : "bell.slash")
                }
            }
            extension Badge: View {}
            extension Badge {
                var overflow: Bool { count > 99 && self.isOn }
            }
            """),
            RuleExample("""
            enum Settings {
                struct Summary: View {
                    #if os(iOS)
                    @Binding var ↓items: [String]
                    #endif
                    var body: some View {
                        VStack {
                            ForEach(items, id: \\.self) { item in Text(item) }
                            Text(items.isEmpty ? "None" : "\\(items.count) items")
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct RichTextView: View {
                @Binding private var isEmpty: Bool
                init(text: Binding<String>) {
                    self._isEmpty = Binding(get: { text.wrappedValue.isEmpty }, set: { _ in })
                }
                var body: some View {
                    Text(isEmpty ? "Write something" : "")
                }
            }
            """),
            RuleExample("""
            struct NameField: View {
                @Binding var name: String
                var body: some View { TextField("Name", text: $name) }
            }
            """),
            RuleExample("""
            struct Counter: View {
                @Binding var count: Int
                @Binding var isExpanded: Bool
                @Binding var tags: [String]
                @Binding var draft: Draft
                var body: some View {
                    Button("Add") {
                        count += 1
                        isExpanded.toggle()
                        tags.append("new")
                        draft.title = "Untitled"
                    }
                }
            }
            """),
            RuleExample("""
            // A @Binding var label: String that is only read would be flagged.
            struct Preview: View {
                let label: String
                @Binding var filter: Filter
                @Binding var query: String
                var body: some View {
                    Text(label)
                    Text(filter.describe())
                    ForEach(results) { query in Text(query) }
                }
            }
            """),
            RuleExample("""
            final class FormModel {
                @Binding var value: String
                init(value: Binding<String>) { _value = value }
                func read() -> String { value }
            }
            struct Toggles: View {
                @Binding var flag: Bool
                init(flag: Binding<Bool>) { _flag = flag }
                var body: some View { Text(flag ? "on" : "off") }
            }
            extension Toggles {
                func reset() { flag = false }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard let found = Self.readOnlyBindings(variable, in: file) else { return }
        // With an explicit initializer, the edit reaches it and its callers too.
        let hasInitializer = !TypeRoles.initializers(in: found.view.memberBlock).isEmpty
        let callers = hasInitializer ? " (and take the value, not a `Binding`, in `init` and at its callers)" : ""
        for name in found.names {
            report(name, "`@Binding var \(name.text)` in `\(found.view.name.text)` is only read, never written or passed on as `$\(name.text)`; make it a plain `let`\(callers).", in: file)
        }
    }

    /// The names `variable` declares that are `@Binding`s of a View and only ever read, with
    /// that View; nil when it is no `@Binding` of a View. Shared with `clean-wrapper-matrix`.
    static func readOnlyBindings(_ variable: VariableDeclSyntax, in file: FileContext) -> (view: StructDeclSyntax, names: [TokenSyntax])? {
        guard SyntaxQueries.attribute("Binding", in: variable.attributes) != nil,
              let view = EnclosingView.owner(ofMember: variable, in: file) else { return nil }
        var scopes = [view.memberBlock]
        if let qualified = DeclarationLookup.qualifiedName(of: Syntax(view)) {
            scopes += DeclarationLookup.extensions(of: qualified, in: file).map(\.memberBlock)
        }
        var names: [TokenSyntax] = []
        for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = pattern.identifier.text
            let scanner = BindingUseScanner(name: name, declaration: variable)
            for scope in scopes { scanner.walk(scope) }
            guard scanner.reads > 0, !scanner.keepsBinding, !buildsOwnBinding(name, in: scopes) else { continue }
            names.append(pattern.identifier)
        }
        return (view, names)
    }
}

extension StateBindingMinimalRule {
    /// Whether an initializer of the view builds the binding itself (`_isEmpty =
    /// Binding(get: …, set: …)`, not `_isEmpty = isEmpty`): a binding derived by the view, whose getter is read again at
    /// each body evaluation; a plain `let` set in `init` would freeze it.
    static func buildsOwnBinding(_ name: String, in scopes: [MemberBlockSyntax]) -> Bool {
        for scope in scopes {
            for member in scope.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
                for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("_" + name) {
                    // `_name = Binding(get: …, set: …)`, not `_name = name` from a parameter.
                    guard var target = token.parent else { continue }
                    if let member = target.parent, member.is(MemberAccessExprSyntax.self) { target = member }  // `self._name`
                    guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self) else { continue }
                    let elements = Array(sequence.elements)
                    if elements.count == 3, elements[0].id == target.id,
                       elements[1].is(AssignmentExprSyntax.self), let call = elements[2].as(FunctionCallExprSyntax.self),
                       SyntaxQueries.isCall(call, toType: "Binding") { return true }
                }
            }
        }
        return false
    }
}

/// Classifies every use of one property name inside a View's members: plain reads, or uses that
/// write it, forward `$name`, or cannot be classified. `state-ownership` asks it too, to tell a
/// `@State` draft the view edits from a value it only displays.
final class BindingUseScanner: SyntaxVisitor {
    let name: String
    let declaration: VariableDeclSyntax
    /// Plain reads seen.
    var reads = 0
    /// True once a write, a `$name` forward or an unclassifiable use is seen.
    var keepsBinding = false

    /// Methods that mutate common standard-library values.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "popFirst", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
        "update", "updateValue", "removeValue", "merge", "replaceSubrange", "negate", "swapAt", "move",
    ]

    /// Methods that only read common standard-library values.
    static let readingMethods: Set<String> = [
        "contains", "filter", "map", "compactMap", "flatMap", "first", "last", "sorted", "reversed", "joined", "formatted",
        "uppercased", "lowercased", "capitalized", "hasPrefix", "hasSuffix", "firstIndex", "lastIndex", "starts", "prefix",
        "suffix", "dropFirst", "dropLast", "reduce", "forEach", "enumerated", "min", "max", "split", "components",
        "trimmingCharacters", "localizedCaseInsensitiveContains", "isMultiple", "allSatisfy", "count",
    ]

    init(name: String, declaration: VariableDeclSyntax) {
        self.name = name
        self.declaration = declaration
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        node.id == declaration.id ? .skipChildren : .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // Declarations of the same name shadow the property: stay silent.
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if node.identifier.text == name { keepsBinding = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { keepsBinding = true }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { keepsBinding = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { keepsBinding = true }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        guard text == name || text == "$" + name || text == "_" + name else { return .visitChildren }
        var reference = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `other.name` is someone else's property; `self.name` is ours.
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
            reference = Syntax(member)
        }
        if text != name {
            keepsBinding = true  // `$name` forwards the binding; `_name` is a use we do not classify.
        } else {
            classify(reference)
        }
        return .visitChildren
    }

    /// Decides whether one reference to the wrapped value reads it, writes it, or cannot be told.
    private func classify(_ reference: Syntax) {
        var node = reference
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    let method = member.declName.baseName.text
                    if Self.readingMethods.contains(method) { reads += 1 } else { keepsBinding = true }
                    return
                }
                node = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == node.id {
                node = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
            } else {
                break
            }
        }
        guard let parent = node.parent else { return }
        if parent.is(InOutExprSyntax.self) || parent.is(KeyPathPropertyComponentSyntax.self) {
            keepsBinding = true
            return
        }
        if let labeled = parent.as(LabeledExprSyntax.self), labeled.parent?.parent?.is(TupleExprSyntax.self) == true {
            keepsBinding = true
            return
        }
        if let list = parent.as(ExprListSyntax.self), let next = element(after: node, in: list), isAssignment(next) {
            keepsBinding = true
            return
        }
        reads += 1
    }

    private func element(after node: Syntax, in list: ExprListSyntax) -> ExprSyntax? {
        var found = false
        for element in list {
            if found { return element }
            if element.id == node.id { found = true }
        }
        return nil
    }

    private func isAssignment(_ expression: ExprSyntax) -> Bool {
        if expression.is(AssignmentExprSyntax.self) { return true }
        guard let op = expression.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }
}
