import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags destination-based `NavigationLink`s and every use of the deprecated `NavigationView`.
struct NavNoNavigationlinkRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "nav-no-navigationlink", title: "Navigate by value inside a NavigationStack", category: .nav, impact: .high,
        presets: [.recommended, .clinic, .clean, .review, .mvvm],
        aliases: ["clean-nav-value-based", "review-value-navigation", "review-navigationstack", "mvvm-nav-stack-path"],
        rationale: """
        A link that names its destination view builds that view up front for every row and ties the \
        screen to the next one, so nothing else (a router, a deep link, a test) can decide where it \
        leads. Pushing a route value with `NavigationLink(value:)` and resolving it in \
        `.navigationDestination(for:)` keeps destinations lazy and in one place. `NavigationView` is \
        deprecated; note that on iPad, Mac Catalyst and macOS it shows columns by default, so the \
        message names `NavigationSplitView` for layouts that keep their columns and `NavigationStack` \
        for a single stack (only `NavigationStack` when `.navigationViewStyle(.stack)` is applied, \
        only `NavigationSplitView` for `.columns`). Flagged: a `NavigationLink` call with a \
        `destination:` argument; a `NavigationLink` call with a trailing closure and no `value:` \
        argument (its trailing closure is then the destination); and every reference to \
        `NavigationView`, as a call or as a type, bare or as `SwiftUI.NavigationView`. The finding \
        lands on the `NavigationLink`/`NavigationView` name. Links are reported once per type (struct, \
        class, enum or extension), at the first one, with the number of the others in the message: \
        moving a screen to route values is one change. Nothing is reported when the file's iOS \
        deployment target is below 16, where `NavigationStack`, `NavigationSplitView` and \
        `NavigationLink(value:)` do not exist. Left alone: `NavigationLink(value:)` in \
        any form, a link whose destination is only a name or a property of `self` (a wrapper \
        such as `SettingsLink<Destination>` showing what its callers built: it constructs \
        nothing, and only its call sites could push a route instead), `NavigationStack`, names that only contain the word (`NavigationViewModel`, \
        `MyNavigationLink`), a type of the same name qualified by another module \
        (`DesignSystem.NavigationLink`), members of other types that happen to be called \
        `NavigationView`, comments and strings, preview and debug code (`#Preview`, \
        `PreviewProvider` types, `#if DEBUG`), where a navigation container only frames the view \
        being previewed, test files, and fallback \
        code for systems without `NavigationStack`: the `else` of `if #available(iOS 16, *)` or of \
        `guard #available(…)` (also later versions, and macOS 13, tvOS 16, watchOS 9), and the body of \
        `if #unavailable(iOS 16)`. Other `#if` code is checked like any other code. Of the \
        `mvvm-nav-stack-path` alias only the `NavigationView` part is checked here; the path type of a \
        `NavigationStack` is not.
        """,
        triggering: [
            RuleExample("""
            struct OrdersScreen: View {
                let orders: [Order]
                var body: some View {
                    ↓NavigationView {
                        List(orders) { order in
                            ↓NavigationLink(destination: OrderDetail(order: order)) {
                                Text(order.title)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsList: View {
                var body: some View {
                    List {
                        ↓NavigationLink {
                            AccountSettings()
                        } label: {
                            Label("Account", systemImage: "person")
                        }
                        NavigationLink("Privacy") { PrivacySettings() }
                    }
                }
            }
            """),
            RuleExample("""
            struct Shell {
                let root: ↓NavigationView<Text>
                let other: SwiftUI.↓NavigationView<Text>
                struct Legacy: View {
                    var body: some View { ↓NavigationView { Text("Old") }.navigationViewStyle(.stack) }
                }
            }
            func makeRoot() -> some View {
                SwiftUI.↓NavigationView { Text("Home") }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension ProfileView {
                var editRow: some View {
                    SwiftUI.↓NavigationLink(
                        destination: EditProfileView(),
                        label: { Text("Edit") }
                    )
                    .buttonStyle(.plain)
                }
            }
            #endif
            """),
            RuleExample(#"""
            enum Screens {
                struct Legacy: View {
                    var body: some View {
                        ↓NavigationView {
                            ↓NavigationLink(destination: Detail()) { Text("Open") }
                        }
                        .navigationTitle("Legacy")
                        .navigationViewStyle(
                            .stack
                        )
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Root: View {
                var body: some View {
                    #if os(macOS)
                    ↓NavigationView { Sidebar() }
                    #else
                    NavigationStack { Home() }
                    #endif
                    if #available(iOS 15, *) {
                        ↓NavigationView { Home() }
                    }
                }
            }
            """#),
            RuleExample("""
            struct Inbox: View {
                var body: some View {
                    ↓NavigationView { MessageList() }
                        .navigationViewStyle(.stack)
                }
            }
            struct Mail: View {
                var body: some View {
                    ↓NavigationView {
                        Mailboxes()
                        ↓NavigationLink(destination: Compose()) { Text("New") }
                        NavigationLink("Drafts", destination: Drafts())
                    }
                    .navigationViewStyle(DoubleColumnNavigationViewStyle())
                }
            }
            """, iOS: Version(16)),
        ],
        nonTriggering: [
            RuleExample("""
            // A wrapper shows the destination its callers built.
            struct SettingsLink<Destination: View>: View {
                let destination: Destination
                let title: LocalizedStringKey
                var body: some View {
                    NavigationLink(destination: self.destination) { Text(title) }
                    NavigationLink { destination } label: { Text(title) }
                }
            }
            """),
            RuleExample("""
            // NavigationView and NavigationLink(destination:) are the old way; we don't use them.
            struct OrdersScreen: View {
                @State private var path = NavigationPath()
                let orders: [Order]
                var body: some View {
                    NavigationStack(path: $path) {
                        List(orders) { order in
                            NavigationLink(value: OrderRoute.detail(order.id)) {
                                Text(order.title)
                            }
                        }
                        .navigationDestination(for: OrderRoute.self) { route in
                            OrderRouteView(route: route)
                        }
                    }
                    .navigationTitle("NavigationView")
                }
            }
            """),
            RuleExample("""
            @Observable final class NavigationViewModel {
                var path: [Route] = []
            }
            struct Root: View {
                @State private var model = NavigationViewModel()
                var body: some View { NavigationStack(path: $model.path) { HomeView() } }
            }
            """),
            RuleExample("""
            struct Menu: View {
                var body: some View {
                    List {
                        NavigationLink("Settings", value: Route.settings)
                        NavigationLink(
                            value: Route.profile
                        ) {
                            Text("Profile")
                        }
                        SwiftUI.NavigationLink(value: Route.help, label: { Text("Help") })
                    }
                }
            }
            """),
            RuleExample("""
            enum LegacyScreen { case NavigationView, tabs }
            let screen = LegacyScreen.NavigationView
            let legacy = MyNavigationView()
            let kind: LegacyScreen = .NavigationView
            """),
            RuleExample(#"""
            struct Buttons: View {
                var body: some View {
                    List {
                        MyNavigationLink(destination: Detail()) { Text("A") }
                        DesignSystem.NavigationLink(destination: Detail()) { Text("B") }
                        navigationLink(destination: Detail())
                        NavigationLinkRow(title: "C") { Detail() }
                        Text("NavigationLink(destination: Detail())")
                        /* NavigationView { NavigationLink { Detail() } label: { Text("D") } } */
                    }
                }
            }
            """#),
            RuleExample(#"""
            #if DEBUG
            extension Menu {
                struct Row: View {
                    var body: some View {
                        SwiftUI.NavigationLink(value: Route.help) {
                            Text("Help")
                        }
                        .buttonStyle(.plain)
                        SwiftUI.NavigationStack { Text("Stack") }
                    }
                }
            }
            #endif
            """#),
            RuleExample(#"""
            struct Root: View {
                var body: some View {
                    if #available(iOS 16.0, macOS 13.0, *) {
                        NavigationStack { Home() }
                    } else {
                        NavigationView {
                            NavigationLink(destination: Detail()) { Text("Open") }
                        }
                    }
                }
                func legacy() -> AnyView {
                    guard #available(iOS 17, *) else {
                        return AnyView(NavigationView { Home() })
                    }
                    return AnyView(NavigationStack { Home() })
                }
            }
            """#),
            RuleExample("""
            // iOS 15: NavigationStack and NavigationLink(value:) do not exist yet.
            struct Library: View {
                var body: some View {
                    NavigationView {
                        List(books) { book in
                            NavigationLink(destination: BookDetail(book: book)) { Text(book.title) }
                        }
                    }
                }
            }
            """, iOS: Version(15)),
            RuleExample("""
            struct Host: View {
                var body: some View { NavigationView { NavigationLink("Go", destination: Screen()) } }
            }
            """, path: "Tests/AppTests/Host.swift"),
            RuleExample("""
            struct BookDetail_Previews: PreviewProvider {
                static var previews: some View {
                    NavigationView { BookDetail(book: .sample) }
                }
            }
            #Preview {
                NavigationView {
                    NavigationLink("Open", destination: BookDetail(book: .sample))
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import SwiftUI

            struct Home: View {
                var body: some View {
                    NavigationView {
                        List { Text("A") }
                            .navigationTitle("Home")
                    }
                    .navigationViewStyle(.stack)
                }
            }
            """, becomes: """
            import SwiftUI

            struct Home: View {
                var body: some View {
                    NavigationStack {
                        List { Text("A") }
                            .navigationTitle("Home")
                    }
                }
            }
            """),
        ]
    )

    public let configuration: RuleConfiguration

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        // Below iOS 16 the replacements do not exist: the old API is the only one. The text
        // checks are exact pre-checks: a file that never spells the type name has no reference to it.
        guard file.iOSTarget >= NavigationViewConversion.minimumTarget, !file.isTestFile,
              file.cachedFlag(LinkMentioned.self, { file.mentions("NavigationLink") }) else { return }
        checkLink(call, in: file)
    }

    public func visit(_ node: DeclReferenceExprSyntax, in file: FileContext) { checkViewReference(Syntax(node), in: file) }
    public func visit(_ node: IdentifierTypeSyntax, in file: FileContext) { checkViewReference(Syntax(node), in: file) }
    public func visit(_ node: MemberTypeSyntax, in file: FileContext) { checkViewReference(Syntax(node), in: file) }

    /// Reports a reference to `NavigationView`. The availability and preview tests climb to the
    /// enclosing declaration, so they run only for nodes that would otherwise be reported.
    private func checkViewReference(_ node: Syntax, in file: FileContext) {
        guard file.iOSTarget >= NavigationViewConversion.minimumTarget, !file.isTestFile,
              file.cachedFlag(ViewMentioned.self, { file.mentions("NavigationView") }),
              let reference = SyntaxQueries.typeReference(at: node, among: Self.viewNames, qualifiedBy: Self.modules),
              !Self.isInAvailabilityFallback(node), !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        // `x.NavigationView` on a value is not the type; only the module-qualified SwiftUI type counts.
        report(reference.nameToken, Self.viewMessage(for: reference), in: file, fixable: Self.fixIsCertain(reference, in: file))
    }

    /// The advice for one `NavigationView`: `NavigationStack` where its style already makes it a
    /// single stack, `NavigationSplitView` where its style asks for columns, and both otherwise,
    /// since it shows columns by default on iPad, Mac Catalyst and macOS.
    /// Whether `fix` rewrites this `NavigationView`: a `NavigationView { … }` call that
    /// `NavigationViewConversion` takes for a stack for certain. A type use, or a view that may
    /// show columns, is left as it is (and a use as a type elsewhere in the project turns the fix
    /// off for every file, which only the fix can see; it then says so in a note).
    private static func fixIsCertain(_ reference: SyntaxQueries.TypeReference, in file: FileContext) -> Bool {
        var callee = reference.node
        if let member = callee.parent?.as(MemberAccessExprSyntax.self), member.declName.id == callee.id { callee = Syntax(member) }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return false }
        return NavigationViewConversion.isConvertible(call, isPhoneOnly: file.platforms.isPhoneOnly)
    }

    private static func viewMessage(for reference: SyntaxQueries.TypeReference) -> String {
        switch style(of: reference) {
        case .stack:
            return "`NavigationView` is deprecated; this one is styled as a stack, so use `NavigationStack`, with a path when code drives navigation."
        case .columns:
            return "`NavigationView` is deprecated; this one is styled as columns, so use `NavigationSplitView`."
        case nil:
            return "`NavigationView` is deprecated and shows columns by default on iPad, Mac Catalyst and macOS; use `NavigationStack` for a single stack, or `NavigationSplitView` where the layout should keep its columns."
        }
    }

    /// The layout a `NavigationView { … }` call asks for with `.navigationViewStyle(…)` in its own
    /// modifier chain: `.stack` / `StackNavigationViewStyle()`, or `.columns` /
    /// `DoubleColumnNavigationViewStyle()`. Nil for a type reference or an unstyled call.
    private static func style(of reference: SyntaxQueries.TypeReference) -> Layout? {
        var callee = reference.node
        if let generic = callee.parent?.as(GenericSpecializationExprSyntax.self) { callee = Syntax(generic) }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        for modifier in SyntaxQueries.modifiersApplied(to: call) where SyntaxQueries.calledName(modifier) == "navigationViewStyle" {
            guard let argument = modifier.arguments.first?.expression else { continue }
            let name: String?
            if let member = argument.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName.text
            } else if let construction = argument.as(FunctionCallExprSyntax.self) {
                name = SyntaxQueries.calledName(construction)
            } else {
                name = nil
            }
            switch name {
            case "stack", "StackNavigationViewStyle": return .stack
            case "columns", "DoubleColumnNavigationViewStyle": return .columns
            default: continue
            }
        }
        return nil
    }

    /// What a `.navigationViewStyle(…)` asks for.
    private enum Layout { case stack, columns }

    /// Keys of the per-file answers of the text checks.
    private enum LinkMentioned {}
    private enum ViewMentioned {}

    private static let viewNames: Set<String> = ["NavigationView"]
    private static let modules: Set<String> = ["SwiftUI"]

    /// The first version of each platform that has `NavigationStack` and `NavigationLink(value:)`.
    private static let stackVersions: [String: Int] = [
        "iOS": 16, "iOSApplicationExtension": 16, "macCatalyst": 16, "macCatalystApplicationExtension": 16,
        "macOS": 13, "macOSApplicationExtension": 13, "tvOS": 16, "tvOSApplicationExtension": 16,
        "watchOS": 9, "watchOSApplicationExtension": 9,
    ]

    /// Whether `node` is the fallback for systems without `NavigationStack`: the `else` of
    /// `if #available(iOS 16, *)` (or a later version, or another platform's first version with
    /// stacks; also through `else if`), the `else` of such a `guard`, or the body of
    /// `if #unavailable(iOS 16)`. The old API is the only one there.
    private static func isInAvailabilityFallback(_ node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent {
            if let ifExpr = parent.as(IfExprSyntax.self) {
                if let elseBody = ifExpr.elseBody, Syntax(elseBody).id == child.id,
                   checksStackAvailability(ifExpr.conditions, keyword: .poundAvailable) {
                    return true
                }
                if ifExpr.body.id == child.id, checksStackAvailability(ifExpr.conditions, keyword: .poundUnavailable) {
                    return true
                }
            } else if let guardStmt = parent.as(GuardStmtSyntax.self), guardStmt.body.id == child.id,
                      checksStackAvailability(guardStmt.conditions, keyword: .poundAvailable) {
                return true
            } else if parent.is(DeclSyntax.self) && !parent.is(IfConfigDeclSyntax.self) && !parent.is(VariableDeclSyntax.self) {
                return false
            }
            child = parent
        }
        return false
    }

    /// Whether the conditions include `#available`/`#unavailable` (per `keyword`) naming a platform
    /// at or above its first version with `NavigationStack`.
    private static func checksStackAvailability(_ conditions: ConditionElementListSyntax, keyword: TokenKind) -> Bool {
        conditions.contains { element in
            guard case .availability(let availability) = element.condition,
                  availability.availabilityKeyword.tokenKind == keyword else { return false }
            return availability.availabilityArguments.contains { argument in
                guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                      let first = stackVersions[restriction.platform.text],
                      let major = restriction.version.flatMap({ Int($0.major.text) }) else { return false }
                return major >= first
            }
        }
    }

    /// Reports the first destination-building link of each type (a struct, class, enum or
    /// extension), counting the others in the message: the screen navigates the old way, and
    /// moving it to route values is one change, not one per link.
    private func checkLink(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let name = SyntaxQueries.calledNameToken(call), Self.isReportableLink(call) else { return }
        let owner = SyntaxQueries.enclosingTypeDeclaration(of: call)
        var others = 0
        if let owner, let members = SyntaxQueries.memberBlock(of: owner) {
            let reported = file.cached(ReportedOwners.self) { ReportedOwners() }
            guard reported.ids.insert(owner.id).inserted else { return }
            others = max(0, SyntaxQueries.calls(in: members, where: Self.isReportableLink).count - 1)
        }
        let more = others == 0 ? "" : others == 1 ? " (and so does 1 other link here)" : " (and so do \(others) other links here)"
        report(name, "This `NavigationLink` builds its destination in place\(more); push a route value with `NavigationLink(value:)` and map it in `.navigationDestination(for:)`.", in: file, fixable: false)
    }

    /// Whether `call` is a `NavigationLink` that builds its destination (a `destination:`
    /// argument, or a trailing closure without `value:`) outside availability fallbacks and previews.
    private static func isReportableLink(_ call: FunctionCallExprSyntax) -> Bool {
        guard SyntaxQueries.isCall(call, toType: "NavigationLink") else { return false }
        let destination = SyntaxQueries.argument("destination", of: call)?.expression
        let trailingDestination = call.trailingClosure != nil && SyntaxQueries.argument("value", of: call) == nil
        guard destination != nil || trailingDestination else { return false }
        // A wrapper that shows a destination its caller built (`NavigationLink(destination:
        // self.destination)` in a generic `SettingsLink<Destination>`) builds nothing itself:
        // only its call sites could push a route instead.
        if let destination, isPassedIn(destination) { return false }
        if destination == nil, let closure = call.trailingClosure, closure.statements.count == 1,
           let only = closure.statements.first?.item.as(ExprSyntax.self), isPassedIn(only) { return false }
        return !isInAvailabilityFallback(Syntax(call)) && !SyntaxQueries.isPreviewOrDebugCode(call)
    }

    /// Whether a destination is a value built elsewhere: a plain name (`destination`) or a
    /// property of `self` (`self.destination`), not a View constructed here.
    private static func isPassedIn(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// The types of the file whose first link has been reported.
    private final class ReportedOwners {
        var ids: Set<SyntaxIdentifier> = []
    }
}
