import ArchitectCore
import ArchitectSyntax
import ArchitectProject
import SwiftSyntax

/// Flags ViewModels and Views that reach app services through static singletons.
struct DiNoHiddenSingletonRule: SyntaxRule, ProjectRule {
    /// The system singletons allowed unless `allowlist` says otherwise.
    static let defaultAllowlist = [
        "NotificationCenter.default", "FileManager.default", "UIApplication.shared", "NSApplication.shared", "Bundle.main",
        "ProcessInfo.processInfo", "Locale.current", "Calendar.current", "TimeZone.current", "UIDevice.current", "UIScreen.main",
        "Animation.default", "Thread.current", "RunLoop.current", "OperationQueue.current", "NSWorkspace.shared",
        "UNUserNotificationCenter.current", "WidgetCenter.shared", "PHPhotoLibrary.shared", "NSUbiquitousKeyValueStore.default",
        "WKWebsiteDataStore.default", "SKPaymentQueue.default", "PHImageManager.default", "PHCachingImageManager.default",
        "NSParagraphStyle.default", "NSMutableParagraphStyle.default", "UIFontMetrics.default", "URLSessionConfiguration.default",
        "UITraitCollection.current", "NSAppearance.current", "NSGraphicsContext.current", "NSCursor.current", "UserDefaults.standard",
        "UIPasteboard.general", "NSPasteboard.general", "UIMenuSystem.main", "NSTimeZone.default", "NSLocale.current",
    ]

    /// Name parts of device-feedback helpers (haptics, sound effects), left alone by default.
    static let defaultFeedbackNames = ["Haptic", "SoundEffect", "FeedbackGenerator"]

    /// Name endings of `@Observable` classes that are services or stores of the data layer, not
    /// consumers: they may hold what they wrap.
    static let serviceSuffixes = ["Client", "Service", "Repository", "Manager", "Provider", "Cache", "Container", "Dependencies"]

    /// The `allowlist` option.
    static let allowlist = Option<[String]>("allowlist", default: defaultAllowlist, "Singletons that may be used directly (`Type.member`, or `Type` for all its members).")

    /// The `feedbackNames` option.
    static let feedbackNames = Option<[String]>("feedbackNames", default: defaultFeedbackNames, "Name parts of device-feedback helpers (haptics, sound effects) whose singletons are left alone; empty to report them too.")

