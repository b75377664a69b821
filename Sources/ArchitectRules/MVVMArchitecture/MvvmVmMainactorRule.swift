import ArchitectCore
import ArchitectProject

/// Flags a `*ViewModel` class that is not isolated to the main actor.
struct MvvmVmMainactorRule: ProjectRule {
    static let description = RuleDescription(
        id: "mvvm-vm-mainactor", title: "ViewModels are @MainActor", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm, .clean, .review], aliases: ["clean-vm-mainactor", "review-observable-mainactor"],
        rationale: """
        A ViewModel holds the state a screen draws, so every write to it has to happen on the main \
        thread. Putting `@MainActor` on the class lets the compiler prove that for every property \
        and method, including the code after each `await`, instead of leaving it to run-time hops \
        that a caller can forget.

        Reported, at the class name: a class whose name ends in `ViewModel` that carries no \
        `@MainActor` attribute (`@MainActor` written on the class, in any position among its \
        attributes). Left alone, because the class may well be isolated already: classes in a \
        package target whose Swift settings name `defaultIsolation(MainActor.self)`, or in an \
        Xcode target whose `SWIFT_DEFAULT_ACTOR_ISOLATION` is `MainActor` (a file no target \
        claims counts when any target of its project says so), and in a manifest whose settings \
        are built indirectly; classes that inherit from a class of the project or from a name \
        the project does not declare (a base class may carry the isolation), or adopt a \
        protocol of the project marked `@MainActor` (conformance on the class declaration \
        passes that isolation on). Also left alone: structs, actors and protocols, test files, \
        and `#if DEBUG` code. Isolation given member by member, which other guides accept, does \
        not satisfy this rule; neither does isolation to another global actor. XcodeGen \
        `project.yml` settings are not read, so a target that sets the default isolation only \
        there is a known false positive.

        The clean and review guides show the same shape (`@Observable @MainActor final class`) in \
        their examples rather than demand it, so there the check runs as `clean-vm-mainactor` and \
        `review-observable-mainactor` with the same trigger. Their rows speak of `@Observable` \
        ViewModels; a `…ViewModel` that is still an `ObservableObject` is reported as well, since \
        both guides move such classes to `@Observable` anyway (`state-no-published`).
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Features/Products/ViewModel/ProductsViewModel.swift", """
                import Foundation
                import Observation

                // @MainActor belongs on this class.
                @Observable
                final class ↓ProductsViewModel {
                    var products: [String] = []
                    func fetchProducts() async {}
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Checkout/CheckoutScreen.swift", """
                enum Checkout {
                    @Observable
                    final class ↓SummaryViewModel: Identifiable, Sendable {
                        @MainActor var total = 0
                    }
                }
                #if os(iOS)
                @globalActor actor Background { static let shared = Background() }
                @Background final class ↓ReceiptViewModel {}
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version: 6.2
                import PackageDescription
                let package = Package(name: "Feed", targets: [
                    .target(name: "Feed", swiftSettings: [.swiftLanguageMode(.v6)]),
                ])
                """),
                ExampleFile("Sources/Feed/FeedViewModel.swift", """
                protocol Refreshing { func refresh() async }
                @Observable final class ↓FeedViewModel: Refreshing {
                    func refresh() async {}
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Features/Products/ViewModel/ProductsViewModel.swift", """
                @Observable @MainActor
                final class ProductsViewModel {
                    var products: [String] = []
                }
                @MainActor @Observable final class CartViewModel {}
                struct RowViewModel { let title: String }
                actor SyncViewModel {}
                protocol ProfileViewModel: AnyObject {}
                final class ViewModelFactory {}
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Package.swift", """
                // swift-tools-version: 6.2
                import PackageDescription
                let package = Package(name: "Feed", targets: [
                    .target(name: "Feed", swiftSettings: [.defaultIsolation(MainActor.self)]),
                ])
                """),
                ExampleFile("Sources/Feed/FeedViewModel.swift", """
                @Observable final class FeedViewModel {
                    var posts: [String] = []
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Base.swift", """
                @MainActor class BaseViewModel {}
                @MainActor protocol ScreenModel: AnyObject {}
                """),
                ExampleFile("App/Profile/ProfileViewModel.swift", """
                final class ProfileViewModel: BaseViewModel {}
                final class SettingsViewModel: ScreenModel {}
                final class LegacyViewModel: ThirdPartyBaseModel {}
                #if DEBUG
                final class PreviewViewModel {}
                #endif
                """),
                ExampleFile("Tests/AppTests/SpyViewModel.swift", "final class SpyViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("Shop.xcodeproj/project.pbxproj", """
                // !$*UTF8*$!
                {
                    objects = {
                        G0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
                        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
                        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); name = Shop; };
                        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
                        C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Debug; };
                        C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; }; name = Release; };
                        L0 = {isa = XCConfigurationList; buildConfigurations = (); };
                        R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, ); };
                    };
                    rootObject = R0;
                }
                """),
                ExampleFile("Shop/CartViewModel.swift", "@Observable final class CartViewModel { var items: [String] = [] }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        var defaults: [String: Bool] = [:]
        for entry in project.allTypes where entry.type.kind == .class && ViewModelShapes.isViewModelName(entry.type.name) {
            let type = entry.type
            guard !entry.placement.isTestFile, !type.isDebugOnly, !type.attributes.contains("MainActor"),
                  !type.inherited.contains(where: { mayPassIsolation($0, in: project) }) else { continue }
            let path = entry.file.path
            if defaults[path] == nil { defaults[path] = project.layout.mayDefaultToMainActor(path) }
            if defaults[path] == true { continue }
            findings.append(finding(path, type.location,
                "`\(type.name)` is not isolated to the main actor; mark the class `@MainActor` so every state change happens on the main thread."))
        }
        return findings
    }

    /// Whether an inherited name may make the class main-actor isolated: a class of the project,
    /// a name the project does not declare (other than the plain system protocols), or a
    /// protocol of the project marked `@MainActor`.
    private func mayPassIsolation(_ name: String, in project: ProjectIndex) -> Bool {
        let declared = project.declarations(of: name)
        if declared.isEmpty { return !ViewModelShapes.plainProtocols.contains(name) }
        return declared.contains { $0.type.kind == .class || $0.type.attributes.contains("MainActor") }
    }
}
