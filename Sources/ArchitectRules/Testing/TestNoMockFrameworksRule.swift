import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags test targets that depend on, and test files that import, a third-party mocking library.
struct TestNoMockFrameworksRule: ProjectRule {
    /// The `libraries` option.
    static let libraries = Option<[String]>("libraries",
        default: ["Cuckoo", "Mockingbird", "SwiftyMocky", "Mockable", "MockableTest", "MockSwift", "InstantMock"],
        "Module, product and package names of the mocking libraries that tests must not use.")

    static let description = RuleDescription(
        id: "test-no-mock-frameworks", title: "Mock through protocols, not with a mocking library",
        category: .testing, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm guide's tests replace a dependency with a small hand-written type that conforms \
        to the dependency's protocol and hands back whatever result the test sets. A mocking \
        library adds a code generator or runtime magic, a build step and a dependency for what a \
        ten-line struct or class already does, and its doubles drift from the preview stubs the \
        rest of the guide reuses.

        Reported: in a `Package.swift`, each dependency of a test target (`.testTarget`) on a \
        product or target named in `libraries`, or on any product of a package whose name is in \
        that list, at the dependency's name; in a test file (a test target's file, or one under \
        a `Tests` folder), each `import` of a module in `libraries`, at the `import`. The list \
        (default Cuckoo, Mockingbird, SwiftyMocky, Mockable, MockableTest, MockSwift, \
        InstantMock) is an option because the guide names no library; names compare exactly.

        Left alone: production targets and files (a library such as Mockable is also imported by \
        the code that declares the protocols; the test target is where the guide draws the line), \
        look-alike names (`MockingbirdHelpers`, a project's own `Mocks` module), names in \
        comments and strings, and Xcode test targets' package links, which are not read; their \
        test files' imports are still seen.
        """,
        options: [libraries],
        triggering: [
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Shop",
                    dependencies: [.package(url: "https://github.com/Brightify/Cuckoo.git", from: "2.0.0")],
                    targets: [
                        .target(name: "Shop"),
                        .testTarget(name: "ShopTests", dependencies: ["Shop", .product(name: ↓"Cuckoo", package: "Cuckoo")]),
                    ]
                )
                """),
                ExampleFile("Sources/Shop/Cart.swift", "struct Cart {}"),
                ExampleFile("Tests/ShopTests/CartTests.swift", """
                ↓import Cuckoo
                import Testing
                @testable import Shop

                @Test func empty() { #expect(Cart() != nil) }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/ProfileViewModelTests.swift", """
                import Testing
                #if canImport(Mockingbird)
                ↓import Mockingbird
                #endif
                @testable import App

                @Suite struct ProfileViewModelTests {}
                """),
                ExampleFile("App/Profile/ProfileViewModel.swift", "final class ProfileViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Orders/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "Orders",
                    dependencies: [.package(url: "https://github.com/MakeAWishFoundation/SwiftyMocky", from: "4.2.0")],
                    targets: [
                        .target(name: "Orders"),
                        .testTarget(name: "OrdersTests", dependencies: ["Orders", ↓"SwiftyMocky"]),
                        .testTarget(name: "OrdersUITests", dependencies: [.product(name: ↓"SwiftyPrototype", package: "SwiftyMocky")]),
                    ]
                )
                """),
                ExampleFile("Packages/Orders/Sources/Orders/Order.swift", "public struct Order {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/Doubles.swift", "↓@preconcurrency import MockSwift\nimport Testing"),
                ExampleFile("App/Main.swift", "struct Main {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                // No Cuckoo or Mockingbird: doubles are written by hand.
                let package = Package(
                    name: "Shop",
                    dependencies: [.package(url: "https://github.com/Kolos65/Mockable", from: "0.3.0")],
                    targets: [
                        .target(name: "Shop", dependencies: [.product(name: "Mockable", package: "Mockable")]),
                        .target(name: "Mocks", dependencies: ["Shop"]),
                        .testTarget(name: "ShopTests", dependencies: ["Shop", "Mocks"]),
                    ]
                )
                """),
                ExampleFile("Sources/Shop/Repository.swift", "import Mockable\n@Mockable protocol ProductRepository {}"),
                ExampleFile("Tests/ShopTests/CartTests.swift", """
                import Mocks
                import Testing
                @testable import Shop

                // Previously: import Cuckoo
                struct MockProductRepository: ProductRepository {}
                @Test func empty() { #expect("import Mockingbird".isEmpty == false) }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/Helpers.swift", "import MockingbirdHelpers\nimport CuckooLike\nimport Testing"),
                ExampleFile("App/Main.swift", "struct Main {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/Doubles.swift", "import Cuckoo\nimport Testing"),
                ExampleFile("App/Main.swift", "struct Main {}"),
            ], options: ["libraries": .strings(["Mockolo"])]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        let denied = Set(configuration[Self.libraries])
        guard !denied.isEmpty else { return [] }
        var findings: [Finding] = []
        for manifest in project.layout.manifests.values.sorted(by: { $0.path < $1.path }) {
            for target in manifest.targets where target.kind == .test {
                for dependency in target.dependencies {
                    let package = dependency.kind == .product ? dependency.package : nil
                    guard denied.contains(dependency.name) || package.map(denied.contains) == true else { continue }
                    let library = package.flatMap { denied.contains($0) ? $0 : nil } ?? dependency.name
                    findings.append(finding(manifest.path, dependency.location,
                        "Test target '\(target.name)' depends on the mocking library \(library); drop it and write a small double that conforms to the dependency's protocol."))
                }
            }
        }
        for file in project.files where project.placements[file.path]?.isTestFile == true {
            for item in file.imports where denied.contains(item.module) {
                findings.append(finding(file.path, item.location,
                    "This test imports the mocking library \(item.module); replace its mocks with hand-written doubles that conform to the dependency's protocol and return configurable results."))
            }
        }
        return findings
    }
}
