import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags user-facing text written as a literal in a SwiftUI view that the string catalog does
/// not hold.
struct L10nNoHardcodedStringsRule: SyntaxRule, ResourceRule {
    static let description = RuleDescription(
        id: "l10n-no-hardcoded-strings", title: "User-facing text comes from the string catalog",
        category: .l10n, impact: .must, presets: [.mvvm],
        rationale: """
        Text typed into a view and missing from the catalog is never translated; the guide wants \
        every user-facing string behind a `LocalizedStringKey` constant with a catalog entry. \
        Reported at the literal: a prose literal (one with a letter that is not key-shaped; \
        `l10n-key-in-catalog` looks at keys) given as the first unlabelled argument of `Text`, \
        `Button`, `Label`, `TextField`, `SecureField`, `Toggle`, `Section`, `Link`, `Menu`, \
        `Picker`, `Stepper`, `ContentUnavailableView`, `ProgressView` or of `.navigationTitle`, \
        `.alert`, `.confirmationDialog`, `.help` and `.badge`, when no `Localizable.xcstrings` or \
        `Localizable.strings` of the project has it as a key. Left alone: a project with no \
        `Localizable` catalog or strings file at all (an app that does not localise would get a \
        finding on every label, which says nothing the team does not know); text that is a key \
        of the catalog (Xcode extracts literals into it); `Text(verbatim:)`, interpolated \
        literals, literals with escapes or `%`, and literals with no word that starts with a letter \
        (`"#icecube, #techhub"`, `"@"`, `"42"`); calls with \
        `tableName:` or `bundle:`; logs, identifiers and other APIs outside the list; tests, \
        previews, `#if DEBUG` code and top-level types named with `Preview` that only \
        the file's preview code uses (a `PreviewWrapper` view).
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Localizable.xcstrings", """
                { "sourceLanguage" : "en", "strings" : { "product_title" : { } }, "version" : "1.0" }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                struct ProductScreen: View {
                    var body: some View {
                        VStack {
                            Text(↓"No products found")
                            Button(↓"Try again") { }
                        }
                        .navigationTitle(↓"Products")
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/en.lproj/Localizable.strings", "\"Cancel\" = \"Cancel\";\n"),
                ExampleFile("App/Features/Settings/View/SettingsScreen.swift", """
                import SwiftUI
                extension SettingsScreen {
                    struct Footer: View {
                        @Binding var on: Bool
                        var body: some View {
                            #if os(iOS)
                            Toggle(↓"Notifications", isOn: $on)
                            #endif
                            SwiftUI.Label(↓"Sign out", systemImage: "rectangle.portrait.and.arrow.right")
                        }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Resources/Localizable.xcstrings", """
                { "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }
                """),
                ExampleFile("App/Features/Feed/View/FeedScreen.swift", """
                import SwiftUI
                struct FeedScreen: View {
                    @State private var failed = false
                    var body: some View {
                        ContentUnavailableView(↓"Nothing here yet", systemImage: "tray")
                            .alert(↓"Could not load the feed", isPresented: $failed) { }
                    }
                }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "No products found" : { },
                    "product_title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Products" } } } }
                  },
                  "version" : "1.0"
                }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                import os
                // Text("Hard-coded") in a comment is not code.
                struct ProductScreen: View {
                    let name: String
                    var body: some View {
                        VStack {
                            Text("No products found")
                            Text(AppStrings.Product.title)
                            Text("product_title")
                            Text(verbatim: "Debug build")
                            Text("Hello, \\(name)")
                            Text("42 %")
                            Text("·")
                            Text("#icecube, #techhub")
                            Text("Widget title", tableName: "Widgets")
                            Image(systemName: "star")
                        }
                        .accessibilityIdentifier("Product screen")
                        .onAppear { Logger().info("Product screen shown") }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                struct ProductScreen: View {
                    var body: some View { Text("An app that does not localise") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Resources/Localizable.xcstrings", """
                { "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                #Preview("Empty") { Text("Preview text") }
                struct PreviewWrapper: View {
                    @State private var compact = false
                    var body: some View { Toggle("Compact mode", isOn: $compact) }
                }
                #Preview("Wrapped") { PreviewWrapper() }
                #if DEBUG
                struct DebugMenu: View { var body: some View { Button("Reset caches") { } } }
                #endif
                """),
                ExampleFile("Tests/AppTests/ProductTests.swift", """
                import Testing
                import SwiftUI
                @Test func label() { _ = Text("Only in a test") }
                """),
            ]),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.stringCatalog, .strings]

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = LocalizedLiterals.userFacingTypes.union(LocalizedLiterals.userFacingModifiers)

    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let use = LocalizedLiterals.use(in: call, includeLookups: false), LocalizedLiterals.hasWord(use.text),
              !LocalizedLiterals.isKeyShaped(use.text), !LocalizedLiterals.isExempt(call, in: file) else { return }
        LocalizedLiterals.note(use.text, api: use.api, at: use.literal, kind: Self.description.id, in: file)
    }

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        guard let catalog = LocalizedLiterals.Catalog(resources) else { return [] }
        return LocalizedLiterals.notedUses(of: Self.description.id, in: project).compactMap { path, use in
            guard catalog.entries[use.member] == nil else { return nil }
            return finding(path, use.line, use.column,
                "The text '\(use.member)' given to `\(use.callee ?? "Text")` is not in the string catalog; use a `LocalizedStringKey` constant whose key has an entry in `Localizable.xcstrings`.")
        }
    }
}
