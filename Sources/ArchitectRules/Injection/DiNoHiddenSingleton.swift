import ArchitectCore
import SwiftSyntax

/// Flags ViewModels and Views that reach app services through static singletons.
public struct DiNoHiddenSingleton: SyntaxRule {
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

    /// Name endings of `@Observable` classes that are services or stores of the data layer, not
    /// consumers: they may hold what they wrap.
    static let serviceSuffixes = ["Client", "Service", "Repository", "Manager", "Provider", "Cache", "Container", "Dependencies"]

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "di-no-hidden-singleton",
        title: "Inject services instead of reaching for singletons",
        category: "di",
        impact: .mediumHigh,
        presets: [.clinic],
        rationale: """
        A ViewModel or View that grabs `AnalyticsService.shared` hides a dependency: callers \
        cannot see it, tests cannot replace it, and previews talk to the live service. In the \
        clinic architecture every live implementation is composed once in the App target and \
        handed in as a protocol, through the initializer or the environment.

        The rule reports, at the start of the expression, `X.shared`, `X.default`, `X.current` or \
        `X.instance` (option `memberNames`) where `X` is a capitalised type name (also \
        module-qualified, `Analytics.Tracker.shared`), when the code sits in a class marked \
        `@Observable` or named `…ViewModel`, in a View struct, or in a same-file extension of \
        either. One finding is made per type and singleton, at its first use in the file: \
        the fix (one injected dependency) is the same however often the type reaches for it. \
        System singletons in `allowlist` are fine: an entry is `Type.member` or just \
        `Type`. By default the list holds `NotificationCenter.default`, `FileManager.default`, \
        `UIApplication.shared`, `NSApplication.shared`, `Bundle.main`, `ProcessInfo.processInfo`, \
        `Locale.current`, `Calendar.current`, `TimeZone.current`, `UIDevice.current`, \
        `UIScreen.main`, the value-like `Animation.default`, `Thread.current`, \
        `RunLoop.current` and `OperationQueue.current`, and a few more system singletons \
        (`NSWorkspace.shared`, `UNUserNotificationCenter.current`, `WidgetCenter.shared`, \
        `PHPhotoLibrary.shared`, `NSUbiquitousKeyValueStore.default`, \
        `WKWebsiteDataStore.default`, `SKPaymentQueue.default`, `PHImageManager.default`), and \
        system values and constants that are not services at all (`NSParagraphStyle.default`, \
        `UIFontMetrics.default`, `URLSessionConfiguration.default`, `UITraitCollection.current`, \
        `UserDefaults.standard`). `URLSession.shared` is deliberately not on it: networking \
        belongs to Data. Left alone: test files, preview and debug code (`#if DEBUG`, \
        `#Preview`, `PreviewProvider` types and helper types whose name contains `Preview`), \
        default argument values of parameters (the dependency is visible in the signature and \
        can be replaced), calls such as `Store.default()` or `Clock.current()` (static \
        factories that make a new value), `Self.shared`, lowercase receivers \
        (`settings.default` is a value), `.default`, `.current` or `.instance` passed straight \
        as a labelled argument (`endpoint: Instances.instance` is far more often an enum case \
        or a constant than a singleton; the syntax of one file cannot tell them apart), and \
        services, repositories and the composition root (the `@main` App, and `@Observable` \
        classes whose name ends in `Client`, `Service`, `Repository`, `Manager`, `Provider`, \
        `Cache`, `Container` or `Dependencies`), which may hold singletons.
        """,
        options: [
            RuleOption("allowlist", default: .strings(defaultAllowlist), "System singletons that may be used directly (`Type.member`, or `Type` for all its members)."),
            RuleOption("memberNames", default: .strings(["shared", "default", "current", "instance"]), "Static member names that mark a singleton."),
        ],
        triggering: [
            RuleExample("""
            @Observable
            final class ProfileViewModel {
                private let analytics = ↓AnalyticsService.shared

                func didAppear() {
                    ↓Tracker.default.log("profile")
                    AnalyticsService.shared.track("appear")
                }
            }
            """),
            RuleExample("""
            struct FeedRow: View {
                var body: some View {
                    Button("Like") { ↓Haptics.shared.fire(.light) }
                        .contextMenu {
                            Button("Share") { Haptics.shared.fire(.medium) }
                        }
                        .foregroundStyle(↓Palette.shared.tint)
                }
            }

            extension FeedRow {
                func bookmark() { Haptics.shared.fire(.soft) }
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
            """),
            RuleExample("""
            @Observable
            final class CartModel {
                func checkout() async { await ↓PaymentGateway.instance.pay() }
            }

            final class OrdersViewModel {}

            extension OrdersViewModel {
                func refresh() { ↓OrderCache.shared.clear() }
            }
            """),
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
            """),
            RuleExample("""
            @Observable
            final class ReminderViewModel {
                let store = ReminderStore.shared
            }
            """, path: "Tests/AppTests/ReminderViewModelTests.swift"),
            RuleExample("""
            final class LoggingViewModel {
                let logger = Logger.shared
            }
            """, options: ["allowlist": .strings(["Logger"])]),
            RuleExample("""
            struct ComposerView: View {
                let client: APIClient
                var body: some View {
                    Text(verbatim: "draft")
                        .task {
                            let paragraph = NSParagraphStyle.default
                            let session = URLSessionConfiguration.default
                            let store = DraftStore.default()
                            _ = try? await client.get(endpoint: Instances.instance)
                            _ = (paragraph, session, store, UserDefaults.standard.bool(forKey: "x"))
                        }
                }
            }

            @Observable
            final class FeedClient {
                let session = HTTPTransport.shared
            }

            @Observable
            final class ImageCacheManager {
                let pipeline = ImagePipeline.shared
            }
            """),
            RuleExample("""
            struct PreviewWrapper: View {
                var body: some View { AvatarView().environment(Theme.shared) }
            }

            #Preview {
                FeedRow().environment(Theme.shared)
            }
            """),
        ]
    )

    /// Member accesses.
    public static let nodeKinds: [SyntaxKind] = [.memberAccessExpr]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule for one run.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        guard let access = node.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil, let base = access.base else { return }
        let member = access.declName.baseName.text
        guard configuration.strings("memberNames", fallback: ["shared", "default", "current", "instance"]).contains(member),
              !file.isTestFile, let typeName = typeName(of: base) else { return }
        let allowlist = Set(configuration.strings("allowlist", fallback: Self.defaultAllowlist))
        guard !allowlist.contains(typeName), !allowlist.contains("\(typeName).\(member)"),
              !isStaticFactoryCall(access), member == "shared" || !isLabelledArgument(access),
              let owner = consumerName(around: access, in: file), owner != typeName, !owner.contains("Preview"),
              !SyntaxQueries.isPreviewOrDebugCode(access), !isDefaultArgument(access) else { return }
        // One finding per consumer and singleton: the first use stands for the rest.
        guard file.cached(Reported.self, Reported.init).keys.insert("\(owner) \(typeName).\(member)").inserted else { return }
        report(access, "`\(owner)` reaches `\(typeName).\(member)` through a static singleton; receive it as an injected protocol dependency composed in the App target instead.", in: file)
    }

    /// The consumer-and-singleton pairs already reported in the file.
    private final class Reported {
        var keys: Set<String> = []
    }

    /// Whether the access is itself called, `Store.default()`: a static factory, not a shared instance.
    private func isStaticFactoryCall(_ access: MemberAccessExprSyntax) -> Bool {
        guard let call = access.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.id == access.id
    }

    /// Whether the access is passed straight as a labelled argument, `endpoint: Instances.instance`.
    private func isLabelledArgument(_ access: MemberAccessExprSyntax) -> Bool {
        guard let argument = access.parent?.as(LabeledExprSyntax.self) else { return false }
        return argument.label != nil
    }

    /// `X` for `X` and `Module.X` when the name is capitalised; nil for values and `Self`.
    private func typeName(of base: ExprSyntax) -> String? {
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base?.as(DeclReferenceExprSyntax.self),
                  inner.baseName.text.first?.isUppercase == true {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name != "Self", name.first?.isUppercase == true else { return nil }
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
            if SyntaxQueries.inheritedNames(extensionDecl.inheritanceClause).contains("View") || name.hasSuffix("ViewModel") { return name }
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
