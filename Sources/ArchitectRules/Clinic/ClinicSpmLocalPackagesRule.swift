import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags feature, Domain, Data and shared code that is compiled in the app target instead of a local package.
struct ClinicSpmLocalPackagesRule: ProjectRule {
    /// The layers whose code must sit in a local Swift package by default.
    static let packagedLayers = ["features", "domain", "data", "designSystem", "shared"]

    /// The `layers` option.
    static let layers = Option<[String]>("layers", default: packagedLayers, "The layers whose code must be compiled in a local package.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "clinic-spm-local-packages", title: "Layers live in local Swift packages", category: .clinic, impact: .nonNegotiable,
        presets: [.clinic], needsLayers: true,
        rationale: """
        The clinic layout builds every feature, Domain, Data, DesignSystem and SharedKit as a local \
        Swift package; only the App target is compiled by the Xcode project. A package boundary is \
        what makes the dependency rules real: the compiler then refuses an import the manifest does \
        not declare, and each module builds, previews and tests alone. Code of those layers that is \
        compiled straight into the app target has no such boundary.

        Reported: a folder whose name matches the pattern of one of the `layers` (by default \
        features, domain, data, designSystem and shared), holding Swift files that no \
        `Package.swift` above them claims. One finding per such folder, at the start of its first \
        file. The rule speaks only when the project has at least one `Package.swift`: a project \
        without any package is a different layout, not a half-migrated one, and is left alone. \
        Files inside a package folder but outside every target's sources are left alone too (the \
        manifest may use paths the reader does not follow), as are test folders and folders of no \
        known layer. Folder names are matched as folders: the default feature spellings \
        that name package targets only (`*UI`, `*Screen`, `*Screens`, `*Features`) do not make a \
        folder such as `HomeScreen/` a feature. The first folder of a matching layer names the finding, so \
        `MyApp/Features/Cart/…` is reported as `MyApp/Features`.
        """,
        options: [layers],
        triggering: [
            RuleExample(project: [
                ExampleFile("ShopApp/FeatureCart/CartView.swift", """
                ↓import SwiftUI
                struct CartView: View { var body: some View { Text("Cart") } }
                """),
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Domain", targets: [.target(name: "Domain")])
                """),
                ExampleFile("Packages/Domain/Sources/Domain/Order.swift", "public struct Order: Equatable, Sendable {}"),
                ExampleFile("ShopApp/FeatureCart/CartViewModel.swift", "final class CartViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Shop/Domain/Order.swift", "↓struct Order {}"),
                ExampleFile("Packages/DesignSystem/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "DesignSystem", targets: [.target(name: "DesignSystem")])
                """),
                ExampleFile("Packages/DesignSystem/Sources/DesignSystem/Palette.swift", "public enum Palette {}"),
                ExampleFile("Shop/Domain/Sales/Customer.swift", "struct Customer {}"),
                ExampleFile("Shop/Data/OrderStore.swift", """
                ↓// Persists orders on disk.
                final class OrderStore {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Legacy/SharedKit/Clock.swift", """
                ↓#if os(iOS)
                struct Clock {}
                #endif
                """),
                ExampleFile("Tools/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Tools", targets: [.executableTarget(name: "Tools", path: "Sources")])
                """),
                ExampleFile("Tools/Sources/main.swift", "print(\"tools\")"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("ShopApp/FeatureCart/CartView.swift", "import SwiftUI"),
                ExampleFile("ShopApp/Domain/Order.swift", "struct Order {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/FeatureCart/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "FeatureCart", targets: [.target(name: "FeatureCart")])
                """),
                ExampleFile("Packages/FeatureCart/Sources/FeatureCart/CartView.swift", "import SwiftUI"),
                ExampleFile("App/ShopApp.swift", """
                import SwiftUI
                // The App target itself is compiled by the Xcode project; that is expected.
                @main struct ShopApp: App { var body: some Scene { WindowGroup { Text("Shop") } } }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Domain", targets: [.target(name: "Domain")])
                """),
                ExampleFile("Packages/Domain/Sources/Domain/Order.swift", "public struct Order {}"),
                ExampleFile("Tests/DomainTests/OrderTests.swift", "import Testing"),
                ExampleFile("Utilities/Logger.swift", "struct Logger {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Domain", targets: [.target(name: "Domain")])
                """),
                ExampleFile("Packages/Domain/Sources/Domain/Order.swift", "public struct Order {}"),
                ExampleFile("Shop/Domain/Order.swift", "struct Order {}"),
            ], options: ["layers": .strings(["features"])]),
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Tools", targets: [.executableTarget(name: "Tools", path: "Tools")])
                """),
                ExampleFile("Tools/main.swift", "print(\"tools\")"),
                ExampleFile("Legacy/SharedKit/Clock.swift", "struct Clock {}"),
            ]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        let layout = project.layout
        guard !layout.manifests.isEmpty else { return [] }
        let layers = Set(configuration[Self.layers])
        var reported = Set<String>()
        var findings: [Finding] = []
        for file in project.files {
            guard let placement = project.placements[file.path], placement.manifestPath == nil, !placement.isTestFile else { continue }
            let folders = ClinicIndexQueries.relativeFolders(of: file.path, root: layout.rootDirectory)
            guard let index = folders.firstIndex(where: { layout.layer(ofFolder: $0).map { layers.contains($0.rawValue) } ?? false }),
                  let layer = layout.layer(ofFolder: folders[index]) else { continue }
            let folder = folders[...index].joined(separator: "/")
            guard reported.insert(folder).inserted else { continue }
            findings.append(finding(file.path, ClinicIndexQueries.fileStart,
                "Folder '\(folder)' holds \(layer)-layer code compiled into the app target; move it into a local Swift package with its own Package.swift and let the App depend on that package."))
        }
        return findings
    }
}
