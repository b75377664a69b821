import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags async work started in a ViewModel initializer, and ViewModels constructed inside `body`.
struct DataAsyncInitRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "data-async-init", title: "Keep ViewModel initializers synchronous", category: .data, impact: .medium,
        presets: [.recommended, .clinic],
        rationale: """
        A ViewModel initializer should only store its inputs. Work started there runs every time \
        the object is created, which can be on every parent re-render, and a `Task` spawned in \
        `init` belongs to no view, so nothing cancels it. Expose a `load()` method and call it \
        from `.task`. Creating the ViewModel inside `body` makes it worse: each render builds a \
        fresh object (and restarts its work) and throws the old state away. \
        The rule reports (1) `Task {…}`, `Task.detached {…}`, `await` and `for await` written \
        directly in an initializer of a ViewModel: a class marked `@Observable` or whose name \
        ends in `ViewModel` (also in an extension of such a class), other than app and scene \
        delegates (names ending in `Delegate`, or classes adopting a `…Delegate` protocol), \
        whose `init` is the system's entry point rather than a view's; code inside other \
        closures, nested functions and nested types is not counted; (2) a call to a type whose \
        name ends in `ViewModel` (`ProfileViewModel(…)`, also `Feature.ProfileViewModel(…)`) \
        inside a View's `body`, bound with `let` or passed as an argument. Passed as a labelled \
        argument to a child View, it is reported only when the child is declared in the same \
        file and keeps that parameter in a plain property: a child that owns it with \
        `@State` keeps the first instance (the documented injected-`@State` form), and a child \
        declared elsewhere cannot be checked. Calls inside closures that run \
        on an event rather than on render (`Button` actions, `.task`, `.onAppear`, `.onChange`, \
        gestures, `Task`, `withAnimation` and the like) are left alone, as are static factories \
        (`ProfileViewModel.preview`) and `@State` property initializers, which SwiftUI evaluates \
        once per view identity.
        """,
        triggering: [
            RuleExample("""
            @Observable
            final class ProfileViewModel {
                var user: User?
                init(id: String, service: any UserService) {
                    ↓Task {
                        user = try? await service.user(id: id)
                    }
                }
            }
            """),
            RuleExample("""
            final class FeedViewModel {
                private(set) var items: [Item] = []
                init(repository: any FeedRepository) async {
                    items = ↓await repository.cached()
                    ↓Task.detached { await repository.sync() }
                }
            }
            """),
            RuleExample("""
            struct ProfileScreen: View {
                let userID: String
                var body: some View {
                    let model = ↓ProfileViewModel(id: userID)
                    VStack {
                        ProfileHeader(model: model)
                        ProfileFooter(
                            model: ↓Feature.FooterViewModel(id: userID)
                        )
                    }
                }
            }

            struct ProfileFooter: View {
                let model: Feature.FooterViewModel
                var body: some View { Text(model.title) }
            }
            """),
            RuleExample("""
            @MainActor @Observable
            final class Ticker {
                var ticks = 0
            }
            #if DEBUG
            extension Ticker {
                convenience init(stream: AsyncStream<Int>) async {
                    self.init()
                    ↓for await value in stream { ticks = value }
                }
            }
            #endif
            """),
            RuleExample("""
            struct OrdersScreen {
                @State private var selected: Order?
            }
            extension OrdersScreen: View {
                var body: some View {
                    List(orders) { order in Text(order.title) }
                        .sheet(item: $selected) { order in
                            OrderDetail(model: ↓OrderDetailViewModel<Order>(order: order))
                        }
                }
            }
            struct OrderDetail: View {
                var model: OrderDetailViewModel<Order>
                var body: some View { Text(model.title) }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable @MainActor
            final class SceneDelegate: NSObject, UIWindowSceneDelegate {
                override init() {
                    super.init()
                    Task { @MainActor in setUp() }
                }
            }

            @Observable
            final class PushHandler: NSObject, UNUserNotificationCenterDelegate {
                override init() { super.init(); Task { await register() } }
            }

            struct FeedList: View {
                var body: some View {
                    ForEach(posts) { post in
                        PostRow(viewModel: PostRowViewModel(post: post))
                        RemoteRow(viewModel: RemoteRowViewModel(post: post))
                    }
                }
            }

            struct PostRow: View {
                @State var viewModel: PostRowViewModel
                var body: some View { Text(viewModel.title) }
            }
            """),
            RuleExample("""
            @Observable
            final class ProfileViewModel {
                var user: User?
                private let service: any UserService
                init(service: any UserService) {
                    self.service = service
                    // Task { await load() } would leak here.
                }
                func load() async { user = try? await service.current() }
            }
            """),
            RuleExample("""
            struct ProfileScreen: View {
                @State private var model = ProfileViewModel(id: "me")
                var body: some View {
                    VStack {
                        ProfileHeader(model: model)
                        Button("Edit") { router.push(EditViewModel(user: model.user)) }
                    }
                    .task { await model.load() }
                    .sheet(isPresented: $showHelp) { HelpView(model: .preview) }
                }
            }
            """),
            RuleExample("""
            struct Inbox: View {
                var body: some View {
                    Button {
                        let model = ComposeViewModel(draft: "")
                        router.present(model)
                    } label: {
                        Label("Compose", systemImage: "square.and.pencil")
                    }
                    .refreshable { await reload(InboxViewModel.shared) }
                }
                func makeModel() -> InboxViewModel { InboxViewModel() }
            }
            """),
            RuleExample("""
            final class ImageCache {
                init() { Task { await warmUp() } }
            }
            struct Banner: View {
                var body: some View {
                    Text("ViewModel()")
                        .onAppear { analytics.track(ViewModelEvent(name: "banner")) }
                }
            }
            """),
            RuleExample("""
            @Observable
            final class SearchViewModel {
                var results: [String] = []
                private let onLoad: () async -> Void
                init(loader: @escaping () async -> [String]) {
                    onLoad = { [weak self] in self?.results = await loader() }
                }
            }
            let factory = SearchViewModelFactory()
            """),
        ]
    )

    /// Calls whose closures run on an event rather than while `body` is evaluated.
    static let eventCallNames: Set<String> = [
        "task", "onAppear", "onDisappear", "onChange", "onReceive", "onSubmit", "onTapGesture",
        "onLongPressGesture", "onOpenURL", "onContinueUserActivity", "onDrop", "onDelete", "onMove", "onHover",
        "onKeyPress", "onCommand", "onEnded", "onChanged", "refreshable", "gesture", "simultaneousGesture",
        "swipeActions", "Task", "withAnimation", "withTransaction", "detached", "dropDestination", "onGeometryChange",
    ]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ initializer: InitializerDeclSyntax, in file: FileContext) {
        checkInitializer(initializer, in: file)
    }

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        checkConstructionInBody(call, in: file)
    }

    private func checkInitializer(_ initializer: InitializerDeclSyntax, in file: FileContext) {
        guard let body = initializer.body, let typeName = viewModelName(around: initializer, in: file) else { return }
        for occurrence in AsyncWorkSyntax.occurrences(in: body) {
            report(occurrence.node, "The initializer of `\(typeName)` starts async work with `\(occurrence.kind)`; keep `init` to storing values and run the work from a `load()` method called in `.task`.", in: file)
        }
    }

    /// The class name when the initializer belongs to an `@Observable` class or a `…ViewModel` class.
    private func viewModelName(around initializer: InitializerDeclSyntax, in file: FileContext) -> String? {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: initializer) else { return nil }
        if let classDecl = owner.as(ClassDeclSyntax.self) {
            return isViewModel(classDecl) ? classDecl.name.text : nil
        }
        if let extensionDecl = owner.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.trimmedText
            if name.hasSuffix("ViewModel") { return name }
            if let classDecl = DeclarationLookup.typeDeclaration(named: name, in: file)?.as(ClassDeclSyntax.self), isViewModel(classDecl) {
                return name
            }
        }
        return nil
    }

    private func isViewModel(_ classDecl: ClassDeclSyntax) -> Bool {
        let name = classDecl.name.text
        guard !name.hasSuffix("Delegate"), !SyntaxQueries.inheritedNames(classDecl.inheritanceClause).contains(where: { $0.hasSuffix("Delegate") }) else {
            return false
        }
        return name.hasSuffix("ViewModel") || SyntaxQueries.attribute("Observable", in: classDecl.attributes) != nil
    }

    private func checkConstructionInBody(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let name = Self.viewModelBuiltOnRender(call, in: file) else { return }
        report(call.calledExpression, "`\(name)` is created inside `body`, so every render builds a new one and loses its state; own it with @State or receive it from the parent.", in: file)
    }

    /// The ViewModel's type name when `call` constructs one inside a View's `body` on every render:
    /// not in an event closure, and not handed to a child that owns it with `@State` or that the
    /// file does not declare. Shared with `clean-state-owns-vm`.
    static func viewModelBuiltOnRender(_ call: FunctionCallExprSyntax, in file: FileContext) -> String? {
        guard let name = viewModelTypeName(call.calledExpression), let body = DeclarationLookup.enclosingViewBody(of: call, in: file),
              !isInsideEventClosure(call, below: body), !isOwnedByChild(call, in: file) else { return nil }
        return name
    }

    /// Whether the construction is a labelled argument of a child View that keeps it in `@State`,
    /// or of a type this file does not declare (whose storage cannot be seen).
    private static func isOwnedByChild(_ call: FunctionCallExprSyntax, in file: FileContext) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id != call.id,
              let childName = SyntaxQueries.constructedTypeName(outer) else { return false }
        guard let child = DeclarationLookup.typeDeclaration(named: childName, in: file),
              let members = DeclarationLookup.memberBlock(of: child) else { return true }
        guard let property = TypeRoles.storedVariables(in: members).first(where: { SyntaxQueries.boundNames($0).contains(label) }) else { return false }
        return SyntaxQueries.attribute("State", in: property.attributes) != nil
    }

    /// The type name when the callee is `XViewModel`, `XViewModel<…>` or `Module.XViewModel`.
    private static func viewModelTypeName(_ expression: ExprSyntax) -> String? {
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            return viewModelTypeName(generic.expression)
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self), UTF8Text.startsUppercase(base.baseName.text) {
            name = member.declName.baseName.text
        }
        guard let name, name.hasSuffix("ViewModel"), UTF8Text.startsUppercase(name) else { return nil }
        return name
    }

    /// Whether a closure between `node` and `body` runs on an event, or is not passed to a call at all.
    private static func isInsideEventClosure(_ node: some SyntaxProtocol, below body: VariableDeclSyntax) -> Bool {
        var current = node.parent
        while let candidate = current, candidate.id != body.id {
            if let closure = candidate.as(ClosureExprSyntax.self) {
                guard let call = Self.call(receiving: closure) else { return true }
                let name = SyntaxQueries.calledName(call) ?? ""
                if Self.eventCallNames.contains(name) || Self.isActionArgument(closure) { return true }
                // `Button("Title") { action }` and `Button { action } label: { … }`: the first trailing closure is the action.
                if name == "Button", call.trailingClosure?.id == closure.id, SyntaxQueries.argument("action", of: call) == nil {
                    return true
                }
            }
            current = candidate.parent
        }
        return false
    }

    /// The call a closure is handed to, as a trailing closure or an argument.
    static func call(receiving closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self) { return call }
        if parent.is(MultipleTrailingClosureElementSyntax.self) {
            return parent.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if parent.is(LabeledExprSyntax.self) { return parent.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return nil
    }

    /// Whether the closure is an `action:` or `perform:` argument.
    private static func isActionArgument(_ closure: ClosureExprSyntax) -> Bool {
        guard let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text else { return false }
        return label == "action" || label == "perform"
    }
}
