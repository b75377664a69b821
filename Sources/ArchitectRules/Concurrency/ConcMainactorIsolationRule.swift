import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags hops to the main thread with `DispatchQueue.main`, which `@MainActor` checks at compile time.
struct ConcMainactorIsolationRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "conc-mainactor-isolation", title: "Use @MainActor instead of DispatchQueue.main", category: .conc, impact: .critical,
        severity: .warning, presets: [.recommended, .optimise, .clinic],
        rationale: """
        `DispatchQueue.main.async` only moves work to the main thread at run time; a call site \
        that forgets the hop still compiles and races. Marking the type or method `@MainActor` \
        (or using `await MainActor.run`) makes the compiler check every caller, which is what \
        Swift 6 strict concurrency builds on. \
        The rule reports calls of `async`, `sync` and `asyncAndWait` made directly on \
        `DispatchQueue.main` (or `Dispatch.DispatchQueue.main`) from code that is not known to \
        run on the main actor already, with the finding on `DispatchQueue`: the methods of a \
        class that is not `@MainActor`, free functions, and completion-handler closures. \
        Left alone: a hop written directly in a `willSet` or `didSet` (it defers the work to the \
        next turn of the run loop, after the change has settled: such properties are set from the \
        UI, on the main thread, and reviewers found every such call on the real apps to be that \
        deferral, which `@MainActor` would not keep); `asyncAfter` (a delay, not a hop; a `Task.sleep` rewrite is a different \
        matter), and code that is on the main actor already, where the dispatch deliberately \
        defers the work to the next turn of the run loop (say, to scroll after a list has \
        laid out): members of View, App, Scene and ViewModifier types, of \
        `UIViewRepresentable`-style types and of types that inherit from or conform to a UIKit \
        `UI…` type, declarations marked `@MainActor`, and the SwiftUI callbacks (`onAppear`, \
        `onChange` and the other `on…` modifiers, `task`, `withAnimation` and the like), the \
        content closures of view initializers (`ZStack { }`, `Button { }`) and non-detached \
        `Task {}` closures written in such code. A `@Sendable` closure or any other closure \
        (a completion handler) is taken to run off the main actor. Also left alone: other \
        queues (`DispatchQueue.global()`, queues stored in variables), a `main` property of any \
        other type, passing `DispatchQueue.main` as a value (for example to a Combine \
        `receive(on:)`), and mentions in comments or strings. One finding is made per function \
        or closure: the branches of one completion handler that each hop are one fix.
        """,
        triggering: [
            RuleExample("""
            @Observable
            final class ProfileModel {
                var name = ""
                func apply(_ value: String) {
                    ↓DispatchQueue.main.async {
                        self.name = value
                    }
                }
            }
            """),
            RuleExample("""
            func flashBanner() {
                ↓Dispatch.DispatchQueue.main.sync { banner.show() }
            }

            func fetch(_ completion: @escaping (Result<Data, Error>) -> Void) {
                session.dataTask(with: request) { data, _, error in
                    guard let data else {
                        ↓DispatchQueue.main.async { completion(.failure(error ?? URLError(.badServerResponse))) }
                        return
                    }
                    DispatchQueue.main.async { completion(.success(data)) }
                }.resume()
            }

            @MainActor
            final class PushRegistrar {
                func register() {
                    center.requestAuthorization(options: [.alert]) { @Sendable granted, _ in
                        ↓DispatchQueue.main.async { application.registerForRemoteNotifications() }
                    }
                }
            }
            """),
            RuleExample("""
            struct PosterView: View {
                var body: some View {
                    Image("poster").onAppear {
                        loader.fetch { image in
                            ↓DispatchQueue.main.async { self.image = image }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #if canImport(UIKit)
            extension Uploader {
                func finish() {
                    ↓DispatchQueue
                        .main
                        .async(execute: completion)
                }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            final class SearchText: ObservableObject {
                @Published var text = "" {
                    willSet {
                        DispatchQueue.main.async { self.subject.send(newValue) }
                    }
                    didSet {
                        DispatchQueue.main.async { self.history.append(self.text) }
                    }
                }
            }
            """),
            RuleExample("""
            struct ChatView: View {
                @State private var loaded = false
                var body: some View {
                    ZStack {
                        Color.clear.onScrollPhaseChange { _, _ in DispatchQueue.main.async { settle() } }
                    }
                    ScrollViewReader { proxy in
                        List(messages) { Text($0.text) }
                            .onAppear {
                                DispatchQueue.main.async { loaded = true }
                                Task {
                                    await fetch()
                                    DispatchQueue.main.async { withAnimation { proxy.scrollTo(bottom) } }
                                }
                            }
                    }
                }
                private func send() async {
                    DispatchQueue.main.async { scroll() }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { flash() }
                }
            }
            """),
            RuleExample("""
            final class Coordinator: NSObject, UITextViewDelegate {
                func textViewDidChange(_ textView: UITextView) {
                    DispatchQueue.main.async { self.text = textView.text }
                }
            }

            @MainActor @Observable
            final class BrowserPresenter {
                func open(_ url: URL) {
                    DispatchQueue.main.async { self.present(url) }
                }
            }

            extension Poller {
                @MainActor func flush() { DispatchQueue.main.async { self.drain() } }
            }

            struct Banner: View {
                var body: some View { Text("Saved") }
            }

            extension Banner {
                func dismissSoon() { DispatchQueue.main.async { hide() } }
            }
            """),
            RuleExample("""
            // DispatchQueue.main.async { } was replaced with @MainActor.
            @MainActor
            final class ProfileModel {
                var name = "DispatchQueue.main.async"
                func apply(_ value: String) { name = value }
            }
            """),
            RuleExample("""
            func crunch() {
                DispatchQueue.global(qos: .utility).async { heavyWork() }
                let queue = DispatchQueue(label: "io")
                queue.async { write() }
                Queues.main.async { draw() }
            }
            """),
            RuleExample("""
            let cancellable = publisher
                .receive(on: DispatchQueue.main)
                .sink { value in print(value) }
            func refresh() async { await MainActor.run { reload() } }
            """),
        ]
    )

    private static let methods: Set<String> = ["async", "sync", "asyncAndWait"]

    /// SwiftUI calls whose closures run on the main actor when written in main-actor code.
    private static let mainActorCallbacks: Set<String> = [
        "onAppear", "onDisappear", "onChange", "onTapGesture", "onLongPressGesture", "onSubmit", "onReceive", "onEnded",
        "onChanged", "onOpenURL", "onPreferenceChange", "onContinueUserActivity", "onKeyPress", "onScrollGeometryChange",
        "onGeometryChange", "refreshable", "task", "Button", "withAnimation", "withTransaction", "sheet", "fullScreenCover",
        "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions", "toolbar", "ScrollViewReader",
        "GeometryReader", "run",
    ]

    /// Type names whose members run on the main actor.
    private static let mainActorTypes: Set<String> = [
        "View", "App", "Scene", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable", "NSView", "NSViewController", "NSWindowController", "NSApplicationDelegate",
    ]

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = methods

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.methods.contains(method.declName.baseName.text),
              let queue = method.base?.as(MemberAccessExprSyntax.self), queue.declName.baseName.text == "main",
              let type = queue.base, isDispatchQueue(type), !isOnMainActor(call, in: file),
              !Self.isInPropertyObserver(call) else { return }
        let name = method.declName.baseName.text
        // One finding per function or closure: its hops are one fix.
        if let scope = enclosingScope(of: call), !file.cached(ReportedScopes.self, ReportedScopes.init).ids.insert(scope).inserted { return }
        report(type, "`DispatchQueue.main.\(name)` hops to the main thread only at run time; isolate the code with @MainActor (or `await MainActor.run`) so the compiler checks it.", in: file)
    }

    /// Whether the call sits directly in a `willSet` or `didSet` (not in a closure within it):
    /// there it defers the work to the next turn of the run loop, so that it runs after the
    /// change has settled; properties observed like this are set from the UI, on the main
    /// thread, and `@MainActor` would run the work at once instead.
    private static func isInPropertyObserver(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let accessor = node.as(AccessorDeclSyntax.self) {
                return accessor.accessorSpecifier.tokenKind == .keyword(.willSet) || accessor.accessorSpecifier.tokenKind == .keyword(.didSet)
            }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The scopes of the file that were reported already.
    private final class ReportedScopes {
        var ids: Set<SyntaxIdentifier> = []
    }

    /// The nearest closure, function, initializer or accessor around the call.
    private func enclosingScope(of call: FunctionCallExprSyntax) -> SyntaxIdentifier? {
        var current = call.parent
        while let node = current {
            switch node.kind {
            case .closureExpr, .functionDecl, .initializerDecl, .accessorDecl, .deinitializerDecl: return node.id
            default: current = node.parent
            }
        }
        return nil
    }

    /// Whether the call sits in code that certainly runs on the main actor (see the rationale).
    private func isOnMainActor(_ call: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                let attributes = closure.signature?.attributes
                if let attributes, SyntaxQueries.attribute("MainActor", in: attributes) != nil { return true }
                if let attributes, SyntaxQueries.attribute("Sendable", in: attributes) != nil { return false }
                guard let owner = SyntaxQueries.owningCall(of: closure) else { return false }
                if AsyncWorkSyntax.isTaskCreation(owner) {
                    guard !AsyncWorkSyntax.isDetached(owner) else { return false }
                } else if let name = SyntaxQueries.calledName(owner), isMainActorCallback(name) {
                    // `MainActor.run { }` is on the main actor wherever it is written.
                    if name == "run" { return owner.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "MainActor" }
                } else {
                    return false
                }
            } else if let function = node.as(FunctionDeclSyntax.self) {
                if SyntaxQueries.attribute("MainActor", in: function.attributes) != nil { return true }
            } else if let initializer = node.as(InitializerDeclSyntax.self) {
                if SyntaxQueries.attribute("MainActor", in: initializer.attributes) != nil { return true }
            } else if let variable = node.as(VariableDeclSyntax.self) {
                if SyntaxQueries.attribute("MainActor", in: variable.attributes) != nil { return true }
            } else if SyntaxQueries.isTypeDeclaration(node) || node.is(ExtensionDeclSyntax.self) {
                if isMainActorType(node) { return true }
                // An extension is as isolated as the same-file type it extends.
                guard let extensionDecl = node.as(ExtensionDeclSyntax.self),
                      let extended = DeclarationLookup.typeDeclaration(named: extensionDecl.extendedType.trimmedText, in: file) else { return false }
                return isMainActorType(extended)
            }
            current = node.parent
        }
        return false
    }

    /// Whether closures handed to a call of this name run where the call is written: a SwiftUI
    /// callback, an `on…` modifier, or a view initializer's content (`ZStack { }`, `ForEach`).
    private func isMainActorCallback(_ name: String) -> Bool {
        if Self.mainActorCallbacks.contains(name) || UTF8Text.startsUppercase(name) { return true }
        return name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
    }

    /// Whether a type or extension is `@MainActor`, a SwiftUI or AppKit view type, or a UIKit `UI…` type.
    private func isMainActorType(_ declaration: Syntax) -> Bool {
        guard let group = declaration.asProtocol(DeclGroupSyntax.self) else { return false }
        if SyntaxQueries.attribute("MainActor", in: group.attributes) != nil { return true }
        return SyntaxQueries.inheritedNames(group.inheritanceClause).contains { name in
            Self.mainActorTypes.contains(name) || (name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true)
        }
    }

    /// `DispatchQueue` or `Dispatch.DispatchQueue`.
    private func isDispatchQueue(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DispatchQueue" }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "DispatchQueue",
           let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text == "Dispatch"
        }
        return false
    }
}
