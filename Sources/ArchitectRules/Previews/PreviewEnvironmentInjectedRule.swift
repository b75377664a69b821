import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a preview that builds a View reading an environment object by type and injects none of
/// that type: the preview crashes in Xcode.
struct PreviewEnvironmentInjectedRule: SyntaxRule, ProjectRule, WholeProjectRule {
    static let description = RuleDescription(
        id: "preview-environment-injected", title: "Previews inject what their views read from the environment", category: .previews,
        impact: .medium, presets: [.recommended, .clinic, .mvvm, .review, .clean],
        rationale: """
        A preview crashes when the View it shows reads `@Environment(T.self)` or \
        `@EnvironmentObject` of a `T` that nothing in the preview injects. Reported, at the View's \
        name in the preview: a `#Preview` or `PreviewProvider` that constructs a View of the \
        project (declared once) whose own non-optional reads include a class `T` of the project, \
        when no `.environment(_:)` or `.environmentObject(_:)` in the preview can give a `T`. \
        Injections count when written in the preview, in a method of a project `View` extension \
        the preview calls (`.withPreviewEnvironment()`, and the extension methods that one calls), \
        and in a project View or modifier the preview constructs. Value types are told as for \
        `state-environment-injected`; one the syntax cannot tell silences the preview. Left alone: \
        previews that construct another project View that does not read `T` itself (a wrapper \
        may inject it), previews that apply `.modifier(…)` or a `PreviewModifier` (also through \
        `traits:`), that call a project method declared outside a `View` extension (a call that \
        only computes an argument of a constructed type, such as `.placeholder()` in \
        `DetailView(account: .placeholder())`, cannot inject anything and does not count), and Views \
        built by functions rather than by name. Only the Views a preview constructs directly are \
        checked, not their children.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Models.swift", "import Observation\n@Observable final class Router {}\n@Observable final class Cart {}"),
                ExampleFile("App/ProfileView.swift", """
                import SwiftUI
                struct ProfileView: View {
                    @Environment(Router.self) private var router
                    @Environment(Cart.self) private var cart
                    var body: some View { Text("Profile") }
                }
                #Preview("Profile") {
                    ↓ProfileView().environment(Cart())
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Settings.swift", """
                import SwiftUI
                final class SettingsStore: ObservableObject {}
                struct SettingsView: View {
                    @EnvironmentObject var store: SettingsStore
                    var body: some View { Text("Settings") }
                }
                #if DEBUG
                struct SettingsView_Previews: PreviewProvider {
                    static var previews: some View {
                        NavigationStack { ↓SettingsView() }
                    }
                }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Theme.swift", """
                import SwiftUI
                @Observable final class Theme {}
                @Observable final class Router {}
                extension View {
                    func withPreviewTheme() -> some View { environment(Theme()) }
                }
                """),
                ExampleFile("App/Feed.swift", """
                import SwiftUI
                struct Feed: View {
                    @Environment(Theme.self) private var theme
                    @Environment(Router.self) private var router
                    var body: some View { Text("Feed") }
                }
                #Preview { ↓Feed().withPreviewTheme() }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Account.swift", """
                import Observation
                struct Account { static func placeholder() -> Account { Account() } }
                @Observable final class Session {}
                """),
                ExampleFile("App/Detail.swift", """
                import SwiftUI
                struct DetailView: View {
                    let account: Account
                    let title: String
                    @Environment(Session.self) private var session
                    var body: some View { Text(title) }
                }
                #Preview { ↓DetailView(account: .placeholder(), title: "a".uppercased()) }
                #Preview("Typed") { ↓DetailView(account: Account.placeholder(), title: String(3)) }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Account.swift", """
                import SwiftUI
                struct Account { static func placeholder() -> Account { Account() } }
                @Observable final class Session {}
                protocol PreviewHosting {}
                extension PreviewHosting {
                    func previewSession() -> some View { Text("host").environment(Session()) }
                }
                """),
                ExampleFile("App/Detail.swift", """
                import SwiftUI
                struct DetailView: View, PreviewHosting {
                    let account: Account
                    @Environment(Session.self) private var session
                    var body: some View { Text("detail") }
                }
                struct Card<Header: View>: View {
                    let header: Header
                    var body: some View { header }
                }
                // A method applied to the view (or to a view passed in) may inject: left alone.
                #Preview { DetailView(account: .placeholder()).previewSession() }
                #Preview("Card") { Card(header: DetailView(account: .placeholder()).previewSession()) }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Models.swift", "import Observation\n@Observable final class Router {}\n@Observable final class Theme {}"),
                ExampleFile("App/Previews.swift", """
                import SwiftUI
                extension View {
                    func withPreviewEnvironment() -> some View { withTheme().environment(Router()) }
                    func withTheme() -> some View { environment(Theme()) }
                }
                """),
                ExampleFile("App/Feed.swift", """
                import SwiftUI
                struct Feed: View {
                    @Environment(Router.self) private var router
                    @Environment(Theme.self) private var theme
                    @Environment(Banner.self) private var banner: Banner?
                    var body: some View { Text("Feed") }
                }
                #Preview { Feed().withPreviewEnvironment() }
                #Preview("Plain") { Text("Feed()") }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Feed.swift", """
                import SwiftUI
                @Observable final class Router {}
                struct Feed: View {
                    @Environment(Router.self) private var router
                    var body: some View { Text("Feed") }
                }
                #Preview { Feed().environment(PreviewData.router) }
                #Preview(traits: .modifier(SampleData())) { Feed() }
                #Preview { Feed().environment(makeRouter()) }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Feed.swift", """
                import SwiftUI
                @Observable final class Router {}
                struct Feed: View {
                    @Environment(Router.self) private var router
                    var body: some View { Text("Feed") }
                }
                struct PreviewShell<Content: View>: View {
                    @ViewBuilder var content: Content
                    var body: some View { content.environment(Router()) }
                }
                #Preview { PreviewShell { Feed() } }
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: VariableDeclSyntax, in file: FileContext) {
        EnvironmentInjection.noteRead(node, in: file)
    }

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        EnvironmentInjection.noteCall(node, in: file)
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let linted = Set(project.files.map(\.path))
        let index = EnvironmentInjectionIndex(project.wholeProject)
        let project = index.project
        var readsByOwner: [String: [EnvironmentFact]] = [:]
        var injectionsByOwner: [String: [EnvironmentFact]] = [:]
        var helperInjections: [String: [EnvironmentFact]] = [:]
        var helperCalls: [String: Set<String>] = [:]
        // "path|offset" → the file and the facts of one preview.
        var previews: [String: (path: String, facts: [EnvironmentFact])] = [:]
        for noted in index.facts {
            let fact = noted.fact
            if !fact.preview.isEmpty {
                previews[noted.path + "|" + fact.preview, default: (noted.path, [])].facts.append(fact)
                continue
            }
            switch fact.kind {
            case .read: readsByOwner[fact.owner, default: []].append(fact)
            case .injection:
                injectionsByOwner[fact.owner, default: []].append(fact)
                if !fact.function.isEmpty { helperInjections[fact.function, default: []].append(fact) }
            case .call where fact.inExtension && fact.owner == "View": helperCalls[fact.function, default: []].insert(fact.name)
            default: break
            }
        }
        let viewExtensionMethods = Set(project.extensions(of: "View").flatMap(\.extensionSummary.methods))
        var projectMethods = Set<String>()
        for file in project.files {
            for type in file.types { projectMethods.formUnion(type.methods) }
            for item in file.extensions where item.baseName != "View" { projectMethods.formUnion(item.methods) }
        }
        var findings: [Finding] = []
        for key in previews.keys.sorted() {
            guard let (path, facts) = previews[key], linted.contains(path) else { continue }
            var injections = facts.filter { $0.kind == .injection }
            var unreadable = false
            // The helpers the preview calls, and the helpers those call.
            var pending = facts.filter { $0.kind == .call }.map(\.name)
            var visited = Set<String>()
            while let name = pending.popLast() {
                guard visited.insert(name).inserted else { continue }
                if name == "modifier" { unreadable = true }
                if viewExtensionMethods.contains(name) {
                    injections += helperInjections[name] ?? []
                    pending += helperCalls[name] ?? []
                } else if projectMethods.contains(name) {
                    unreadable = true
                }
            }
            let constructed = facts.filter { $0.kind == .construction }
            let projectViews = constructed.filter { Self.isProjectView($0.name, in: project) }
            for view in projectViews {
                if project.conforms(view.name, to: "PreviewModifier") { unreadable = true }
                injections += injectionsByOwner[view.name] ?? []
            }
            guard !unreadable, let injected = index.injectedTypes(injections) else { continue }
            var reported = Set<String>()
            for view in projectViews where project.declarations(of: view.name).count == 1 && reported.insert(view.name).inserted {
                let missing = (readsByOwner[view.name] ?? []).filter { read in
                    guard !index.isProvided(read.name, by: injected) else { return false }
                    // Another View of the project built here might inject it into its content.
                    return !projectViews.contains { other in
                        other.name != view.name && !(readsByOwner[other.name] ?? []).contains { $0.name == read.name }
                    }
                }
                let names = Array(Set(missing.map(\.name))).sorted()
                guard !names.isEmpty else { continue }
                let list = names.map { "`\($0)`" }.joined(separator: ", ")
                findings.append(finding(path, SourcePoint(line: view.line, column: view.column),
                    "`\(view.name)` reads \(list) from the environment, but this preview does not inject \(names.count == 1 ? "it" : "them"); add `.environment(_:)` (or `.environmentObject(_:)`) with a sample, or the preview crashes."))
            }
        }
        return findings
    }

    /// Whether `name` is a View or view modifier the project declares.
    static func isProjectView(_ name: String, in project: ProjectIndex) -> Bool {
        guard !project.declarations(of: name).isEmpty else { return false }
        return project.conforms(name, to: "View") || project.conforms(name, to: "ViewModifier") || project.conforms(name, to: "PreviewModifier")
    }
}
