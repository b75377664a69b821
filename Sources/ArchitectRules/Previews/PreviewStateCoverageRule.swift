import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a Screen file whose `#Preview`s do not cover the states the mvvm document lists.
struct PreviewStateCoverageRule: SyntaxRule {
    static let requiredNames = Option<[String]>("requiredNames", default: ["Loading", "Empty", "Error", "Edge Case", "Dark Mode"],
                                                "The named previews a screen file must have besides its unnamed default.")
    static let darkModeName = Option<String>("darkModeName", default: "Dark Mode",
                                             "The preview that must apply `.preferredColorScheme(.dark)`; empty to skip that check.")
    static let screenSuffix = Option<String>("screenSuffix", default: "Screen", "The name ending that marks a screen View.")

    static let description = RuleDescription(
        id: "preview-state-coverage", title: "Preview every state of a screen",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        A screen is seen in several states, and the mvvm document wants each one previewed under \
        a clear label: an unnamed default `#Preview` with populated data, plus \
        `#Preview("Loading")`, `"Empty"`, `"Error"`, `"Edge Case"` (long text, nil optionals, \
        boundary data) and `"Dark Mode"`, which applies `.preferredColorScheme(.dark)`. Reported \
        once per file, at the name of its first `{Name}Screen` View struct (`screenSuffix`), when \
        the file's `#Preview`s lack the unnamed default, lack one of `requiredNames`, hold more \
        than one unnamed preview (variants must be labelled), or the `darkModeName` preview does \
        not call `preferredColorScheme(.dark)` (`ColorScheme.dark` counts too). Left alone: files \
        with no `#Preview` at all (`preview-required` reports them) and files that preview with a \
        `PreviewProvider` (`review-preview-macro` asks to convert them first); component files, \
        whose states are fewer; screens that store no ViewModel (no property named `viewModel` \
        or typed `…ViewModel`), such as a splash or a static about screen, whose loading, empty \
        and error states no preview can drive; test files, and screens in `#if DEBUG`. A preview named by \
        something other than a plain string literal counts as named, but matches no required \
        name. Whether a preview really shows the state its label says is not checked.
        """,
        options: [requiredNames, darkModeName, screenSuffix],
        triggering: [
            RuleExample("""
            struct ↓HomeScreen: View {
                @State var viewModel: HomeViewModel
                var body: some View { HomeContent(viewModel: viewModel) }
            }

            #Preview { HomeScreen(viewModel: .stub()) }
            #Preview("Loading") { HomeScreen(viewModel: .stub(isLoading: true)) }
            // #Preview("Empty") and #Preview("Error") are still missing.
            #Preview("Edge Case") { HomeScreen(viewModel: .stub(items: HomeModel.stubLongText)) }
            #Preview("Dark Mode") { HomeScreen(viewModel: .stub()).preferredColorScheme(.dark) }
            """, path: "Sources/App/Home/HomeScreen.swift"),
            RuleExample("""
            extension Cart {
                struct ↓CartScreen: View {
                    let viewModel = CartViewModel.stub()
                    var body: some View { Text("Cart") }
                }
            }

            #if DEBUG
            #Preview { Cart.CartScreen() }
            #Preview { Cart.CartScreen().redacted(reason: .placeholder) }
            #Preview("Loading") { Cart.CartScreen() }
            #Preview("Empty") { Cart.CartScreen() }
            #Preview("Error") { Cart.CartScreen() }
            #Preview("Edge Case") { Cart.CartScreen() }
            #Preview("Dark Mode") { Cart.CartScreen() }
            #endif
            """, path: "Sources/App/Cart/CartScreen.swift", options: ["darkModeName": .string("")]),
            RuleExample("""
            struct ↓ProfileScreen: View {
                @Bindable var model: ProfileViewModel
                var body: some View { Text("Profile") }
            }

            #Preview("Default") { ProfileScreen() }
            #Preview("Loading") { ProfileScreen() }
            #Preview("Dark Mode") { ProfileScreen().preferredColorScheme(.light) }
            """, path: "Sources/App/Profile/ProfileScreen.swift", options: ["requiredNames": .strings(["Loading", "Dark Mode"])]),
        ],
        nonTriggering: [
            RuleExample("""
            // A splash screen holds no ViewModel: it has no loading, empty or error state to preview.
            struct SplashScreen: View {
                @Environment(AppState.self) private var appState
                var body: some View { ProgressView() }
            }

            #Preview { SplashScreen() }
            """, path: "Sources/App/Launch/SplashScreen.swift"),
            RuleExample("""
            struct HomeScreen: View {
                var body: some View { Text("Home") }
            }

            #Preview { HomeScreen() }
            #Preview("Loading") { HomeScreen() }
            #Preview("Empty") { HomeScreen() }
            #Preview("Error") { HomeScreen() }
            #Preview("Edge Case") { HomeScreen() }
            #Preview("Dark Mode") {
                HomeScreen()
                    .preferredColorScheme(ColorScheme.dark)
            }
            """, path: "Sources/App/Home/HomeScreen.swift"),
            RuleExample("""
            // A screen file needs #Preview("Loading") and friends; a row does not.
            struct HomeRow: View {
                var body: some View { Text("HomeScreen") }
            }
            #Preview { HomeRow() }
            """, path: "Sources/App/Home/HomeRow.swift"),
            RuleExample("""
            struct SettingsScreen: View {
                var body: some View { Text("Settings") }
            }
            struct SettingsScreen_Previews: PreviewProvider {
                static var previews: some View { SettingsScreen() }
            }
            """, path: "Sources/App/Settings/SettingsScreen.swift"),
            RuleExample("""
            struct LoginScreen: View {
                var body: some View { Text("Login") }
            }
            """, path: "Sources/App/Login/LoginScreen.swift"),
            RuleExample("""
            struct SpyScreen: View { var body: some View { Text("spy") } }
            #Preview { SpyScreen() }
            """, path: "Tests/AppTests/SpyScreen.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: StructDeclSyntax, in file: FileContext) {
        let suffix = configuration[Self.screenSuffix]
        guard !file.isTestFile, !suffix.isEmpty, node.name.text.hasSuffix(suffix), node.name.text.count > suffix.count,
              SyntaxQueries.inheritsView(node.inheritanceClause),
              file.cached(PreviewBlocks.Views.self, { PreviewBlocks.Views(file) }).all.first(where: { $0.name.text.hasSuffix(suffix) })?.id == node.id,
              !PreviewBlocks.hasPreviewProvider(in: file.tree), Self.holdsViewModel(node) else { return }
        let previews = PreviewBlocks.macros(in: file.tree)
        guard !previews.isEmpty else { return }
        var unnamed = 0
        var names: [String: Syntax] = [:]
        for preview in previews {
            switch Self.name(of: preview) {
            case .unnamed: unnamed += 1
            case .named(let name): if names[name] == nil { names[name] = preview }
            case .other: break
            }
        }
        var problems: [String] = []
        if unnamed == 0 { problems.append("an unnamed default `#Preview`") }
        let missing = configuration[Self.requiredNames].filter { names[$0] == nil }
        if !missing.isEmpty { problems.append(missing.map { "`#Preview(\"\($0)\")`" }.joined(separator: ", ")) }
        if unnamed > 1 { problems.append("labels for its \(unnamed - 1) extra unnamed previews") }
        let dark = configuration[Self.darkModeName]
        if !dark.isEmpty, let preview = names[dark], !Self.appliesDarkScheme(preview) {
            problems.append("`.preferredColorScheme(.dark)` in `#Preview(\"\(dark)\")`")
        }
        guard !problems.isEmpty else { return }
        report(node.name, "The previews of '\(node.name.text)' lack \(problems.joined(separator: "; ")); add them so each state is seen.", in: file)
    }

    /// Whether the screen stores a ViewModel (a property named `viewModel` or typed `…ViewModel`),
    /// which is what the loading, empty and error previews drive.
    static func holdsViewModel(_ screen: StructDeclSyntax) -> Bool {
        screen.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return false }
            return variable.bindings.contains { binding in
                if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "viewModel" { return true }
                guard let type = binding.typeAnnotation?.type else { return false }
                return SyntaxQueries.baseTypeName(type)?.hasSuffix("ViewModel") ?? false
            }
        }
    }

    /// How a `#Preview` is named.
    enum PreviewName {
        case unnamed
        case named(String)
        /// Named by something other than a plain string literal.
        case other
    }

    /// The name of a `#Preview` (a declaration or an expression).
    static func name(of preview: Syntax) -> PreviewName {
        let arguments = preview.as(MacroExpansionDeclSyntax.self)?.arguments ?? preview.as(MacroExpansionExprSyntax.self)?.arguments
        guard let first = arguments?.first, first.label == nil else { return .unnamed }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return .other }
        return .named(segment.content.text)
    }

    /// Whether a preview calls `preferredColorScheme(.dark)` (or `ColorScheme.dark`).
    static func appliesDarkScheme(_ preview: Syntax) -> Bool {
        !SyntaxQueries.calls(in: preview) { call in
            guard SyntaxQueries.isMemberCall(call, named: "preferredColorScheme"),
                  let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == "dark"
                && (member.base == nil || member.base?.trimmedDescription == "ColorScheme" || member.base?.trimmedDescription == "SwiftUI.ColorScheme")
        }.isEmpty
    }
}
