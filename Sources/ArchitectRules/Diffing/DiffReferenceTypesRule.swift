import ArchitectCore
import ArchitectSyntax
import ArchitectProject

/// Flags View properties typed as a project class that is not Equatable.
struct DiffReferenceTypesRule: ProjectRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "diff-reference-types", title: "Views do not store non-Equatable classes", category: .diff, impact: .critical,
        presets: [.clinic],
        rationale: """
        When a parent re-renders, SwiftUI compares a child's stored properties to decide whether \
        the child's body must run again. A class that is not `Equatable` can only be compared by \
        identity, so a fresh instance carrying the same data still counts as a change and the \
        child re-renders every time. Use a struct, make the class `Equatable`, or mark the property \
        `@SkipEquatable` when it does not affect what is drawn.

        Reported at the property name: a stored instance property of a View (a struct conforming \
        to `View` in its declaration, an extension or through a project protocol), outside test \
        files and `#if DEBUG` code, whose written type (optional or module-qualified included) is \
        a class declared in the project that does not reach `Equatable`, `Hashable` or \
        `Comparable` through its declaration, its extensions, its project superclasses or \
        protocols. Left alone: properties with any attribute (`@State`, `@Environment`, \
        `@Bindable`, `@SkipEquatable`, `@EquatableIgnored` and every other property wrapper, whose \
        storage is not the class itself); `@Observable` and `ObservableObject` classes, which \
        SwiftUI tracks through observation rather than by comparing the property; `NSObject` \
        subclasses, which are Equatable through `isEqual`; inferred types; collections, \
        existentials and generics; and names the project declares as more than one kind.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("FeatureAccount/AccountHeader.swift", """
                import SwiftUI
                final class AccountCard {
                    let holder: String
                    init(holder: String) { self.holder = holder }
                }
                struct AccountHeader: View {
                    let ↓card: AccountCard
                    var body: some View { Text(card.holder) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureProfile/Badge.swift", """
                import SwiftUI
                enum Badges {
                    struct Small {
                        var ↓owner: Account?
                        let ↓theme: DesignSystem.ThemeBox
                    }
                }
                #if os(iOS)
                extension Badges.Small: View {
                    var body: some View { Text("badge") }
                }
                #endif
                """),
                ExampleFile("Domain/Account.swift", """
                open class Base {}
                public final class Account: Base {}
                """),
                ExampleFile("DesignSystem/ThemeBox.swift", "public final class ThemeBox {}"),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureFeed/FeedRow.swift", """
                import SwiftUI
                protocol Row: View {}
                struct FeedRow: Row {
                    let ↓image: ImageHandle, title: String
                    var body: some View { Text(title) }
                }
                """),
                ExampleFile("Data/ImageHandle.swift", "final class ImageHandle: Sendable {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("FeatureAccount/BadgeHeader.swift", """
                import SwiftUI
                struct Badge: Equatable { let name: String }
                final class Tracker {}
                final class Avatar {}
                extension Avatar: Equatable { static func == (a: Avatar, b: Avatar) -> Bool { true } }
                struct BadgeHeader: View {
                    let badge: Badge
                    let avatar: Avatar
                    @SkipEquatable let tracker: Tracker
                    @State private var cache = Tracker()
                    @Environment(Router.self) private var router
                    var body: some View { Text(badge.name) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrderRow.swift", """
                import SwiftUI
                @Observable final class OrdersModel {}
                final class LegacyStore: ObservableObject {}
                final class Formatter: NSObject {}
                actor Loader {}
                protocol Tracking: AnyObject {}
                struct OrderRow: View {
                    let model: OrdersModel
                    let store: LegacyStore
                    let formatter: Formatter
                    let loader: Loader
                    let tracker: any Tracking
                    let rows: [OrdersModel]
                    var body: some View { Text("row") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/OrderState.swift", """
                final class Cache {}
                // Not a View: a plain struct may hold a class.
                struct OrderState { let cache: Cache }
                #if DEBUG
                struct CachePreview: View {
                    let cache: Cache
                    var body: some View { EmptyView() }
                }
                #endif
                """),
                ExampleFile("Tests/FeatureOrdersTests/Harness.swift", """
                struct Harness: View {
                    let cache: Cache
                    var body: some View { EmptyView() }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("FeatureOrders/Summary.swift", """
                final class Summary {}
                struct SummaryView: View {
                    let summary: Summary
                    var body: some View { EmptyView() }
                }
                """),
                ExampleFile("Domain/Summary.swift", "public struct Summary: Equatable, Sendable {}"),
            ]),
        ]
    )

    /// Attributes of a class that make SwiftUI observe it rather than compare it.
    static let observedMarkers: Set<String> = ["ObservableObject", "NSObject"]

    /// The severity and options the rule runs with.
    public let configuration: RuleConfiguration

    /// Checks the whole project and returns the findings.
    public func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for entry in project.allTypes where entry.type.kind == .struct && ClinicIndexQueries.isProduction(entry) {
            guard ClinicIndexQueries.conformances(of: entry.type.name, in: project).contains("View") else { continue }
            for property in entry.type.properties where property.isStored && !property.isStatic && property.attributes.isEmpty {
                guard let className = property.typeName, project.kind(of: className) == .class,
                      !project.isObservable(className) else { continue }
                let conformances = ClinicIndexQueries.conformances(of: className, in: project)
                guard conformances.isDisjoint(with: ClinicIndexQueries.equatableNames), conformances.isDisjoint(with: Self.observedMarkers),
                      !conformances.contains(where: project.isObservable) else { continue }
                findings.append(finding(entry.file.path, property.location,
                    "View '\(entry.type.name)' stores '\(property.name)' of class '\(className)', which is not Equatable, so every new instance re-renders the view; use a struct, make the class Equatable, or mark the property @SkipEquatable."))
            }
        }
        return findings
    }
}
