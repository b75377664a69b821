import ArchitectCore
import ArchitectProject

/// Flags Presentation modules that depend on Data, Domain modules that depend on Data or
/// Presentation, and `URLSession` held in Presentation code.
struct CleanLayerSeparationRule: ProjectRule {
    static let description = RuleDescription(
        id: "clean-layer-separation", title: "Presentation and Domain never reach into Data", category: .layer,
        impact: .must, presets: [.clean], needsLayers: true,
        rationale: """
        In the clean guide Presentation (views and ViewModels) knows only Domain abstractions, \
        and Domain knows nothing outside itself; Data implements the Domain's repository \
        interfaces. Naming a `Default…Repository`, a remote data source or `URLSession` from a \
        view or ViewModel ties the screen to one implementation, and a Domain that imports Data \
        or Presentation turns the dependency arrow around.

        Reported, once per pair of modules, at the dependency in the depending target's \
        `Package.swift` when the manifest declares it, else at the first `import` (with a count \
        of the other files): a module of the `features` layer (Presentation) that depends on a \
        module of the `data` layer, and a `domain` module that depends on a `data`, `features` \
        or `app` module. Also reported, at the property name: a stored property of a type in a \
        `features` file whose declared type or initializer call is `URLSession`. Left alone: \
        the App target, which composes the layers and may construct Data implementations; \
        modules of no known layer (single-module apps are not checked: the rule cannot tell \
        their layers apart); test files and `#if DEBUG` code. Types are matched through module \
        dependencies, since a Data type cannot be named from another module without importing \
        it. Under the clinic preset the same dependencies are findings of \
        `clinic-feature-import-allowlist` and `layer-dependency-rule`.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureFeed/FeedViewModel.swift", """
                ↓import Data
                import Domain
                @Observable final class FeedViewModel {
                    private let repository = DefaultArticleRepository()
                }
                """),
                ExampleFile("Data/DefaultArticleRepository.swift", "import Domain\nfinal class DefaultArticleRepository {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Article.swift", """
                import Foundation
                ↓import FeatureFeed
                public struct Article: Sendable {}
                """),
                ExampleFile("FeatureFeed/FeedView.swift", "struct FeedView {}"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureProfile/ProfileLoader.swift", """
                import Domain
                final class ProfileLoader {
                    private let ↓session: URLSession
                    let ↓backup = URLSession(configuration: .default)
                    init(session: URLSession) { self.session = session }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("FeatureFeed/FeedViewModel.swift", """
                import Domain
                @Observable final class FeedViewModel {
                    private let repository: any ArticleRepository
                    init(repository: any ArticleRepository) { self.repository = repository }
                }
                """),
                ExampleFile("Data/DefaultArticleRepository.swift", "import Domain\nfinal class DefaultArticleRepository {}"),
                ExampleFile("App/ShopApp.swift", "import Data\nimport FeatureFeed\n@main struct ShopApp {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Domain/Article.swift", "import Foundation\npublic struct Article: Sendable { let url: URL }"),
                ExampleFile("Data/Client.swift", "import Domain\nfinal class Client { let session = URLSession.shared }"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/FeatureFeedTests/FeedTests.swift", "import Data\nimport FeatureFeed\nfinal class FeedTests { let session: URLSession? = nil }"),
                ExampleFile("FeatureFeed/FeedView.swift", """
                #if DEBUG
                final class PreviewLoader { let session: URLSession? = nil }
                #endif
                struct FeedView {}
                """),
                ExampleFile("Data/Store.swift", "final class Store {}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let layout = project.layout
        let forbidden = project.dependencyUses.filter { use in
            guard project.placements[use.path]?.isTestFile != true else { return false }
            switch (layout.layer(ofModule: use.from), layout.layer(ofModule: use.to)) {
            case (.features?, .data?): return true
            case (.domain?, let target?): return [.data, .features, .app].contains(target)
            default: return false
            }
        }
        var findings = ClinicSupport.representatives(of: forbidden).map { site in
            let use = site.use
            let from = layout.layer(ofModule: use.from)?.rawValue ?? "?"
            let to = layout.layer(ofModule: use.to)?.rawValue ?? "?"
            let message = "The \(from) module '\(use.from)' depends on the \(to) module '\(use.to)'; depend on Domain abstractions and let the App wire the implementations."
            return finding(use.path, use.location, ClinicSupport.noting(site.otherFiles, in: message))
        }
        for file in project.files {
            guard let placement = project.placements[file.path], placement.layer == .features, !placement.isTestFile else { continue }
            for type in file.types where !type.isDebugOnly {
                for property in type.properties where property.isStored && !property.isStatic {
                    guard property.plainTypeName == "URLSession" || property.initializerCallee == "URLSession" else { continue }
                    findings.append(finding(file.path, property.location,
                        "`\(type.name).\(property.name)` holds a `URLSession` in Presentation code; move the networking into a Data-layer data source behind a Domain protocol."))
                }
            }
        }
        return findings
    }
}
