import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a stored property that is only ever re-synced from another stored property.
struct StateSingleSourceRule: SyntaxRule {
    /// The `minAssignments` option.
    static let minAssignments = Option<Int>("minAssignments", default: 2, "How many re-sync assignments report a property even when they do not follow a change to the source.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "state-single-source", title: "Compute derived state instead of storing a copy", category: .state, impact: .critical,
        presets: [.clinic, .review], aliases: ["review-single-source"],
        rationale: """
        A value that can be worked out from other state should be computed, not stored. A stored \
        copy has to be refreshed by hand after every change to its source, and the first code \
        path that forgets leaves the screen showing two different truths. A computed property \
        costs nothing to keep correct, and `@Observable` tracks it through the source it reads.

        The rule is a conservative heuristic. In one class, struct or actor (with its extensions \
        in the same file), it reports, at the property name, a stored `var` D when every \
        assignment to D has the form `D = S.…` (or `self.D = self.S.…`), where S is one other \
        stored property of the same type and `S.…` is a chain of member accesses, calls or \
        subscripts on it (`items.count`, `items.filter { … }.count`, `lines.reduce(0) { … }`, \
        optionally negated with `!`) that mentions no parameter or local (with one, as in \
        `items.firstIndex(of: item)`, the value is an input, not derived state), and either \
        there are at least `minAssignments` (2) such \
        assignments, or each one directly follows a statement that changes S.

        It stays silent for D when anything else happens to it: an assignment of another value, \
        a compound assignment, `&D`, a method call on it, an assignment inside a `didSet`/`willSet` \
        observer (the deliberate cache pattern for expensive filtering), or a local variable or \
        parameter with its name. A plain copy `D = S` is left alone too, since it is usually a \
        snapshot (saved value, undo point). Not covered: the same datum held both in a child's \
        `@State` and in its parent, which needs cross-type analysis.
        """,
        options: [minAssignments],
        triggering: [
            RuleExample("""
            @Observable
            final class TeamViewModel {
                var members: [String] = []
                var ↓memberCount = 0

                func add(_ member: String) {
                    members.append(member)
                    memberCount = members.count
                }
            }
            """),
            RuleExample("""
            final class CartModel {
                private(set) var lines: [Line] = []
                private(set) var ↓total: Decimal = 0

                func replace(with newLines: [Line]) {
                    lines = newLines
                    total = lines.reduce(0) { $0 + $1.price }
                }
            }

            extension CartModel {
                func clear() {
                    self.lines.removeAll()
                    self.total = self.lines.reduce(0) { $0 + $1.price }
                }
            }
            """),
            RuleExample("""
            struct InboxView: View {
                @State private var messages: [Message] = []
                @State private var ↓hasUnread = false

                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .onChange(of: messages) {
                            hasUnread = messages.contains { !$0.isRead }
                        }
                        .refreshable {
                            hasUnread = messages.contains { !$0.isRead }
                        }
                }
            }
            """),
            RuleExample("""
            enum Library {
                final class ShelfStore {
                    var books: [Book] = []
                    var ↓isEmpty = true
                    #if DEBUG
                    func seed() {
                        books = Book.samples
                        isEmpty = books.isEmpty
                    }
                    #endif
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // userCount = users.count after every change would be reported.
            @Observable
            final class UserListViewModel {
                var users: [String] = []
                var userCount: Int { users.count }

                func add(_ user: String) { users.append(user) }
            }
            """),
            RuleExample("""
            final class ScoreBoard {
                var scores: [Int] = []
                var best = 0

                func record(_ score: Int) {
                    scores.append(score)
                    best = max(best, score)
                }

                func reset() {
                    scores = []
                    best = scores.count
                }
            }
            """),
            RuleExample("""
            @Observable
            final class ContactsViewModel {
                var contacts: [Contact] = [] {
                    didSet { visibleContacts = contacts.filter { !$0.isArchived } }
                }
                private(set) var visibleContacts: [Contact] = []

                func reload(_ items: [Contact]) {
                    contacts = items
                    visibleContacts = contacts.filter { !$0.isArchived }
                }
            }
            """),
            RuleExample("""
            final class DraftEditor {
                var text = ""
                var savedLength = 0
                var snapshot = ""

                func save() {
                    persist(text)
                    savedLength = text.count
                    snapshot = text
                    snapshot = text
                }
            }
            """),
            RuleExample("""
            final class OptionPicker {
                var options: [String] = []
                var selectedIndex: Int?

                func select(_ option: String) {
                    selectedIndex = options.firstIndex(of: option)
                }

                func reload(_ fresh: [String], keeping option: String) {
                    options = fresh
                    selectedIndex = options.firstIndex(of: option)
                }
            }
            """),
            RuleExample("""
            final class Basket {
                var items: [String] = []
                var count = 0

                func load(items: [String]) {
                    self.items = items
                    count = items.count
                }

                func add(_ item: String) {
                    self.items.append(item)
                    count = self.items.count
                }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ node: ClassDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }
    public func visit(_ node: StructDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }
    public func visit(_ node: ActorDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }

    /// Checks one type declaration.
    private func check(_ node: Syntax, in file: FileContext) {
        guard let members = DeclarationLookup.memberBlock(of: node) else { return }
        let stored = TypeRoles.storedVariables(in: members)
        var storedNames = Set<String>()
        var candidates: [String: TokenSyntax] = [:]
        for variable in stored {
            let allowedAttributes = Set(SyntaxQueries.attributeNames(variable.attributes)).isSubset(of: ["State", "ObservationIgnored", "Published"])
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                storedNames.insert(pattern.identifier.text)
                if variable.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil, allowedAttributes {
                    candidates[pattern.identifier.text] = pattern.identifier
                }
            }
        }
        guard !candidates.isEmpty, storedNames.count >= 2 else { return }
        var scopes = [members]
        if let qualified = DeclarationLookup.qualifiedName(of: node) {
            scopes += DeclarationLookup.extensions(of: qualified, in: file).map(\.memberBlock)
        }
        let scanner = StoredPropertyUseScanner(storedNames: storedNames)
        for scope in scopes { scanner.walk(scope) }

        let minimum = max(1, configuration[Self.minAssignments])
        for (name, token) in candidates.sorted(by: { $0.key < $1.key }) {
            guard !scanner.shadowed.contains(name), !scanner.disqualified.contains(name),
                  let assignments = scanner.derivedAssignments[name], !assignments.isEmpty else { continue }
            let sources = Set(assignments.map(\.source))
            guard sources.count == 1, let source = sources.first, source != name,
                  !(scanner.shadowed.contains(source) && assignments.contains(where: \.isBare)) else { continue }
            let followsEachChange = assignments.allSatisfy { assignment in
                assignment.previousStatement.map { scanner.writeStatements[source, default: []].contains($0) } ?? false
            }
            guard assignments.count >= minimum || followsEachChange, let example = assignments.first?.valueText else { continue }
            report(token, "`\(name)` is only ever set from `\(source)` (`\(example)`); make it a computed property so it can never fall out of sync.", in: file)
        }
    }
}

/// One assignment `D = S.…` found in a type's members.
private struct DerivedAssignment {
    /// The stored property the value is derived from.
    let source: String
    /// The value as written, for messages.
    let valueText: String
    /// Whether the source is named without `self.`, so a local of that name would hide it.
    let isBare: Bool
    /// The statement just before the assignment in the same block, if any.
    let previousStatement: SyntaxIdentifier?
}

/// Classifies every use of a type's stored property names inside its members.
private final class StoredPropertyUseScanner: SyntaxVisitor {
    let storedNames: Set<String>
    /// Names that a local variable, parameter or pattern also binds.
    var shadowed = Set<String>()
    /// Properties that are written in any way other than `D = S.…`.
    var disqualified = Set<String>()
    /// The `D = S.…` assignments, by D.
    var derivedAssignments: [String: [DerivedAssignment]] = [:]
    /// The statements (code-block items) that write each property, by property name.
    var writeStatements: [String: Set<SyntaxIdentifier>] = [:]

    /// Methods that change common standard-library values in place.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "popFirst", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
        "update", "updateValue", "removeValue", "merge", "replaceSubrange", "swapAt", "move", "negate",
    ]

    init(storedNames: Set<String>) {
        self.storedNames = storedNames
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        let name = node.identifier.text
        guard storedNames.contains(name) else { return .visitChildren }
        // The declaration of the stored property itself is not a shadow.
        if let variable = node.parent?.parent?.parent?.as(VariableDeclSyntax.self), DeclarationLookup.isDirectMember(variable) {
            return .visitChildren
        }
        shadowed.insert(name)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if storedNames.contains(node.name.text) { shadowed.insert(node.name.text) }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if storedNames.contains(name) { shadowed.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = (node.secondName ?? node.firstName).text
        if storedNames.contains(name) { shadowed.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard storedNames.contains(name) else {
            if name.hasPrefix("_") || name.hasPrefix("$"), storedNames.contains(String(name.dropFirst())) {
                disqualified.insert(String(name.dropFirst()))
            }
            return .visitChildren
        }
        var reference = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
            reference = Syntax(member)
        }
        classify(name, reference)
        return .visitChildren
    }

    /// Records whether one reference to a stored property reads it, re-syncs it from another, or writes it.
    private func classify(_ name: String, _ reference: Syntax) {
        var node = reference
        var isWholeValue = true
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    if Self.mutatingMethods.contains(member.declName.baseName.text) { recordWrite(name, at: reference) }
                    return
                }
                isWholeValue = false
                node = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == node.id {
                isWholeValue = false
                node = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
            } else {
                break
            }
        }
        guard let parent = node.parent else { return }
        if parent.is(InOutExprSyntax.self) || (parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true) {
            recordWrite(name, at: reference)
            return
        }
        guard let list = parent.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == node.id }) else { return }
        let following = list[list.index(after: index)...]
        guard let next = following.first, isAssignment(next) else { return }
        noteWriteStatement(name, at: reference)
        guard isWholeValue, next.is(AssignmentExprSyntax.self), index == list.startIndex, following.count == 2,
              let value = following.last, let derived = derivedSource(value), derived.source != name, usesOnlyStoredState(value),
              !isInsideObserver(reference) else {
            disqualified.insert(name)
            return
        }
        derivedAssignments[name, default: []].append(DerivedAssignment(
            source: derived.source, valueText: value.trimmedText, isBare: derived.isBare, previousStatement: previousStatement(of: reference)))
    }

    /// Records a write that is not a re-sync: the property no longer qualifies.
    private func recordWrite(_ name: String, at reference: Syntax) {
        disqualified.insert(name)
        noteWriteStatement(name, at: reference)
    }

    /// Remembers which statement changes the property, for "directly follows a change".
    private func noteWriteStatement(_ name: String, at reference: Syntax) {
        if let statement = enclosingStatement(of: reference) { writeStatements[name, default: []].insert(statement.id) }
    }

    private func isAssignment(_ expression: ExprSyntax) -> Bool {
        if expression.is(AssignmentExprSyntax.self) { return true }
        guard let op = expression.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// The stored property a value is derived from, and whether it is named without `self.`:
    /// S for `S.a`, `S.f(…).b`, `self.S[…]?.c` and `!S.isEmpty`. Nil for anything else, including `S` alone.
    private func derivedSource(_ value: ExprSyntax) -> (source: String, isBare: Bool)? {
        var expression = value
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { expression = prefix.expression }
        var steps = 0
        while true {
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    let name = member.declName.baseName.text
                    return steps > 0 && storedNames.contains(name) ? (name, false) : nil
                }
                steps += 1
                expression = base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                expression = call.calledExpression
            } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                steps += 1
                expression = subscriptCall.calledExpression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return steps > 0 && storedNames.contains(name) ? (name, true) : nil
            } else {
                return nil
            }
        }
    }

    /// Whether a value depends on nothing but the type's stored properties: every bare name in it
    /// is a stored property, `self`, a capitalised type, a closure parameter declared inside the
    /// value, or `$0`-style. A parameter or local (`items.firstIndex(of: item)`) makes it an input.
    private func usesOnlyStoredState(_ value: ExprSyntax) -> Bool {
        var declaredInside = Set<String>()
        for node in value.tokens(viewMode: .sourceAccurate) {
            guard let parent = node.parent else { continue }
            if parent.is(ClosureShorthandParameterSyntax.self) || parent.is(IdentifierPatternSyntax.self) {
                declaredInside.insert(node.text)
            } else if let parameter = parent.as(ClosureParameterSyntax.self) {
                declaredInside.insert((parameter.secondName ?? parameter.firstName).text)
            }
        }
        for token in value.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            if reference.parent?.is(KeyPathPropertyComponentSyntax.self) == true { continue }
            if storedNames.contains(text) || declaredInside.contains(text) || UTF8Text.startsUppercase(text) { continue }
            return false
        }
        return true
    }

    /// Whether the reference sits inside a `didSet` or `willSet` observer.
    private func isInsideObserver(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let accessor = candidate.as(AccessorDeclSyntax.self) {
                return accessor.accessorSpecifier.tokenKind == .keyword(.didSet) || accessor.accessorSpecifier.tokenKind == .keyword(.willSet)
            }
            if candidate.is(MemberBlockSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }

    private func enclosingStatement(of node: Syntax) -> CodeBlockItemSyntax? {
        var current = node.parent
        while let candidate = current {
            if let item = candidate.as(CodeBlockItemSyntax.self) { return item }
            if candidate.is(MemberBlockSyntax.self) { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// The statement just before the one containing `node`, in the same block.
    private func previousStatement(of node: Syntax) -> SyntaxIdentifier? {
        guard let statement = enclosingStatement(of: node), let list = statement.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == statement.id }), index != list.startIndex else { return nil }
        return list[list.index(before: index)].id
    }
}
