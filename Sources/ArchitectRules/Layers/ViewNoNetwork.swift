import ArchitectCore
import SwiftSyntax

/// Flags Views that talk to the network themselves instead of going through a ViewModel.
public struct ViewNoNetwork: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "mvvm-arch-view-no-network",
        title: "Views do not use URLSession",
        category: "mvvm-arch",
        impact: .must,
        presets: [.recommended, .mvvm, .clinic],
        aliases: ["layer-no-view-repository"],
        rationale: """
        A View that fires its own requests mixes transport with presentation: it cannot be \
        previewed or tested without the network, loading and error handling get copied from \
        screen to screen, and the request dies or repeats with the view's lifetime. Views hand \
        user intent to a ViewModel, which asks a repository or network service for the data.

        Reported: every reference to a type listed in `types` (default: `URLSession`) made \
        directly inside a View, meaning a struct whose own inheritance clause names `View` or \
        an extension that declares `View` conformance. A reference is a type annotation \
        (`let session: URLSession`, `URLSession?`, generic arguments, `URLSession.Configuration`), \
        a static use (`URLSession.shared`, `URLSession.self`) or a construction \
        (`URLSession(configuration:)`), also written `Foundation.URLSession`. Each one is \
        reported where it is written. The mvvm preset widens `types` with its `NetworkService` \
        and `Endpoint` names.

        Left alone: ViewModel and other classes, types nested inside a View (they are \
        checked as themselves), extensions that do not declare `View` conformance (their \
        type may or may not be a View), look-alike names (`URLSessionMock`, \
        `URLSessionConfiguration`), members of the same name on a value (`client.URLSession`), \
        `#Preview` blocks and mentions in comments or strings. The repository, SwiftData and \
        `@Query` parts of `layer-no-view-repository` are not checked by this rule; only its \
        network subset is.
        """,
        options: [RuleOption("types", default: .strings(["URLSession"]), "The network type names a View may not reference.")],
        presetOptions: [.mvvm: ["types": .strings(["URLSession", "NetworkService", "Endpoint"])]],
        triggering: [
            RuleExample("""
            struct ProfileView: View {
                @State private var name = ""
                var body: some View {
                    Text(name).task {
                        let url = URL(string: "https://example.com/me")!
                        let (data, _) = try await ↓URLSession.shared.data(from: url)
                        name = String(decoding: data, as: UTF8.self)
                    }
                }
            }
            """),
            RuleExample("""
            struct FeedView: SwiftUI.View {
                let session: ↓URLSession
                var fallback: ↓Foundation.URLSession? = nil
                init() {
                    session = ↓URLSession(configuration: .ephemeral)
                }
                var body: some View { EmptyView() }
            }
            """),
            RuleExample("""
            struct Gallery {}
            #if os(iOS)
            extension Gallery: View {
                var body: some View {
                    AsyncButton("Reload") {
                        try await ↓Foundation.URLSession.shared
                            .data(from: endpoint)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct CatalogScreen: View {
                let service: ↓NetworkService
                var body: some View { EmptyView() }
            }
            """, options: ["types": .strings(["URLSession", "NetworkService", "Endpoint"])]),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable
            final class ProfileViewModel {
                private let session: URLSession
                init(session: URLSession = .shared) { self.session = session }
            }
            struct ProfileView: View {
                @State var model = ProfileViewModel()
                var body: some View { Text("URLSession is not used here") }
            }
            """),
            RuleExample("""
            // A View must not call URLSession.shared directly.
            struct NetworkStatusView: View {
                let mock: URLSessionMock
                let configuration: URLSessionConfiguration
                var body: some View { Text(client.URLSession.description) }
            }
            """),
            RuleExample("""
            struct SettingsView: View {
                final class Loader {
                    let session = URLSession.shared
                }
                var body: some View { EmptyView() }
            }
            extension SettingsView {
                func makeSession() -> URLSession { .shared }
            }
            #Preview {
                SettingsView().environment(\\.session, URLSession.shared)
            }
            """),
            RuleExample("""
            struct CatalogScreen: View {
                let service: NetworkService
                var body: some View { EmptyView() }
            }
            """),
        ]
    )

    /// The node kinds the engine hands to `visit`.
    public static let nodeKinds: [SyntaxKind] = [.identifierType, .memberType, .declReferenceExpr]

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Creates the rule with a run's configuration.
    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ node: Syntax, in file: FileContext) {
        let names = configuration.strings("types", fallback: ["URLSession"])
        if let identifier = node.as(IdentifierTypeSyntax.self) {
            guard names.contains(identifier.name.text) else { return }
            check(identifier, name: identifier.name.text, in: file)
        } else if let member = node.as(MemberTypeSyntax.self) {
            guard names.contains(member.name.text),
                  member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Foundation" else { return }
            check(member, name: member.name.text, in: file)
        } else if let reference = node.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard names.contains(name) else { return }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Foundation" else { return }
                check(member, name: name, in: file)
            } else {
                check(reference, name: name, in: file)
            }
        }
    }

    private func check(_ node: some SyntaxProtocol, name: String, in file: FileContext) {
        guard let view = ViewRuleSupport.enclosingViewName(of: node) else { return }
        report(node, "`\(view)` uses `\(name)` directly; move the request into a ViewModel or repository and inject that instead.", in: file)
    }
}
