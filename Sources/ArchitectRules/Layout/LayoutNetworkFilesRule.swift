import ArchitectCore
import ArchitectProject

/// Flags the network layer's types (`NetworkService`, `Endpoint`, …) declared outside `Network/`.
struct LayoutNetworkFilesRule: ProjectRule {
    static let types = Option<[String]>("types", default: ["NetworkService", "Endpoint", "HTTPMethod", "NetworkError"],
                                        "The network layer's type names, which belong in the network folder.")
    static let folder = Option<String>("folder", default: "Network", "The folder, relative to the source root, that holds the network layer.")

    static let description = RuleDescription(
        id: "layout-network-files", title: "The network layer lives in Network/",
        category: .layout, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide gives the network layer a folder of its own at the top of the app: \
        `Network/` holds the service (protocol and `URLSession` implementation), the endpoint enum, \
        the HTTP method enum and the network errors, one file each. Kept together, the one place \
        that talks to the server is easy to find and to replace in tests.

        Reported, at the type's name: a top-level declaration of one of `types` outside `folder` \
        (or any folder below it). `Endpoint` counts only as an enum, the guide's enum-based \
        definition, so a feature's struct of that name is left alone. Left alone: nested types, \
        `#if DEBUG` code, tests, and every project not laid out as the guide's single app target \
        (one `@main` App outside tests, previews and App Clips; a package building it with one \
        non-test target, if any; a source root, the folder of that file or its parent when that \
        folder is `App/`, holding `Features/` and at least two more of `App`, `Network`, `Core`, \
        `Shared`, `Navigation`, `Resources`). Packages of modules are the `clinic` preset's business.
        """,
        options: [types, folder],
        triggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Core/Utils/HTTPMethod.swift", "enum ↓HTTPMethod: String { case get = \"GET\", post = \"POST\" }"),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Network/NetworkService.swift", "protocol NetworkService: Sendable {}"),
                ExampleFile("Features/Cart/Repository/CartRepositoryImpl.swift", """
                import Foundation
                // A second service hidden in a feature.
                final class ↓NetworkService {
                    let session = URLSession.shared
                }
                """),
            ])),
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Core/Endpoints.swift", """
                #if os(iOS)
                enum ↓Endpoint {
                    case products
                    case product(id: Int)
                }
                #endif
                struct ↓NetworkError: Error { let status: Int }
                """),
            ])),
        ],
        nonTriggering: [
            RuleExample(project: LayoutExamples.app([
                ExampleFile("Network/HTTPMethod.swift", "enum HTTPMethod: String { case get = \"GET\" }"),
                ExampleFile("Network/Errors/NetworkError.swift", "enum NetworkError: Error { case offline }"),
                ExampleFile("Network/Endpoint.swift", "enum Endpoint { case products }"),
            ])),
            RuleExample(project: LayoutExamples.app([
                // Look-alikes: a nested enum, a struct named Endpoint, a name in a comment, a test double.
                ExampleFile("Features/Cart/Repository/CartRepositoryImpl.swift", """
                // Calls the NetworkService with an Endpoint.
                struct CartRepositoryImpl {
                    enum HTTPMethod { case get }
                }
                struct Endpoint { let path: String }
                #if DEBUG
                enum NetworkError: Error { case stubbed }
                #endif
                """),
                ExampleFile("Tests/ShopTests/Fakes.swift", "final class NetworkService {}"),
            ])),
            RuleExample(project: LayoutExamples.modularPackage([
                ExampleFile("Core/Utils/HTTPMethod.swift", "enum HTTPMethod: String { case get = \"GET\" }"),
            ])),
            RuleExample(project: [
                // Not the guide's layout: no Features folder.
                ExampleFile("Sources/ShopApp.swift", "import SwiftUI\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { Text(\"Shop\") } }\n}"),
                ExampleFile("Sources/Core/HTTPMethod.swift", "enum HTTPMethod { case get }"),
                ExampleFile("Sources/Network/Client.swift", "struct Client {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard let layout = MVVMLayout.find(in: project) else { return [] }
        let folder = configuration[Self.folder]
        let placed = configuration[Self.types].map { (name: $0, folder: folder) }
        return MVVMLayout.misplacedTypes(placed, in: layout, accepts: { $0.name != "Endpoint" || $0.kind == .enum }) { type, file, folder in
            "'\(type.name)' is declared in '\(file.relativePath)'; the guide keeps the network layer in `\(folder)/`, so move it to '\(folder)/\(type.name).swift'."
        }.map { file, type, message in finding(file.summary.path, type.location, message) }
    }
}
