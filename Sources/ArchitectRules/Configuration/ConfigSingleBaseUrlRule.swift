import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags API host literals written outside the app's configuration type.
struct ConfigSingleBaseUrlRule: SyntaxRule, ProjectRule {
    static let configTypes = Option<[String]>(
        "configTypes", default: ["AppConfig"],
        "Names of the configuration types whose members may spell the API host.")

    static let description = RuleDescription(
        id: "config-single-base-url", title: "The API host is spelt only in AppConfig",
        category: .config, impact: .must, presets: [.mvvm],
        rationale: """
        The MVVM guide names `AppConfig.baseURL` the single source of the API host, switched per \
        build with `#if DEBUG` or a `STAGING` flag; a host written again in a service or endpoint is \
        the copy that keeps pointing at production when the build is meant for staging. Reported, \
        at the literal: a plain `http://` or `https://` string literal whose host reads as an API \
        (a label `api`, `apis` or `googleapis`, or one starting `api-` or ending `-api`: \
        `api.example.com`, `staging-api.example.com`, `maps.googleapis.com`) or whose path starts with `/api`, `/graphql` or `/rest`, outside the \
        types named in `configTypes` (`AppConfig`) and their extensions. Left alone: server-side code (a \
        `Server…`/`…Middleware…` folder, or a file importing a server framework such as Vapor or \
        SwiftNIO), which talks to other services than the app's own API; hosts built \
        with interpolation (a user's own server), web pages, image and CDN hosts that say nothing \
        of an API, test files, previews and `#if DEBUG` code, files named as stubs, mocks or \
        fixtures. The rule cannot see whether two literals are the same host or whether a literal \
        is ever sent a request; a documentation link to an API's website is reported too.

        The rule speaks only in a project that declares one of `configTypes`: there a host spelt \
        elsewhere bypasses the place the team chose. Without one, the rule cannot tell the app's \
        own API from the third-party services an app also calls (a directory of servers, a movie \
        database, a mail provider), and a Mastodon-style client has no single host at all, so it \
        stays silent.
        """,
        options: [configTypes],
        triggering: [
            RuleExample(project: [ExampleFile("App/Sources/Example1.swift", """
            struct ProductRepositoryImpl: ProductRepository {
                let base = URL(string: ↓"https://api.shop.example.com/v2")!
            }
            """), ExampleFile("App/Core/Constants/AppConfig.swift", """
            enum AppConfig { static let baseURL = URL(string: "https://api.shop.example.com")! }
            """)]),
            RuleExample(project: [ExampleFile("App/Sources/Example2.swift", """
            #if os(iOS)
            extension Endpoint {
                enum Hosts {
                    static let search = ↓"https://search.example.com/api/query"
                    static let maps = ↓"https://maps.googleapis.com/maps/api"
                }
            }
            #endif
            """), ExampleFile("App/Core/Constants/AppConfig.swift", """
            enum AppConfig { static let baseURL = URL(string: "https://api.shop.example.com")! }
            """)]),
            RuleExample(project: [ExampleFile("App/Sources/Example3.swift", """
            final class NetworkService {
                func request(_ path: String) -> URLRequest {
                    URLRequest(url: URL(string: ↓"http://staging-api.example.com" + path)!)
                }
            }
            """), ExampleFile("App/Core/Constants/AppConfig.swift", """
            enum AppConfig { static let baseURL = URL(string: "https://api.shop.example.com")! }
            """)]),
        ],
        nonTriggering: [
            RuleExample(project: [ExampleFile("Packages/Env/Sources/Env/InstanceDirectory.swift", """
            // No AppConfig in this project: each account talks to its own server.
            struct InstanceDirectory {
                let listURL = URL(string: "https://instances.social/api/1.0/instances/list")!
            }
            """)]),
            RuleExample(project: [ExampleFile("App/Sources/Example4.swift", """
            // Never write "https://api.example.com" outside AppConfig.
            enum AppConfig {
                #if DEBUG
                static let baseURL = URL(string: "https://staging.api.example.com")!
                #else
                static let baseURL = URL(string: "https://api.example.com")!
                #endif
            }
            extension AppConfig {
                static let uploadsURL = URL(string: "https://uploads.api.example.com")!
            }
            """), ExampleFile("App/Core/Constants/AppConfig.swift", """
            enum AppConfig { static let baseURL = URL(string: "https://api.shop.example.com")! }
            """)]),
            RuleExample(project: [ExampleFile("App/Sources/Example5.swift", """
            struct AboutScreen: View {
                let server: String
                var body: some View {
                    Link("Privacy", destination: URL(string: "https://example.com/privacy")!)
                    AsyncImage(url: URL(string: "https://images.example-cdn.com/logo.png"))
                    Text("Visit https://api.example.com")
                    Text("https://\\(server)/api/v1/timelines")
                }
            }
            """), ExampleFile("App/Core/Constants/AppConfig.swift", """
            enum AppConfig { static let baseURL = URL(string: "https://api.shop.example.com")! }
            """)]),
            RuleExample(project: [ExampleFile("Tests/AppTests/EndpointTests.swift", """
            import Testing

            @Test func buildsURL() {
                #expect(Endpoint.products.url.absoluteString == "https://api.example.com/products")
            }
            """), ExampleFile("App/Core/Constants/AppConfig.swift", """
            enum AppConfig { static let baseURL = URL(string: "https://api.shop.example.com")! }
            """)]),
            RuleExample(project: [ExampleFile("App/Sources/Example7.swift", """
            #Preview {
                ProductScreen(client: .init(base: "https://api.preview.example.com"))
            }
            """), ExampleFile("App/Core/Constants/AppConfig.swift", """
            enum AppConfig { static let baseURL = URL(string: "https://api.shop.example.com")! }
            """)]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StringLiteralExprSyntax, in file: FileContext) {
        guard !file.isTestFile, !AppTargets.isServerSide(file), node.segments.count == 1, let text = ConfigNoSecretsRule.plainText(node),
              Self.isAPIAddress(text) else { return }
        let configTypes = Set(configuration[Self.configTypes])
        guard !Self.isInside(node, anyOf: configTypes), !ConfigNoSecretsRule.isStandInFile(file.path),
              !SyntaxQueries.isPreviewOrDebugCode(node) else { return }
        ProjectNotes.note(node, for: Self.description, in: file)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let configTypes = Set(configuration[Self.configTypes])
        guard project.allTypes.contains(where: { configTypes.contains($0.type.name) }) else { return [] }
        return project.files.flatMap { file in
            ProjectNotes.notes(for: Self.description, in: file).map { use in
                finding(file.path, SourcePoint(line: use.line, column: use.column),
                        "This literal spells an API host; read it from `\(configTypes.sorted().first ?? "AppConfig").baseURL` so one place says which server the build talks to.")
            }
        }
    }

    /// Whether `text` is an http(s) URL, with nothing else in it, whose host or path reads as an API.
    static func isAPIAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: lowered.hasPrefix) else { return false }
        let rest = lowered.dropFirst(scheme.count)
        guard !rest.isEmpty, !rest.contains(where: { $0.isWhitespace }) else { return false }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != ":" && $0 != "#" }
        let path = rest.dropFirst(host.count).drop { $0 == ":" || $0.isNumber }
        let labels = host.split(separator: ".")
        if labels.contains(where: { $0 == "api" || $0 == "apis" || $0 == "googleapis" || $0.hasPrefix("api-") || $0.hasSuffix("-api") }) {
            return true
        }
        return ["/api", "/graphql", "/rest"].contains { prefix in
            path.hasPrefix(prefix) && (path.count == prefix.count || ["/", "?"].contains(path[path.index(path.startIndex, offsetBy: prefix.count)]))
        }
    }

    /// Whether `node` is inside a type, or an extension of a type, with one of `names`.
    static func isInside(_ node: some SyntaxProtocol, anyOf names: Set<String>) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let declared = SyntaxQueries.declaredName(of: candidate),
               names.contains(String(declared.split(separator: ".").last ?? "")) { return true }
            current = candidate.parent
        }
        return false
    }
}
