import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags Combine plumbing in ViewModels and services where async/await would do.
struct ConcCombineToAsyncRule: SyntaxRule {
    /// The `allowedOperators` option.
    static let allowedOperators = Option<[String]>("allowedOperators", default: ["combineLatest", "merge", "throttle", "scan", "debounce"],
                       "Combine operators whose use anywhere in a file exempts the file.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "conc-combine-to-async", title: "Prefer async/await over Combine in ViewModels and services", category: .conc,
        impact: .critical, presets: [.clinic, .optimise], aliases: ["data-combine-avoid"],
        rationale: """
        A fetch, transform and display flow reads top to bottom with async/await, is cancelled \
        with the task that runs it (`.task`, `.task(id:)`), and reports errors with `throws`. The \
        same flow in Combine needs a `Set<AnyCancellable>` to keep subscriptions alive, `[weak \
        self]` in every `sink` to avoid retain cycles, and type erasure that hides what flows \
        where. Combine still earns its place when several continuous streams are merged with \
        time-based operators.

        The rule reports, inside a class or actor (or an extension of a class declared in the \
        same file), one finding per Combine pipeline: at `sink` for a `.sink` call that is given \
        a closure, or at `store` for a `.store(in: &…)` whose chain has no such `sink` (a \
        `.sink { }.store(in: &bag)` chain is one pipeline, reported once). A type with no \
        pipeline of its own is reported at each `PassthroughSubject` or `CurrentValueSubject` \
        it names (bare or `Combine.`-qualified, as a type or a constructor), and failing that at \
        its first `AnyCancellable`: storage for subscriptions made elsewhere. `import Combine` \
        is reported, at the `import`, only in a file that declares a class or actor outside any \
        View, uses one of those constructs, and has no finding in its classes already (the \
        uses sit in top-level code or in extensions of types declared elsewhere); an import \
        that only serves `ObservableObject`/`@Published` (needed below iOS 17) is left alone. \
        Views and other structs are left alone, and so is the generic `Inspection` class with a \
        `notice` subject that the ViewInspector test library asks apps to declare (the library's \
        protocol, adopted in the test target, dictates that subject), and so are classes that inherit from or conform \
        to a UIKit, AppKit, SceneKit or SpriteKit type (`SCNView`, `UIViewController`): a \
        platform view binding itself to a store is neither a ViewModel nor a service (`.onReceive` \
        and timers in a View are not this rule's concern), as are `AnyPublisher` and \
        `@Published` (the latter belongs to `state-no-published`). A file that uses any of the \
        `allowedOperators` (`combineLatest`, `merge`, `throttle`, `scan`, `debounce`; also the \
        `Publishers.CombineLatest`/`Publishers.Merge` spellings) is exempt as a whole, because \
        that is the multi-stream case Combine is kept for.
        """,
        options: [
            allowedOperators,
        ],
        triggering: [
            RuleExample("""
            import Combine

            @MainActor
            final class SearchViewModel {
                var results: [String] = []
                private var bag = Set<AnyCancellable>()
                private let queries = PassthroughSubject<String, Never>()

                init(service: SearchService) {
                    queries
                        .removeDuplicates()
                        .↓sink { [weak self] text in self?.run(text) }
                        .store(in: &bag)
                    service.status
                        .map(\\.label)
                        .assign(to: \\.title, on: self)
                        .↓store(in: &bag)
                }
            }
            """),
            RuleExample("""
            ↓import Combine

            extension SharedPlayer {
                func observe() {
                    progress.sink { print($0) }.store(in: &bag)
                }
            }

            final class PlayerLog {}
            """),
            RuleExample("""
            final class SessionService {
                let state = Combine.↓CurrentValueSubject<Bool, Never>(false)
                var token: AnyCancellable?
            }

            actor TokenRefresher {
                private var subscription: Combine.↓AnyCancellable?
            }
            """),
            RuleExample("""
            final class FeedViewModel {
                var items: [String] = []
                var cancellables: Set<AnyCancellable> = []
            }

            extension FeedViewModel {
                func observe(_ feed: FeedSource) {
                    feed.updates
                        .map { $0.titles }
                        .↓sink(receiveValue: { [weak self] in self?.items = $0 })
                        .store(in: &cancellables)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import Combine
            internal final class Inspection<V> {
                let notice = PassthroughSubject<UInt, Never>()
                var callbacks = [UInt: (V) -> Void]()
                func visit(_ view: V, _ line: UInt) {
                    if let callback = callbacks.removeValue(forKey: line) { callback(view) }
                }
            }
            """),
            RuleExample("""
            import Combine

            public final class BoardNode: SCNNode {
                private var cancellables: Set<AnyCancellable> = []
                init(store: StoreOf<Board>) {
                    super.init()
                    store.publisher.isHighlighted
                        .sink { [weak self] in self?.opacity = $0 ? 1 : 0.5 }
                        .store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import Combine
            import Foundation

            // Written for iOS 16: Combine is imported only for ObservableObject and @Published.
            final class ReadingListModel: ObservableObject {
                @Published var titles: [String] = []
            }
            """, iOS: Version(16)),
            RuleExample("""
            import Combine

            // Several live sensor streams merged over time: the case Combine is kept for.
            final class WorkoutViewModel {
                private var cancellables = Set<AnyCancellable>()
                init(sensor: HeartSensor) {
                    sensor.heartRate
                        .combineLatest(sensor.cadence)
                        .throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
                        .sink { [weak self] in self?.update($0, $1) }
                        .store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import Combine

            struct ClockView: View {
                let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                @State private var now = Date.now
                var body: some View {
                    Text(now, style: .time).onReceive(ticks) { now = $0 }
                }
            }
            """),
            RuleExample("""
            // Set<AnyCancellable> and .sink { } would be reported in a ViewModel.
            final class Kitchen {
                let label = "PassthroughSubject"
                var handles: [MyAnyCancellable] = []
                func clean(_ drain: Drain, cache: Cache) {
                    drain.sink(3)
                    cache.store(label, in: "bucket")
                }
            }
            """),
            RuleExample("""
            @Observable
            final class ProfileViewModel {
                var name = ""
                func load(_ repository: any ProfileRepository) async throws {
                    name = try await repository.fetchName()
                }
            }
            """),
            RuleExample("""
            import Combine

            final class FilterViewModel {
                private var cancellables = Set<AnyCancellable>()
                init(source: TextSource) {
                    Publishers.Merge(source.typed, source.pasted)
                        .sink { _ in }
                        .store(in: &cancellables)
                }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ importDecl: ImportDeclSyntax, in file: FileContext) {
        guard CombineUseFinder.spellings.contains(where: file.mentions),
              importDecl.path.first?.name.text == "Combine", importDecl.path.count == 1, declaresClassOutsideViews(file),
              usesReportedCombine(file.tree), !typesHaveFindings(file), !usesAllowedOperator(in: file) else { return }
        report(importDecl, "This file imports Combine for a class; use async/await (or AsyncSequence) for its data flow and drop the import.", in: file)
    }

    public func visit(_ node: ClassDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }
    public func visit(_ node: ActorDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }
    public func visit(_ node: ExtensionDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }

    /// Checks one class, actor or extension.
    private func check(_ node: Syntax, in file: FileContext) {
        // Every construct the finder reports is spelled with one of these names; a file whose
        // text has none of them cannot produce a finding, so the walks are skipped.
        guard CombineUseFinder.spellings.contains(where: file.mentions) else { return }
        guard let (typeName, members) = checkedType(node, in: file) else { return }
        let uses = reportedUses(in: members, of: typeName, in: file)
        guard !uses.isEmpty, !usesAllowedOperator(in: file) else { return }
        for use in uses {
            report(use.node, "`\(typeName)` uses Combine's \(use.what); replace the pipeline with an async function or an AsyncSequence consumed in a task.", in: file)
        }
    }

    /// Whether the class is the inspection hook the ViewInspector test library asks apps to
    /// declare: a generic class named `Inspection` with a `notice` subject, whose type the
    /// library's protocol dictates (its conformance is written in the test target).
    private static func isViewInspectorHook(_ classDecl: ClassDeclSyntax) -> Bool {
        guard classDecl.name.text == "Inspection", classDecl.genericParameterClause != nil else { return false }
        return SyntaxQueries.storedProperties(in: [classDecl.memberBlock]).contains { $0.name.text == "notice" }
    }

    /// The name and members of a class, an actor, or an extension of a class declared in the file.
    private func checkedType(_ node: Syntax, in file: FileContext) -> (String, MemberBlockSyntax)? {
        if let classDecl = node.as(ClassDeclSyntax.self) {
            // A UIKit or SceneKit view or node binding itself to a store is no ViewModel or service.
            guard !SyntaxQueries.inheritedNames(classDecl.inheritanceClause).contains(where: TypeRoles.isPlatformUIType),
                  !Self.isViewInspectorHook(classDecl) else { return nil }
            return (classDecl.name.text, classDecl.memberBlock)
        }
        if let actorDecl = node.as(ActorDeclSyntax.self) { return (actorDecl.name.text, actorDecl.memberBlock) }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedText
            guard TypeRoles.isDeclaredReferenceType(extended, in: file) else { return nil }
            if let classDecl = DeclarationLookup.typeDeclaration(named: extended, in: file)?.as(ClassDeclSyntax.self),
               SyntaxQueries.inheritedNames(classDecl.inheritanceClause).contains(where: TypeRoles.isPlatformUIType) {
                return nil
            }
            return (extended, extensionDecl.memberBlock)
        }
        return nil
    }

    /// The uses to report in one member block of a type: its pipelines; without any, its
    /// subjects; without those, its first `AnyCancellable`, unless another block of the type in
    /// this file (the class or one of its extensions) has a pipeline or a subject to report.
    private func reportedUses(in members: MemberBlockSyntax, of typeName: String, in file: FileContext) -> [CombineUse] {
        let found = uses(in: members)
        let pipelines = found.filter { $0.kind == .pipeline }
        if !pipelines.isEmpty { return pipelines }
        let subjects = found.filter { $0.kind == .subject }
        if !subjects.isEmpty { return subjects }
        guard let first = found.first else { return [] }
        var blocks = DeclarationLookup.extensions(of: typeName, in: file).map(\.memberBlock)
        if let declaration = DeclarationLookup.typeDeclaration(named: typeName, in: file), let block = DeclarationLookup.memberBlock(of: declaration) {
            blocks.append(block)
        }
        let elsewhere = blocks.contains { block in block.id != members.id && uses(in: block).contains { $0.kind != .cancellable } }
        return elsewhere ? [] : [first]
    }

    /// Every Combine construct in one member block, nested types aside.
    private func uses(in members: MemberBlockSyntax) -> [CombineUse] {
        let finder = CombineUseFinder(viewMode: .sourceAccurate)
        finder.walk(members)
        return finder.found
    }

    /// Whether a class, actor or class extension of the file (at any depth) has a finding.
    private func typesHaveFindings(_ file: FileContext) -> Bool {
        var pending = DeclarationLookup.index(of: file).topLevel.map { Syntax($0) }
        while let declaration = pending.popLast() {
            if let (name, members) = checkedType(declaration, in: file), !reportedUses(in: members, of: name, in: file).isEmpty { return true }
            if let members = DeclarationLookup.memberBlock(of: declaration) {
                for item in members.members { pending.append(Syntax(item.decl)) }
            }
        }
        return false
    }

    /// Whether the file uses a Combine construct this rule reports. A file that imports Combine
    /// only for `ObservableObject`/`@Published` (an iOS 16 target) keeps its import.
    private func usesReportedCombine(_ tree: SourceFileSyntax) -> Bool {
        let finder = CombineUseFinder(viewMode: .sourceAccurate)
        finder.searchesNestedTypes = true
        finder.walk(tree)
        return !finder.found.isEmpty
    }

    /// Whether the file declares a class (not a platform view) or actor that is not nested in a View.
    private func declaresClassOutsideViews(_ file: FileContext) -> Bool {
        var pending = DeclarationLookup.index(of: file).topLevel.map { Syntax($0) }
        while let declaration = pending.popLast() {
            if let classDecl = declaration.as(ClassDeclSyntax.self),
               !SyntaxQueries.inheritedNames(classDecl.inheritanceClause).contains(where: TypeRoles.isPlatformUIType),
               !Self.isViewInspectorHook(classDecl) {
                return true
            }
            if declaration.is(ActorDeclSyntax.self) { return true }
            if let structDecl = declaration.as(StructDeclSyntax.self), DeclarationLookup.isView(structDecl, in: file) { continue }
            if let members = DeclarationLookup.memberBlock(of: declaration) {
                for item in members.members { pending.append(Syntax(item.decl)) }
            }
        }
        return false
    }

    /// The key of the per-file answer of `usesAllowedOperator(in:)`.
    private enum AllowedOperatorUsed {}

    /// Whether any member access or reference in the file names an allowed operator: one scan of
    /// the file's tokens, the first time a class with Combine uses asks, kept for the others.
    private func usesAllowedOperator(in file: FileContext) -> Bool {
        file.cachedFlag(AllowedOperatorUsed.self) {
            let allowed = Set(configuration[Self.allowedOperators].map(Self.lowerFirst))
            guard !allowed.isEmpty else { return false }
            return file.tree.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let text) = token.tokenKind, allowed.contains(Self.lowerFirst(text)) else { return false }
                return token.parent?.is(DeclReferenceExprSyntax.self) == true
            }
        }
    }

    private static func lowerFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

/// One Combine construct found in a class.
private struct CombineUse {
    /// What the construct is, for choosing what to report.
    enum Kind { case pipeline, subject, cancellable }
    let node: Syntax
    let what: String
    let kind: Kind
}

/// Finds Combine constructs in one type's members, not in nested types.
private final class CombineUseFinder: SyntaxVisitor {
    var found: [CombineUse] = []
    /// Whether nested type declarations are searched too (for a whole-file question).
    var searchesNestedTypes = false
    static let typeNames: Set<String> = ["AnyCancellable", "PassthroughSubject", "CurrentValueSubject"]
    /// The names at least one of which any reported construct is written with.
    static let spellings = ["AnyCancellable", "PassthroughSubject", "CurrentValueSubject", "sink", "store"]

    static func kind(of typeName: String) -> CombineUse.Kind {
        typeName == "AnyCancellable" ? .cancellable : .subject
    }

    /// Whether a call chain below a `.store(in:)` contains a `.sink { }`, reported already.
    private func chainHasSink(_ expression: ExprSyntax?) -> Bool {
        var current = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sink",
                   !SyntaxQueries.closures(of: call).isEmpty {
                    return true
                }
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                return false
            }
        }
        return false
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { searchesNestedTypes ? .visitChildren : .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { searchesNestedTypes ? .visitChildren : .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { searchesNestedTypes ? .visitChildren : .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { searchesNestedTypes ? .visitChildren : .skipChildren }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.typeNames.contains(node.name.text) { found.append(CombineUse(node: Syntax(node.name), what: "`\(node.name.text)`", kind: Self.kind(of: node.name.text))) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.typeNames.contains(node.name.text), node.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Combine" {
            found.append(CombineUse(node: Syntax(node.name), what: "`\(node.name.text)`", kind: Self.kind(of: node.name.text)))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard Self.typeNames.contains(name) else { return .visitChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Combine" else { return .visitChildren }
        }
        found.append(CombineUse(node: Syntax(node), what: "`\(name)`", kind: Self.kind(of: name)))
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        switch member.declName.baseName.text {
        case "sink":
            if !SyntaxQueries.closures(of: node).isEmpty {
                found.append(CombineUse(node: Syntax(member.declName), what: "`.sink` pipeline", kind: .pipeline))
            }
        case "store":
            if node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "in",
               argument.expression.is(InOutExprSyntax.self), !chainHasSink(member.base) {
                found.append(CombineUse(node: Syntax(member.declName), what: "`.store(in:)` pipeline", kind: .pipeline))
            }
        default:
            break
        }
        return .visitChildren
    }
}
