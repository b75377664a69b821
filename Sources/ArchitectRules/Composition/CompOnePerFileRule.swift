import ArchitectCore
import ArchitectProject

/// Flags a second non-private component View in one file, and a file named after none of its View.
struct CompOnePerFileRule: ProjectRule {
    static let description = RuleDescription(
        id: "comp-one-per-file", title: "One component View per file, named after it",
        category: .composition, impact: .must, presets: [.mvvm],
        rationale: """
        The mvvm document puts each component in a file of its own, named after it \
        (`{Feature}{Component}.swift` in a feature, `App{Component}.swift` when shared), so that \
        a component is found by its name, previewed on its own and reviewed in isolation. \
        Reported at the name: every file-level, non-private View struct of a file but one (the \
        View named like the file, else the first); and, in a file with exactly one such View, that View when neither its name nor the \
        file's name (without `.swift`) starts with the other (`Buttons.swift` holding \
        `struct AppButton: View`; `MediaTab.swift` holding `MediaTabView` is accepted). Left \
        alone: `private` and `fileprivate` Views (`comp-inline-private-limit` judges those), \
        Views nested in other types or extensions, Views in `#if DEBUG`, test files and preview \
        folders, preview hosts (`…Preview`, `…Previews`, `PreviewWrapper`), and `ViewModifier`s. Whether the name \
        really begins with the feature's name is not checked: the feature is not known.
        """,
        triggering: [
            // The file is named after its observer class: the View moves out rather than the file
            // being renamed.
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Feed/UnreadObserver.swift", """
                import SwiftUI
                @Observable final class UnreadObserver { var count = 0 }
                struct ↓UnreadBadge: View {
                    let observer: UnreadObserver
                    var body: some View { Text("\\(observer.count)") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Home/View/HomeScreen.swift", """
                import SwiftUI
                struct HomeScreen: View {
                    var body: some View { VStack { HomeHeader(); HomeBanner() } }
                }
                // HomeHeader belongs in HomeHeader.swift.
                struct ↓HomeHeader: View {
                    var body: some View { Text("Hello") }
                }
                #if os(iOS)
                public struct ↓HomeBanner: SwiftUI.View {
                    public var body: some View { Text("Sale") }
                }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Core/Components/Buttons.swift", """
                struct ↓AppButton: View {
                    let title: LocalizedStringKey
                    var body: some View { Button(title) {} }
                }
                private struct Shine: View {
                    var body: some View { Color.white.opacity(0.2) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Cart/View/CartRow.swift", """
                struct ↓CartRowBadge: View {
                    var body: some View { Text("1") }
                }
                struct CartRow: View, Equatable {
                    var body: some View { Text("row") }
                }
                struct PreviewWrapper: View {
                    var body: some View { CartRow() }
                }
                struct ↓Total: View {
                    var body: some View { Text("1") }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Home/View/HomeScreen.swift", """
                struct HomeScreen: View {
                    var body: some View { HomeHeader() }
                }
                private struct Divider2: View {
                    var body: some View { Rectangle().frame(height: 1) }
                }
                extension HomeScreen {
                    struct Footer: View { var body: some View { Text("Footer") } }
                }
                struct CardStyle: ViewModifier {
                    func body(content: Content) -> some View { content.padding() }
                }
                #if DEBUG
                struct HomeScreenPreviewHost: View { var body: some View { HomeScreen() } }
                #endif
                """),
                ExampleFile("Sources/App/Features/Home/View/HomeHeader.swift", "struct HomeHeader: View {\n    var body: some View { Text(\"Hi\") }\n}"),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/App/Features/Account/View/MediaTab.swift", """
                struct MediaTabView: View { var body: some View { Text("Media") } }
                struct MediaTab_Previews: PreviewProvider { static var previews: some View { MediaTabView() } }
                """),
                ExampleFile("Sources/App/Features/Account/View/AccountRowView.swift", "struct AccountRow: View { var body: some View { Text(\"row\") } }"),
            ]),
            RuleExample(project: [
                ExampleFile("Tests/AppTests/Doubles.swift", """
                struct SpyView: View { var body: some View { Text("a") } }
                struct OtherSpyView: View { var body: some View { Text("b") } }
                """),
                ExampleFile("Sources/App/Shared/Styles.swift", "struct CardStyle: ViewModifier {\n    func body(content: Content) -> some View { content }\n}"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        var findings: [Finding] = []
        for file in project.files where project.placements[file.path]?.isTestFile != true {
            let views = file.types.filter { type in
                type.kind == .struct && type.enclosingTypes.isEmpty && !type.isDebugOnly && type.inherited.contains("View")
                    && !type.modifiers.contains("private") && !type.modifiers.contains("fileprivate")
                    && !PreviewBlocks.isPreviewHost(type.name)
            }
            guard let first = views.first else { continue }
            let fileName = StubCompanions.fileName(of: file.path)
            let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
            let matches = { (name: String) in name.hasPrefix(base) || base.hasPrefix(name) }
            let primary = views.first { $0.name == base } ?? views.first { matches($0.name) } ?? first
            for extra in views where extra != primary {
                findings.append(finding(file.path, extra.location,
                                        "'\(extra.name)' is a second component View in `\(fileName)`; move it to its own `\(extra.name).swift`, or make it `private` if only this file uses it."))
            }
            guard views.count == 1, !matches(first.name) else { continue }
            // When another type owns the file's name, renaming the file would misname that type.
            let fileBelongsToAnotherType = file.types.contains { $0.enclosingTypes.isEmpty && $0.name == base }
            findings.append(finding(file.path, first.location, fileBelongsToAnotherType
                ? "The component '\(first.name)' lives in `\(fileName)`, which is named after '\(base)'; move the View to its own `\(first.name).swift`."
                : "The component '\(first.name)' lives in `\(fileName)`; rename the file `\(first.name).swift`."))
        }
        return findings
    }
}