    /// The `memberNames` option.
    static let singletonMemberNames = Option<[String]>("memberNames", default: ["shared", "default", "current", "instance"], "Static member names that mark a singleton.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "di-no-hidden-singleton", title: "Inject services instead of reaching for singletons", category: .di, impact: .mediumHigh,
        presets: [.clinic],
        rationale: """
        A ViewModel or View that grabs `AnalyticsService.shared` hides a dependency: callers \
        cannot see it, tests cannot replace it, and previews talk to the live service. In the \
        clinic architecture every live implementation is composed once in the App target and \
        handed in as a protocol, through the initializer or the environment.

        The rule looks at `X.shared`, `X.default`, `X.current` or `X.instance` (option \
        `memberNames`) at the start of an expression, where `X` is a capitalised type name (also \
        module-qualified, `Analytics.Tracker.shared`), in a class marked `@Observable` or named \
        `…ViewModel`, in a View struct, or in a same-file extension of either. It reports only \
        when the project itself declares `X` as a class or actor with a static property of that \
        name, in its body or an extension: one file cannot tell a singleton from an enum case \
        (`Instances.instance`), a struct's constant (`Theme.default`) or a library's default, \
        and the project index can. Types the project does not declare (Apple's, or a package's \
        such as an image pipeline's or a purchases SDK's `shared`) are left alone: the library's \
        own API is built around them and the app has no seam of its own to inject.

        One finding is made per module and singleton, at the first use in path order, naming the \
        other types of the module that reach it too: the fix (one injected dependency, handed to \
        each of them) is the same however many views reach for it, and reviewers found a finding \
        per consumer (an image cache read by 22 row views) to be one problem said 22 times. A subclass \
        is not reported for a singleton its superclass (a class of the project) already reaches: \
        injecting it into the base class fixes them all. Singletons a View passes straight to \
        `.environment(…)` or `.environmentObject(…)` (to rebuild the environment of an \
        off-screen or detached subtree) make one finding per View that names them all: the fix \
        is one, passing on the instances the View itself receives. The advice depends on where the code \
        is. In a feature or other package module, the dependency should arrive as a protocol \
        composed in the App target; in the App target itself (the `app` layer, the module of \
        the `@main` App, or loose sources next to it), the composition root should create the \
        service and hand it to the View or ViewModel through the initializer or the \
        environment.

        System singletons in `allowlist` are fine: an entry is `Type.member` or just `Type`, \
        and it also silences a type of the project. By default the list holds \
        `NotificationCenter.default`, `FileManager.default`, `UIApplication.shared`, \
        `Bundle.main`, `Locale.current`, `UserDefaults.standard` and similar system values, so \
        that a project that declares a look-alike type of the same name is not reported either. \
        Also left alone by default: device-feedback helpers, types whose name contains a part \
        of `feedbackNames` (`Haptic`, `SoundEffect`, `FeedbackGenerator`). Their calls \
        vibrate or play a sound and return nothing a test or preview could check, so injecting \
        them buys no seam, and they are called from nearly every interactive View; set the \
        option to an empty list to report them. Also left alone: test files, preview and debug code (`#if DEBUG`, `#Preview`, \
        `PreviewProvider` types and helper types whose name contains `Preview`), default \
        argument values of parameters (the dependency is visible in the signature and can be \
        replaced), calls such as `Store.default()` (a static factory that makes a new value), \
        `Self.shared`, lowercase receivers (`settings.default` is a value), and services, \
        repositories and the composition root (the `@main` App, and `@Observable` classes whose \
        name ends in `Client`, `Service`, `Repository`, `Manager`, `Provider`, `Cache`, \
        `Container` or `Dependencies`), which may hold singletons.
        """,
        options: [
            allowlist,
            feedbackNames,
            singletonMemberNames,
        ],
        triggering: [
            RuleExample("""
            final class ImageCache {
                static let shared = ImageCache()
                func loader(for url: URL) -> ImageLoader { ImageLoader(url: url) }
            }
            struct PosterRow: View {
                let url: URL
                var body: some View { Poster(loader: ↓ImageCache.shared.loader(for: url)) }
            }
            struct BackdropRow: View {
                let url: URL
                var body: some View { Backdrop(loader: ImageCache.shared.loader(for: url)) }
            }
            """),
            RuleExample("""
            @Observable
            final class ProfileViewModel {
                private let analytics = ↓AnalyticsService.shared

                func didAppear() {
                    ↓Tracker.default.log("profile")
                    AnalyticsService.shared.track("appear")
                }
            }

            final class AnalyticsService {
                static let shared = AnalyticsService()
                func track(_ event: String) {}
            }

            final class Tracker {
                static var `default`: Tracker { Tracker() }
                func log(_ screen: String) {}
            }
            """, path: "Packages/Profile/Sources/ProfileFeature/ProfileViewModel.swift"),
            RuleExample("""
            struct FeedRow: View {
                var body: some View {
                    Button("Like") { ↓Favorites.shared.toggle("post") }
                        .contextMenu {
                            Button("Pin") { Favorites.shared.toggle("pin") }
                        }
                        .foregroundStyle(↓Palette.shared.tint)
                }
            }

            extension FeedRow {
                func bookmark() { Favorites.shared.toggle("bookmark") }
            }

            final class Favorites {
                static let shared = Favorites()
                func toggle(_ id: String) {}
            }

            @Observable
            final class Palette {
                static let shared = Palette()
                var tint = Color.accentColor
            }
            """),
            RuleExample("""
            struct SettingsScreen: View {
                var body: some View {
                    Button("Sign out") {
                        ↓Auth.SessionStore.current
                            .signOut()
                    }
                }
            }

            enum Auth {
                final class SessionStore {
                    nonisolated(unsafe) static var current = SessionStore()
                    func signOut() {}
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/CheckoutFeature/CartModel.swift", """
                @Observable
                final class CartModel {
                    func checkout() async { await ↓PaymentGateway.instance.pay() }
                }

                final class OrdersViewModel {}

                extension OrdersViewModel {
                    func refresh() { ↓OrderCache.shared.clear() }
                }
                """),
                ExampleFile("Sources/CheckoutFeature/Services.swift", """
                actor PaymentGateway {
                    static let instance = PaymentGateway()
                    func pay() {}
                }

                final class OrderCache {
                    func clear() {}
                }

                extension OrderCache {
                    static let shared = OrderCache()
                }
                """),
            ]),
            RuleExample("""
            struct LikeButton: View {
                var body: some View {
                    Button("Like") { ↓HapticManager.shared.fire(.light) }
                }
            }

            final class HapticManager {
                static let shared = HapticManager()
                func fire(_ style: Style) {}
            }
            """, options: ["feedbackNames": .strings([])]),
            // Singletons handed to the environment of a subtree: one finding per View.
            RuleExample(project: [
                ExampleFile("Sources/FeedFeature/ShareCardView.swift", """
                struct ShareCardView: View {
                    @Environment(UserSettings.self) private var settings
                    var body: some View {
                        Button("Share") { _ = ImageRenderer(content: card) }
                    }

                    private var card: some View {
                        PostCard()
                            .environment(↓UserSettings.shared)
                            .environment(SessionState.shared)
                    }
                }
                """),
                ExampleFile("Sources/FeedFeature/Settings.swift", """
                @Observable
                final class UserSettings { static let shared = UserSettings() }

                @Observable
                final class SessionState { static let shared = SessionState() }
                """),
            ]),
            // A subclass that reaches the singleton its base class already reaches is not reported again.
            RuleExample(project: [
                ExampleFile("Sources/AccountFeature/TabViewModel.swift", """
                class TabViewModel {
                    func reload() { ↓DataControllerRegistry.shared.refresh() }
                }

                final class DataControllerRegistry {
                    static let shared = DataControllerRegistry()
                    func refresh() {}
                }
                """),
                ExampleFile("Sources/AccountFeature/RepliesViewModel.swift", """
                final class RepliesViewModel: TabViewModel {
                    override func reload() { DataControllerRegistry.shared.refresh() }
                    func mark() { ↓ToastCenter.shared.show("read") }
                }

                final class ToastCenter {
                    static let shared = ToastCenter()
                    func show(_ text: String) {}
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
            // AnalyticsService.shared here would be a hidden singleton.
            @Observable
            final class DocumentsViewModel {
                private let files = FileManager.default
                func observe() {
                    NotificationCenter.default.post(name: .init("AnalyticsService.shared"), object: nil)
                    _ = Calendar.current.startOfDay(for: .now)
                }
            }

            final class AnalyticsService {
                static let shared = AnalyticsService()
            }
            """),
            RuleExample("""
            final class AnalyticsClient {
                let backend = HTTPBackend.shared
            }

            @Observable
            final class AppDependencies {
                let analytics: any Analytics = AnalyticsService.shared
            }

            @main
            struct ClinicApp: App {
                let analytics = AnalyticsService.shared
                var body: some Scene { WindowGroup { RootView() } }
            }

            final class HTTPBackend { static let shared = HTTPBackend() }
            final class AnalyticsService: Analytics { static let shared = AnalyticsService() }
            """),
            RuleExample("""
            final class ProfileViewModel {
                init(analytics: any Analytics = AnalyticsService.shared) {}
                static let shared = ProfileViewModel()
                func copy() -> ProfileViewModel { Self.shared }
            }

            struct ProfileView: View {
                let settings: Settings
                var body: some View { Text(settings.default.title) }
            }

            #if DEBUG
            extension ProfileView {
                static let preview = ProfileView(settings: MockSettings.shared)
            }
            #endif

            final class AnalyticsService: Analytics { static let shared = AnalyticsService() }
            final class MockSettings { static let shared = MockSettings() }
            """),
            RuleExample("""
            @Observable
            final class ReminderViewModel {
                let store = ReminderStore.shared
            }

            final class ReminderStore { static let shared = ReminderStore() }
            """, path: "Tests/AppTests/ReminderViewModelTests.swift"),
            RuleExample("""
            final class LoggingViewModel {
                let logger = Logger.shared
            }

            final class Logger { static let shared = Logger() }
            """, options: ["allowlist": .strings(["Logger"])]),
            // Types the project does not declare: Apple's and a package's defaults.
            RuleExample("""
            import Nuke
            import RevenueCat

            struct ComposerView: View {
                let client: APIClient
                var body: some View {
                    Button("Clear cache") { ImagePipeline.shared.cache.removeAll() }
                        .task {
                            let paragraph = NSParagraphStyle.default
                            let session = URLSessionConfiguration.default
                            let store = DraftStore.default()
                            _ = (paragraph, session, store, UserDefaults.standard.bool(forKey: "x"))
                        }
                }
            }

            @Observable
            final class SupportViewModel {
                func restore() async { _ = try? await Purchases.shared.restorePurchases() }
            }
            """),
            // Device-feedback helpers of the project.
            RuleExample("""
            struct LikeButton: View {
                var body: some View {
                    Button("Like") {
                        HapticManager.shared.fire(.light)
                        SoundEffectPlayer.shared.play(.like)
                    }
                }
            }

            final class HapticManager {
                static let shared = HapticManager()
                func fire(_ style: Style) {}
            }

            final class SoundEffectPlayer {
                static let shared = SoundEffectPlayer()
                func play(_ sound: Sound) {}
            }
            """),
            // An enum case, a struct's constant and a static factory are not shared instances.
            RuleExample("""
            enum Instances: Endpoint {
                case instance
                case peers
            }

            struct Theme {
                static let `default` = Theme(tint: .blue)
                let tint: Color
            }

            final class DraftStore {
                static func `default`() -> DraftStore { DraftStore() }
            }

            struct InstancePicker: View {
                let client: APIClient
                var body: some View {
                    Text(verbatim: "pick")
                        .foregroundStyle(Theme.default.tint)
                        .task {
                            let endpoint = Instances.instance
                            _ = try? await client.get(endpoint: endpoint)
                            _ = DraftStore.default()
                        }
                }
            }
            """),
            RuleExample("""
            struct PreviewWrapper: View {
                var body: some View { AvatarView().environment(Theme.shared) }
            }

            #Preview {
                FeedRow().environment(Theme.shared)
            }

            @Observable
            final class Theme { static let shared = Theme() }
            """),
            RuleExample("""
            @Observable
            final class FeedClient {
                let session = HTTPTransport.shared
            }

            @Observable
            final class ImageCacheManager {
                let pipeline = PipelineStore.shared
            }

            final class HTTPTransport { static let shared = HTTPTransport() }
            final class PipelineStore { static let shared = PipelineStore() }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Notes each possible singleton use of a View or ViewModel for `check`, which knows the project.
    public func visit(_ access: MemberAccessExprSyntax, in file: FileContext) {
        guard access.declName.argumentNames == nil, let base = access.base else { return }
        let member = access.declName.baseName.text
        guard configuration[Self.singletonMemberNames].contains(member),
              !file.isTestFile, let typeName = typeName(of: base) else { return }
        let allowlist = Set(configuration[Self.allowlist])
        let feedbackNames = configuration[Self.feedbackNames]
        guard !allowlist.contains(typeName), !allowlist.contains("\(typeName).\(member)"), !isStaticFactoryCall(access),
              !feedbackNames.contains(where: { !$0.isEmpty && typeName.contains($0) }),
              let owner = consumerName(around: access, in: file), owner != typeName, !owner.contains("Preview"),
              !SyntaxQueries.isPreviewOrDebugCode(access), !isDefaultArgument(access) else { return }
        // One note per consumer and singleton in a file: the first use stands for the rest.
        guard file.cached(Reported.self, Reported.init).keys.insert("\(owner) \(typeName).\(member)").inserted else { return }
        let location = file.lines.location(of: access.positionAfterSkippingLeadingTrivia)
        file.record(SingletonUse(typeName: typeName, member: member, user: owner, line: location.line, column: location.column,
                                 providesEnvironment: isEnvironmentArgument(access)))
    }

    /// Reports the noted uses whose type the project declares as a class or actor with a static
    /// property of that name: once per (module, consumer, singleton), and not in a subclass
    /// whose superclass already reaches the same singleton.
    public func check(_ project: ProjectIndex) -> [Finding] {
        // Uses grouped by (module, singleton), in path order, each consumer once.
        var uses: [String: [(path: String, use: SingletonUse)]] = [:]
        var order: [String] = []
        var environmentUses: [String: [(path: String, use: SingletonUse)]] = [:]
        var environmentOrder: [String] = []
        for file in project.files {
            let module = project.placements[file.path]?.module ?? ""
            for use in file.singletonUses where isProjectSingleton(use, in: project) {
                if use.providesEnvironment {
                    let key = "\(module)\u{0}\(use.user)\u{0}environment"
                    if environmentUses[key] == nil { environmentOrder.append(key) }
                    environmentUses[key, default: []].append((file.path, use))
                    continue
                }
                let key = "\(module)\u{0}\(use.typeName).\(use.member)"
                if uses[key] == nil { order.append(key) }
                if uses[key]?.contains(where: { $0.use.user == use.user }) != true { uses[key, default: []].append((file.path, use)) }
            }
        }
        let users = Set(uses.values.flatMap { $0.map { Self.key(module: "", user: $0.use.user, $0.use) } })
        let mains = project.files.filter(\.hasMainAttribute).compactMap { project.placements[$0.path] }
        return order.compactMap { key -> Finding? in
            // A consumer whose superclass (possibly in another module) reaches the same singleton
            // is covered by the superclass.
            let consumers = (uses[key] ?? []).filter { entry in
                !Self.superclasses(of: entry.use.user, in: project).contains { users.contains(Self.key(module: "", user: $0, entry.use)) }
            }
            guard let (path, use) = consumers.first else { return nil }
            let placement = project.placements[path]
            let inApp = placement.map { Self.isAppTarget($0, mains: mains) } ?? false
            let advice = inApp
                ? "have the composition root (the `@main` App) create it and hand it in through the initializer or the environment instead of reading the global here"
                : "receive it as an injected protocol dependency composed in the App target instead"
            let others = consumers.dropFirst().map { "`\($0.use.user)`" }
            let also: String
            switch others.count {
            case 0: also = ""
            case 1...3: also = " (so do \(Self.list(others)) in this module: one injected dependency serves them all)"
            default: also = " (so do \(others.count) other types in this module, such as \(Self.list(Array(others.prefix(3)))): one injected dependency serves them all)"
            }
            return finding(path, SourcePoint(line: use.line, column: use.column),
                           "`\(use.user)` reaches `\(use.typeName).\(use.member)` through a static singleton\(also); " + advice + ".")
        } + environmentOrder.compactMap { key -> Finding? in
            guard let uses = environmentUses[key], let (path, first) = uses.first else { return nil }
            var names: [String] = []
            for (_, use) in uses where !names.contains("`\(use.typeName).\(use.member)`") { names.append("`\(use.typeName).\(use.member)`") }
            return finding(path, SourcePoint(line: first.line, column: first.column),
                           "`\(first.user)` hands the global \(Self.list(names)) to the environment of its subtree; pass on the instance\(names.count == 1 ? "" : "s") it receives itself (`@Environment`) instead, so that previews and tests can replace \(names.count == 1 ? "it" : "them").")
        }
    }

    /// Names joined as a sentence: "`A`", "`A` and `B`", "`A`, `B` and `C`".
    private static func list(_ names: [String]) -> String {
        names.count <= 1 ? (names.first ?? "") : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// The grouping key of a use: module, consumer and singleton.
    private static func key(module: String, user: String, _ use: SingletonUse) -> String {
        "\(module)\u{0}\(user)\u{0}\(use.typeName).\(use.member)"
    }

    /// Whether the project declares `use.typeName` as a class or actor with a static property
    /// named `use.member` (in its body or an extension): an enum case, a static func or a
    /// struct's constant is not a shared instance, and a type the project does not declare
    /// belongs to Apple or a package, whose defaults are not the app's hidden services.
    private func isProjectSingleton(_ use: SingletonUse, in project: ProjectIndex) -> Bool {
        let declarations = project.declarations(of: use.typeName).filter { !$0.placement.isTestFile }
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.type.kind == .class || $0.type.kind == .actor }) else { return false }
        // A declared name keeps its backticks (`` static let `default` ``); the use has none.
        func isMember(_ name: String) -> Bool { name == use.member || name == "`\(use.member)`" }
        return declarations.contains { $0.type.properties.contains { $0.isStatic && isMember($0.name) } }
            || project.extensions(of: use.typeName).contains { $0.extensionSummary.staticProperties.contains(where: isMember) }
    }

    /// The project superclasses of a class, nearest first (the first inherited name, while it
    /// is a class the project declares).
    private static func superclasses(of name: String, in project: ProjectIndex) -> [String] {
        var result: [String] = []
        var current = UTF8Text.lastComponent(of: name, separatedBy: ".")
        while let parent = project.declarations(of: current).first(where: { $0.type.kind == .class })?.type.inherited.first,
              project.kind(of: parent) == .class, !result.contains(parent), parent != name {
            result.append(parent)
            current = parent
        }
        return result
    }

    /// Whether a file is built by an App target: its layer is `app`, its module holds the `@main`
    /// App, or it sits outside every package and module, like a `@main` file that does too (the
    /// loose sources of an Xcode app target).
    private static func isAppTarget(_ placement: FilePlacement, mains: [FilePlacement]) -> Bool {
        if placement.layer == .app { return true }
        if let module = placement.module { return mains.contains { $0.module == module } }
        return placement.manifestPath == nil && mains.contains { $0.module == nil && $0.manifestPath == nil }
    }

    /// The consumer-and-singleton pairs already noted in the file.
    private final class Reported {
        var keys: Set<String> = []
    }

    /// Whether the access is the only argument of `.environment(…)` or `.environmentObject(…)`.
    private func isEnvironmentArgument(_ access: MemberAccessExprSyntax) -> Bool {
        guard let argument = access.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1 else { return false }
        return ["environment", "environmentObject"].contains(SyntaxQueries.calledName(call) ?? "")
    }

    /// Whether the access is itself called, `Store.default()`: a static factory, not a shared instance.
    private func isStaticFactoryCall(_ access: MemberAccessExprSyntax) -> Bool {
        guard let call = access.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == access.id
    }

    /// `X` for `X` and `Module.X` when the name is capitalised; nil for values and `Self`.
    private func typeName(of base: ExprSyntax) -> String? {
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base?.as(DeclReferenceExprSyntax.self),
                  UTF8Text.startsUppercase(inner.baseName.text) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name != "Self", UTF8Text.startsUppercase(name) else { return nil }
        return name
    }

    /// The name of the ViewModel or View whose code contains `node`, if it is one.
    private func consumerName(around node: some SyntaxProtocol, in file: FileContext) -> String? {
        guard let owner = TypeRoles.owner(of: node, in: file) else { return nil }
        if let classDecl = owner.resolved?.as(ClassDeclSyntax.self), TypeRoles.isViewModel(classDecl) {
            // An @Observable dependency container is the composition root, where singletons may be wired.
            // So are services and data-layer stores, which may wrap what they are built on.
            let name = classDecl.name.text
            return Self.serviceSuffixes.contains(where: name.hasSuffix) ? nil : name
        }
        if let structDecl = owner.resolved?.as(StructDeclSyntax.self), DeclarationLookup.isView(structDecl, in: file) { return structDecl.name.text }
        if let extensionDecl = owner.declaration.as(ExtensionDeclSyntax.self) {
            let name = extensionDecl.extendedType.trimmedText
            if SyntaxQueries.inherits(extensionDecl.inheritanceClause, named: "View") || name.hasSuffix("ViewModel") { return name }
        }
        return nil
    }

    /// Whether the expression is (part of) a parameter's default value.
    private func isDefaultArgument(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if candidate.is(InitializerClauseSyntax.self) { return candidate.parent?.is(FunctionParameterSyntax.self) == true }
            if candidate.is(CodeBlockSyntax.self) || candidate.is(MemberBlockSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }
}
