import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags package targets that compile without complete strict-concurrency checking.
struct ConcStrictConcurrencyEnabledRule: ProjectRule {
    /// Swift settings tokens that turn complete checking on in Swift 5 mode.
    static let strictSettings: Set<String> = ["StrictConcurrency", "StrictConcurrency=complete", "-strict-concurrency=complete"]

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "conc-strict-concurrency-enabled", title: "Targets build with complete strict concurrency", category: .conc, impact: .critical,
        presets: [.clinic, .optimise, .mvvm], aliases: ["mvvm-conc-strict-setting"],
        rationale: """
        Data races are compile errors only when the compiler checks concurrency completely: in the \
        Swift 6 language mode, or in Swift 5 mode with the `StrictConcurrency` feature or \
        `-strict-concurrency=complete`. Without it, `Sendable` and isolation mistakes compile \
        silently and surface as crashes.

        Reported at the `.target(` or `.executableTarget(` call of each target in a \
        `Package.swift` that builds in Swift 5 mode without complete checking; when no target of \
        a manifest with several does, once at its `Package(` call, since the fix is one package \
        setting. Targets count wherever the manifest declares them (the `Package(…)` call, \
        `package.targets.append(…)`, `+=`, `if` blocks, local arrays). A target is in \
        Swift 6 mode when the tools version is 6.0 or later and `swiftLanguageModes` (or \
        `swiftLanguageVersions`) is absent or lists `.v6`, unless its own settings say \
        `.swiftLanguageMode(.v5)`; or when its settings say `.swiftLanguageMode(.v6)`. Complete \
        checking is recognised from `enableUpcomingFeature`/`enableExperimentalFeature` with \
        `StrictConcurrency` (or `StrictConcurrency=complete`) and from \
        `unsafeFlags([\"-strict-concurrency=complete\"])`. Test, plugin, macro, binary and \
        system targets are not reported. The rule stays silent for a whole manifest without a \
        readable `swift-tools-version` comment, and for one that sets Swift settings or language \
        modes other than as literals inside its targets (a shared variable, a helper function, a \
        loop over `package.targets`), since it cannot see their values. Xcode build settings \
        (`SWIFT_STRICT_CONCURRENCY`) are not read. The advice follows the tools version: from \
        6.0 the Swift 6 language mode (or the upcoming feature); from 5.8 to 5.10 \
        `.enableExperimentalFeature("StrictConcurrency")`; below 5.8, where `SwiftSetting` has no \
        feature settings, raising the tools version first.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                var package = ↓Package(
                    name: "Game",
                    targets: [.target(name: "Core")]
                )
                if true {
                    package.targets.append(contentsOf: [
                        .target(name: "Board", dependencies: [.target(name: "Core")]),
                        .testTarget(name: "BoardTests", dependencies: ["Board"]),
                    ])
                }
                package.targets += [.executableTarget(name: "game", dependencies: ["Board"])]
                """),
                ExampleFile("Sources/Core/Core.swift", "public enum Core {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:5.10
                import PackageDescription
                let package = Package(
                    name: "Mixed",
                    targets: [.target(name: "Core", swiftSettings: [.enableUpcomingFeature("StrictConcurrency")])]
                )
                package.targets.append(↓.target(name: "Extras", dependencies: ["Core"]))
                """),
                ExampleFile("Sources/Core/Core.swift", "public enum Core {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/FeatureOrders/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                // StrictConcurrency is on the to-do list.
                let package = Package(
                    name: "FeatureOrders",
                    targets: [
                        ↓.target(name: "FeatureOrders", dependencies: ["Domain"]),
                        .testTarget(name: "FeatureOrdersTests", dependencies: ["FeatureOrders"]),
                    ]
                )
                """),
                ExampleFile("Packages/FeatureOrders/Sources/FeatureOrders/OrdersView.swift", "import SwiftUI"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Tools/Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(
                    name: "Tools",
                    targets: [
                        .target(name: "Core", swiftSettings: [.enableUpcomingFeature("StrictConcurrency")]),
                        ↓.target(name: "Legacy"),
                        ↓.executableTarget(name: "tool", dependencies: ["Core"]),
                    ],
                    swiftLanguageModes: [.v5]
                )
                """),
                ExampleFile("Packages/Tools/Sources/Core/Core.swift", "public enum Core {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "App",
                    targets: [
                        ↓.target(name: "Domain", swiftSettings: [
                            .swiftLanguageMode(.v5),
                            .enableUpcomingFeature("StrictConcurrency=targeted"),
                        ]),
                        .target(name: "Data", swiftSettings: [.swiftLanguageMode(.v6)]),
                    ]
                )
                """),
                ExampleFile("Sources/Domain/Order.swift", "public struct Order {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Legacy/Package.swift", """
                // swift-tools-version:5.1
                import PackageDescription
                let package = Package(
                    name: "Legacy",
                    targets: [↓.target(name: "Legacy"), .testTarget(name: "LegacyTests", dependencies: ["Legacy"])]
                )
                """),
                ExampleFile("Packages/Legacy/Sources/Legacy/Legacy.swift", "public enum Legacy {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Packages/Domain/Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Domain", targets: [.target(name: "Domain")])
                """),
                ExampleFile("Packages/Domain/Sources/Domain/Order.swift", "public struct Order {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Data/Package.swift", """
                // swift-tools-version:5.10
                import PackageDescription
                let package = Package(
                    name: "Data",
                    targets: [
                        .target(name: "Data", swiftSettings: [.enableExperimentalFeature("StrictConcurrency")]),
                        .target(name: "Sync", swiftSettings: [.unsafeFlags(["-strict-concurrency=complete"])]),
                        .testTarget(name: "DataTests", dependencies: ["Data"]),
                    ]
                )
                """),
                ExampleFile("Packages/Data/Sources/Data/Store.swift", "public struct Store {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let strict: [SwiftSetting] = [.enableUpcomingFeature("StrictConcurrency")]
                let package = Package(
                    name: "Kit",
                    targets: [.target(name: "Kit", swiftSettings: strict)]
                )
                """),
                ExampleFile("Packages/Kit/Sources/Kit/Kit.swift", "public enum Kit {}"),
                ExampleFile("Packages/Legacy/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Legacy", targets: [.target(name: "Legacy")])
                for target in package.targets {
                    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("StrictConcurrency")]
                }
                """),
                ExampleFile("Packages/Legacy/Sources/Legacy/Legacy.swift", "public enum Legacy {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Old/Package.swift", """
                import PackageDescription
                let package = Package(name: "Old", targets: [.target(name: "Old")])
                """),
                ExampleFile("Packages/Old/Sources/Old/Old.swift", "public enum Old {}"),
            ]),
        ]
    )

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for manifest in project.layout.manifests.values.sorted(by: { $0.path < $1.path }) {
            guard let tools = manifest.toolsVersion, !manifest.hasIndirectSettings else { continue }
            let packageModes = manifest.languageModes.map(Self.mode(of:))
            let packageSix = packageModes.contains(6)
            let defaultSix = tools >= Version(6, 0) ? (packageModes.isEmpty || packageSix) : packageSix
            let checked = manifest.targets.filter { $0.kind == .regular || $0.kind == .executable }
            let lax = checked.filter { target in
                let settings = target.swiftSettingsMention
                var six = defaultSix
                if settings.contains(where: { $0 == "swiftLanguageMode" || $0 == "swiftLanguageVersion" }) {
                    if settings.contains("v6") { six = true } else if settings.contains(where: { $0.hasPrefix("v5") || $0.hasPrefix("v4") }) { six = false }
                }
                return !six && Self.strictSettings.isDisjoint(with: settings)
            }
            if lax.count > 1, lax.count == checked.count {
                // One problem, one finding: the package as a whole has not turned checking on.
                let name = manifest.name.map { "'\($0)'" } ?? "of this manifest"
                findings.append(finding(manifest.path, manifest.packageLocation,
                    "None of the \(lax.count) targets of package \(name) builds with complete concurrency checking; \(Self.advice(tools: tools, whole: true))"))
                continue
            }
            for target in lax {
                findings.append(finding(manifest.path, target.location,
                    "Target '\(target.name)' builds in Swift 5 mode without complete concurrency checking; \(Self.advice(tools: tools, whole: false))"))
            }
        }
        return findings
    }

    /// The fix that the manifest's tools version allows: the Swift 6 language mode from 6.0,
    /// `.enableExperimentalFeature("StrictConcurrency")` from 5.8 (where the feature settings
    /// first exist), and below 5.8 raising the tools version first.
    static func advice(tools: Version, whole: Bool) -> String {
        let settings = whole ? "every target's swiftSettings" : "its swiftSettings"
        if tools >= Version(6, 0) {
            return whole
                ? "build in the Swift 6 language mode (`swiftLanguageModes: [.v6]`, or no `.v5` setting), or add `.enableUpcomingFeature(\"StrictConcurrency\")` to \(settings)."
                : "build it in the Swift 6 language mode (`.swiftLanguageMode(.v6)`, or no `.v5` setting), or add `.enableUpcomingFeature(\"StrictConcurrency\")` to \(settings)."
        }
        if tools >= Version(5, 8) {
            return "add `.enableExperimentalFeature(\"StrictConcurrency\")` to \(settings), or raise `swift-tools-version` to 6.0 and use the Swift 6 language mode."
        }
        return "the manifest's `swift-tools-version` \(tools) predates the feature settings, so first raise it to 5.8 or later (6.0 for the Swift 6 language mode), then add `.enableExperimentalFeature(\"StrictConcurrency\")` to \(settings)."
    }

    /// The major language mode a `swiftLanguageModes` entry names (`.v6` → 6, `.version("6")` → 6), or 0.
    static func mode(of entry: String) -> Int {
        if entry.hasSuffix("v6") || entry.contains("\"6") { return 6 }
        if entry.hasSuffix("v5") || entry.contains("\"5") { return 5 }
        return 0
    }
}
