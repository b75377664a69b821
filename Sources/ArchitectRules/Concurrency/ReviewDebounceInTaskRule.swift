import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags debounce built from Combine, a one-shot `Timer` or a cancelled `DispatchWorkItem` in
/// views and view models, where the review guide sleeps at the start of `.task(id:)`.
struct ReviewDebounceInTaskRule: SyntaxRule {
    static let description = RuleDescription(
        id: "review-debounce-in-task", title: "Debounce with Task.sleep inside task(id:)", category: .conc,
        impact: .unlisted, presets: [.review],
        rationale: """
        The review checklist debounces input-driven work with `try await Task.sleep(for:)` at the \
        start of `.task(id: input)`: a new value cancels the sleeping task, so the last value wins \
        with no publisher, timer or work item to keep and cancel by hand, and the work ends when the \
        view goes away. The rule is a heuristic that reports only the three debounce shapes the \
        guide names, in View structs and in view-model classes (`ObservableObject`, `@Observable`, \
        or a name ending in `ViewModel`): Combine's `.debounce(for:scheduler:)` (at `debounce`); \
        `DispatchQueue…asyncAfter(…, execute: item)` in a function that also cancels `item` (at \
        `asyncAfter`); and `x = Timer.scheduledTimer(…, repeats: false, …)` in a function that also \
        invalidates `x` (at `scheduledTimer`). Left alone: repeating timers (polling, not \
        debounce), `asyncAfter` with no cancel, files whose iOS deployment target is below 15 \
        (`.task(id:)` does not exist there), debounce in services, stores and reducers (a \
        Composable Architecture `.debounce(id:for:scheduler:)` effect is that library's idiom), \
        previews, `#if DEBUG` code and test files. Moving a publisher pipeline kept by a shared \
        view model onto a view's task is a design change; where the pipeline feeds more than one \
        view, suppress the finding.
        """,
        triggering: [
            RuleExample("""
            struct AddInstanceView: View {
                @State private var name = ""
                private let namePublisher = PassthroughSubject<String, Never>()
                var body: some View {
                    TextField("Instance", text: $name)
                        .onChange(of: name) { _, new in namePublisher.send(new) }
                        .onReceive(namePublisher.↓debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)) { lookUp($0) }
                }
            }
            """),
            RuleExample("""
            @MainActor final class SearchViewModel: ObservableObject {
                @Published var query = ""
                private var pending: DispatchWorkItem?
                private var timer: Timer?
                func queryChanged(_ text: String) {
                    pending?.cancel()
                    let item = DispatchWorkItem { [weak self] in self?.search(text) }
                    pending = item
                    DispatchQueue.main.↓asyncAfter(deadline: .now() + 0.3, execute: item)
                }
                func filterChanged() {
                    timer?.invalidate()
                    timer = Timer.↓scheduledTimer(withTimeInterval: 0.3, repeats: false) { [weak self] _ in self?.refilter() }
                }
            }
            """),
            RuleExample("""
            struct NotesEditor: View {
                @State private var saveTimer: Timer?
                var body: some View { TextEditor(text: $text).onChange(of: text) { _, _ in scheduleSave() } }
            }
            extension NotesEditor {
                func scheduleSave() {
                    self.saveTimer?.invalidate()
                    self.saveTimer = Timer.↓scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in save() }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // An iOS 14 app has no `.task(id:)`: Combine is the way to debounce here.
            struct SearchField: View {
                @State private var text = ""
                private let input = PassthroughSubject<String, Never>()
                var body: some View {
                    TextField("Search", text: $text)
                        .onReceive(input.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)) { search($0) }
                }
            }
            """, iOS: Version(14)),
            RuleExample("""
            struct SearchView: View {
                @State private var query = ""
                var body: some View {
                    TextField("Search", text: $query)
                        .task(id: query) {
                            do {
                                try await Task.sleep(for: .milliseconds(300))
                                results = try await search(query)
                            } catch is CancellationError {
                            } catch {
                                failed = true
                            }
                        }
                }
            }
            """),
            RuleExample("""
            @Observable final class ClockModel {
                var timer: Timer?
                func start() {
                    timer?.invalidate()
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
                }
                func later() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: work)
                }
            }
            final class SearchService {
                func results(for query: AnyPublisher<String, Never>) -> AnyPublisher<[Item], Never> {
                    query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).flatMap(fetch).eraseToAnyPublisher()
                }
            }
            struct Settings: Reducer {
                func save() -> Effect<Action> {
                    .run { _ in }.debounce(id: CancelID.save, for: .seconds(0.5), scheduler: mainQueue)
                }
            }
            """),
            RuleExample("""
            struct SearchField: View {
                var body: some View {
                    // namePublisher.debounce(for: .milliseconds(300), scheduler: RunLoop.main) would be flagged.
                    TextField("Search", text: $query)
                        .debounce(0.3)
                        .task(id: query) { try? await Task.sleep(for: .milliseconds(300)) }
                }
            }
            #Preview {
                Text("").onReceive(subject.debounce(for: .seconds(1), scheduler: RunLoop.main)) { _ in }
            }
            """),
            RuleExample("""
            final class SearchModelTests: XCTestCase {
                func testDebounce() { _ = subject.debounce(for: .seconds(1), scheduler: RunLoop.main) }
            }
            """, path: "Tests/AppTests/SearchModelTests.swift"),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["debounce", "asyncAfter", "scheduledTimer"]


    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        // `.task(id:)` arrived in iOS 15: below it the remedy does not exist.
        guard file.iOSTarget >= Version(15), let name = SyntaxQueries.calledNameToken(call), SyntaxQueries.isMemberCall(call) else { return }
        let found: Bool
        switch name.text {
        case "debounce":
            found = SyntaxQueries.argument("for", of: call) != nil && SyntaxQueries.argument("scheduler", of: call) != nil
                && SyntaxQueries.argument("id", of: call) == nil
        case "asyncAfter":
            found = Self.referencedName(SyntaxQueries.argument("execute", of: call)?.expression).map { Self.cancelsWorkItem($0, around: call) } ?? false
        case "scheduledTimer":
            found = Self.isOneShotTimer(call)
        default:
            return
        }
        guard found, !file.isTestFile, Self.isViewOrViewModel(call), !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(name, "This debounce is built by hand; debounce with `try await Task.sleep(for:)` at the start of `.task(id:)` on the input, which cancels the previous wait by itself.", in: file)
    }

    /// `x = Timer.scheduledTimer(…, repeats: false, …)` in a function that also invalidates `x`.
    private static func isOneShotTimer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = SyntaxQueries.receiver(of: call), SyntaxQueries.isTypeReference(receiver, named: "Timer"),
              SyntaxQueries.argument("repeats", of: call)?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
              let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let first = sequence.elements.first, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              sequence.elements.last?.id == call.id, let target = referencedName(first) else { return false }
        return functionCalls("invalidate", on: target, around: call)
    }

