import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectProject
import SwiftSyntax

/// Moves code from `ObservableObject` to the Observation framework (the `state-no-published`
/// family), in files whose iOS deployment target is 17 or later.
///
/// - a class conforming to `ObservableObject` becomes `@Observable`: the conformance leaves its
///   inheritance clause (other conformances stay; an emptied clause goes), or leaves the
///   extension that added it (an extension left with nothing goes); `@Published` is dropped from
///   its properties, keeping modifiers such as `private(set)` and every comment;
/// - `_x = Published(initialValue: v)` in an initializer becomes `x = v`;
/// - `@StateObject` becomes `@State`, only where that cannot repeat work: `@State` evaluates its
///   initial value each time the view is re-created, so the value must be a static member or a call
///   of the class with plain arguments, and the class's initializers and stored defaults must only
///   store plain values (`ObservationPurity`); otherwise the class stays, with a note; `@ObservedObject` becomes a plain property, or `@Bindable`
///   when the type uses `$property`; `@EnvironmentObject var x: T` becomes `@Environment(T.self) var x`;
///   `.environmentObject(x)` becomes `.environment(x)`;
/// - `import Combine` goes when nothing else in the file needs it; `import Observation` is added
///   when a file gains `@Observable` without importing SwiftUI or Observation.
///
/// The decision is taken once for the whole run (`ObservationPlan`), so a class and the views
/// that use it in other files change together. A class is left as it is, with its findings, when
/// the migration could break it: its `@Published` values are used as publishers (`$name`, `.$name`),
/// it or its users touch `objectWillChange` or build wrappers by hand (`StateObject(wrappedValue:)`),
/// it has lazy, dynamic or otherwise wrapped stored properties (`weak` and `unowned` ones are
/// tracked like any other), it is `Codable`,
/// it is subclassed, it conforms to a protocol refining `ObservableObject`, its name is declared
/// twice, it is used from a file below iOS 17, or an environment object of its type is bound with `$`.
/// A blocker outside a class concerns the class whose type the syntax shows: the argument of
/// `StateObject(wrappedValue: Model())`, the property `_model = StateObject(…)` assigns, the
/// declared type of `model` in `model.objectWillChange`, a static member such as `Store.shared`
/// declared with a type in the run; a generic whose parameter requires `ObservableObject`
/// (`Wrapper<M: ObservableObject>`) concerns the types passed to it (`Wrapper<Store>`,
/// `Wrapper(model: store)`). Every class is kept only when the type cannot be told: a wrapper with
/// no written type, a value of unknown type passed to such a generic, `ObservableObject` used as an
/// existential or a cast.
///
/// The project's files outside the run are read too (those that mention a class as an
/// identifier): a class is kept when one of them still holds it with `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject`, injects it with `.environmentObject(…)`, reads its
/// publishers or otherwise ties it to `ObservableObject`, since that file would stop compiling.
/// Each class kept gets a one-line note saying why.
struct StateNoPublishedFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = StateNoPublishedRule
    /// Files outside the run are checked for legacy uses of the classes that move.
    public static let readsOtherFiles = true

    /// The first iOS release with the Observation framework.
    static let minimumTarget = Version(17, 0)
    /// The first macOS release with it.
    static let minimumMacOS = Version(14, 0)

    /// Whether a file is built only for releases that have Observation: iOS 17 (or the release
    /// its placement puts in its place) and, when the file is also built for macOS, macOS 14.
    static func supportsObservation(_ placement: FilePlacement) -> Bool {
        placement.iOSTarget >= minimumTarget && (placement.platforms.minimums["macOS"].map { $0 >= minimumMacOS } ?? true)
    }

    /// Identifiers that mean the file still uses Combine after the migration.
    static let combineNames: Set<String> = [
        "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "Publishers", "PassthroughSubject", "CurrentValueSubject",
        "Subject", "Just", "Future", "Deferred", "Empty", "Fail", "Record", "Subscriber", "Subscribers", "Subscription",
        "Scheduler", "ImmediateScheduler", "ObservableObject", "ObservableObjectPublisher", "Published", "ConnectablePublisher",
        "AsyncPublisher", "AsyncThrowingPublisher", "CombineLatest", "Merge", "TopLevelDecoder", "TopLevelEncoder",
        "sink", "assign", "store", "eraseToAnyPublisher", "receive", "subscribe", "debounce", "throttle", "removeDuplicates",
        "combineLatest", "merge", "publisher", "publish", "autoconnect", "dataTaskPublisher", "objectWillChange", "send",
        "setFailureType", "replaceError", "switchToLatest", "handleEvents", "tryMap", "mapError", "share", "multicast",
        "makeConnectable", "values",
    ]

    let plan: ObservationPlan
    /// One note per class left alone.
    public let notes: [FixNote]

    /// Prepares the migration for a run that is the whole project.
    public init(run files: [FixInput]) {
        self.init(run: files, project: .none)
    }

    /// Prepares the migration: reads every file of the run, and the files of the project that
    /// mention a class about to move, and decides which classes move.
    public init(run files: [FixInput], project: FixProject) {
        var facts = ParallelMap.map(count: files.count, jobs: ParallelMap.defaultJobs) { ObservationFacts.collect(files[$0]) }
        // A second look, only where the run declares generics constrained to ObservableObject: what is passed to them.
        let constrained = facts.reduce(into: Set<String>()) { $0.formUnion($1.genericConstraints) }
        if !constrained.isEmpty {
            let uses = ParallelMap.map(count: files.count, jobs: ParallelMap.defaultJobs) { ObservationFacts.genericUses(of: constrained, in: files[$0].tree) }
            for index in facts.indices { facts[index].genericUses = uses[index] }
        }
        plan = ObservationPlan(facts, project: project)
        notes = plan.skipped.sorted { ($0.value.path, $0.key) < ($1.value.path, $1.key) }.map { name, skip in
            FixNote(path: skip.path, message: "\(name) not migrated: \(skip.reason).")
        }
    }

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard Self.supportsObservation(context.placement), !plan.observableTypes.isEmpty else { return FixOutput(tree: tree, count: 0) }
        let rewriter = Rewriter(plan: plan, newline: context.newline)
        var result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        guard rewriter.count > 0 else { return FixOutput(tree: tree, count: 0) }
        result = ImportEditing.removingUnused("Combine", from: result, stillUsed: Self.usesCombine)
        if rewriter.addedObservable && !ImportEditing.imports(result, anyOf: ["SwiftUI", "Observation"]) {
            result = ImportEditing.adding("Observation", to: result, newline: context.newline)
        }
        return FixOutput(tree: result, count: rewriter.count)
    }

    /// Whether a file still uses Combine: a name from `combineNames` (types, operators, `@Published`),
    /// or a publisher read from an instance (`model.$query`). A bare `$name.member` is a binding to a
    /// property wrapper's projection: a publisher used that way would also need an operator or
    /// type from the list (`sink`, `assign`, `values`, `AnyCancellable` …). In doubt, it does.
    static func usesCombine(_ tree: SourceFileSyntax) -> Bool {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if ImportEditing.isInsideImport(token) { continue }
            guard case .identifier(let text) = token.tokenKind else { continue }
            if combineNames.contains(text) { return true }
            if text.hasPrefix("$"), token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { return true }
        }
        return false
    }

    private final class Rewriter: SyntaxRewriter {
        let plan: ObservationPlan
        let newline: TriviaPiece
        var count = 0
        var addedObservable = false

        init(plan: ObservationPlan, newline: TriviaPiece) {
            self.plan = plan
            self.newline = newline
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
            let removable = node.map { item in item.item.as(ExtensionDeclSyntax.self).map(isEmptiedByMigration) ?? false }
            let visited = super.visit(node)
            guard removable.contains(true) else { return visited }
            var items: [CodeBlockItemSyntax] = []
            var carriedLeading: Trivia?
            for (index, item) in visited.enumerated() {
                if removable[index] {
                    // Counted where its conformance was removed (`visit(_: ExtensionDeclSyntax)`).
                    if index == 0 { carriedLeading = item.leadingTrivia }
                    continue
                }
                if let carried = carriedLeading {
                    items.append(item.with(\.leadingTrivia, carried + TriviaEditing.trimmingLeadingBlankSpace(item.leadingTrivia)))
                    carriedLeading = nil
                } else {
                    items.append(item)
                }
            }
            return CodeBlockItemListSyntax(items)
        }

        /// An extension that only added `ObservableObject` to a migrated class, with no member.
        private func isEmptiedByMigration(_ node: ExtensionDeclSyntax) -> Bool {
            guard let name = ObservationSyntax.simpleName(node.extendedType), plan.migrated.contains(name),
                  let clause = node.inheritanceClause, node.memberBlock.members.isEmpty,
                  node.genericWhereClause == nil, node.attributes.isEmpty else { return false }
            return clause.inheritedTypes.allSatisfy { ObservationSyntax.isObservableObject($0.type) }
        }

        override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
            guard plan.migrated.contains(node.name.text) else { return super.visit(node) }
            let indentation = node.firstToken(viewMode: .sourceAccurate).map(TriviaEditing.lineIndentation(of:)) ?? ""
            guard var result = super.visit(node).as(ClassDeclSyntax.self) else { return super.visit(node) }
            if let clause = result.inheritanceClause {
                let (kept, removed) = ObservationEditing.removingObservableObject(from: clause)
                if removed > 0 {
                    count += 1
                    if let kept {
                        result.inheritanceClause = kept
                    } else if let generics = result.genericParameterClause {
                        result.inheritanceClause = nil
                        result.genericParameterClause = generics.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(generics.trailingTrivia) + clause.trailingTrivia)
                    } else {
                        result.inheritanceClause = nil
                        result.name = result.name.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(result.name.trailingTrivia) + clause.trailingTrivia)
                    }
                }
            }
            if !ObservationSyntax.hasObservableAttribute(result.attributes) {
                let attribute = AttributeSyntax(atSign: .atSignToken(leadingTrivia: result.leadingTrivia),
                                                attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Observable"))))
                result = result.with(\.leadingTrivia, TriviaEditing.lineBreak(newline, indentation: indentation))
                result.attributes = AttributeListSyntax([.attribute(attribute)] + Array(result.attributes))
                addedObservable = true
                // A class whose conformance came from an extension (maybe in another file) changes here too.
                if !(node.inheritanceClause?.inheritedTypes.contains { ObservationSyntax.isObservableObject($0.type) } ?? false) { count += 1 }
            }
            return DeclSyntax(result)
        }

        override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
            guard let name = ObservationSyntax.simpleName(node.extendedType), plan.migrated.contains(name),
                  var result = super.visit(node).as(ExtensionDeclSyntax.self), let clause = result.inheritanceClause else { return super.visit(node) }
            let (kept, removed) = ObservationEditing.removingObservableObject(from: clause)
            guard removed > 0 else { return DeclSyntax(result) }
            count += 1
            if let kept {
                result.inheritanceClause = kept
            } else {
                result.inheritanceClause = nil
                result.extendedType = result.extendedType.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(result.extendedType.trailingTrivia) + clause.trailingTrivia)
            }
            return DeclSyntax(result)
        }

        override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
            let wrappers = ObservationSyntax.legacyWrappers(node.attributes)
            guard !wrappers.isEmpty else { return super.visit(node) }
            if wrappers.contains(.published) {
                guard let owner = ObservationSyntax.owningClass(of: node), plan.migrated.contains(owner.name.text),
                      let visited = super.visit(node).as(VariableDeclSyntax.self) else { return super.visit(node) }
                let (result, removed) = ObservationEditing.removingAttributes(from: visited) { ObservationSyntax.legacyWrapper($0) == .published }
                count += removed
                return DeclSyntax(result)
            }
            guard let type = plan.resolve(ObservationFacts.typeHint(ofProperty: node)), plan.observableTypes.contains(type),
                  let name = SyntaxQueries.boundNames(node).first,
                  let visited = super.visit(node).as(VariableDeclSyntax.self) else { return super.visit(node) }
            let usesBinding = ObservationSyntax.enclosingTypeNames(of: node).contains { plan.dollarUses[$0]?.contains(name) ?? false }
            var result = visited
            for wrapper in wrappers {
                switch wrapper {
                case .stateObject:
                    result = ObservationEditing.renamingAttribute(.stateObject, to: "State", in: result)
                case .observedObject:
                    if usesBinding {
                        result = ObservationEditing.renamingAttribute(.observedObject, to: "Bindable", in: result)
                    } else {
                        result = ObservationEditing.removingAttributes(from: result) { ObservationSyntax.legacyWrapper($0) == .observedObject }.0
                    }
                case .environmentObject:
                    guard let converted = ObservationEditing.environmentAttribute(in: result) else { return DeclSyntax(visited) }
                    result = converted
                case .published:
                    continue
                }
                count += 1
            }
            return DeclSyntax(result)
        }

        /// `_x = Published(initialValue: v)` in an initializer of a migrated class becomes `x = v`.
        override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
            guard let initializer = ObservationSyntax.enclosingInitializer(of: node),
                  let owner = ObservationSyntax.owningClass(ofInitializer: initializer), plan.migrated.contains(owner.name.text),
                  let visited = super.visit(node).as(SequenceExprSyntax.self),
                  let rewritten = ObservationEditing.unwrappingPublishedAssignment(visited, published: ObservationSyntax.publishedNames(of: owner))
            else { return super.visit(node) }
            count += 1
            return ExprSyntax(rewritten)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "environmentObject",
                  member.declName.argumentNames == nil, node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
                  let type = plan.resolve(ObservationFacts.typeHint(of: argument.expression)), plan.observableTypes.contains(type),
                  let visited = super.visit(node).as(FunctionCallExprSyntax.self),
                  let visitedMember = visited.calledExpression.as(MemberAccessExprSyntax.self) else { return super.visit(node) }
            count += 1
            let name = visitedMember.declName.baseName.with(\.tokenKind, .identifier("environment"))
            return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(visitedMember.with(\.declName, visitedMember.declName.with(\.baseName, name)))))
        }
    }
}

/// `StateNoPublishedRule` is rewritten by `StateNoPublishedFix`.
extension StateNoPublishedRule: FixableRule {
    typealias Fix = StateNoPublishedFix
}