    /// Whether the function around an `asyncAfter` cancels the work item, held as `item` or stored
    /// from it (`pending?.cancel()` … `pending = item`).
    private static func cancelsWorkItem(_ item: String, around call: FunctionCallExprSyntax) -> Bool {
        guard let scope = enclosingFunction(of: call) else { return false }
        if functionCalls("cancel", on: item, around: call) { return true }
        for sequence in scope.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(AssignmentExprSyntax.self)?.parent?.parent?.as(SequenceExprSyntax.self) }) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, referencedName(elements[2]) == item, let target = referencedName(elements[0]) else { continue }
            if functionCalls("cancel", on: target, around: call) { return true }
        }
        return false
    }

    /// The function or accessor declaration around `node`, if it is not directly in a type body.
    private static func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self), !ancestor.is(AccessorDeclSyntax.self), !ancestor.is(MemberBlockSyntax.self) {
            current = ancestor.parent
        }
        guard let scope = current, !scope.is(MemberBlockSyntax.self) else { return nil }
        return scope
    }

    /// `x` for the expressions `x` and `self.x`.
    private static func referencedName(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether the function (or accessor) around `node` calls `name.method()` or `name?.method()`.
    private static func functionCalls(_ method: String, on name: String, around node: some SyntaxProtocol) -> Bool {
        guard let scope = enclosingFunction(of: node) else { return false }
        return !SyntaxQueries.calls(in: scope) { call in
            guard SyntaxQueries.isMemberCall(call, named: method), call.arguments.isEmpty,
                  var receiver = SyntaxQueries.receiver(of: call) else { return false }
            if let optional = receiver.as(OptionalChainingExprSyntax.self) { receiver = optional.expression }
            return referencedName(receiver) == name
        }.isEmpty
    }

    /// Whether `node` sits in a View struct or a view-model class.
    private static func isViewOrViewModel(_ node: some SyntaxProtocol) -> Bool {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return false }
        if owner.is(StructDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self), SyntaxQueries.isViewType(owner) {
            return SyntaxQueries.declaredName(of: owner) != "View"
        }
        guard let declaration = SyntaxQueries.declarations(ofTypeAround: owner).first(where: { $0.is(ClassDeclSyntax.self) })?.as(ClassDeclSyntax.self) else { return false }
        return declaration.name.text.hasSuffix("ViewModel")
            || SyntaxQueries.inherits(declaration.inheritanceClause, named: "ObservableObject")
            || SyntaxQueries.attribute("Observable", in: declaration.attributes) != nil
    }
}
