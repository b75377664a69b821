import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a localisation key used in code that the project's string catalog lacks, or holds with
/// no English value.
struct L10nKeyInCatalogRule: SyntaxRule, ResourceRule {
    static let description = RuleDescription(
        id: "l10n-key-in-catalog", title: "Every key used in code is in the string catalog",
        category: .l10n, impact: .must, presets: [.mvvm],
        rationale: """
        A key with no catalog entry is shown to users as the raw key (`product_empty_state`), and \
        one with no English value shows the key in English, the default language; the guide wants \
        every key in `Localizable.xcstrings` with its English text. Looked at: key-shaped literals \
        (no spaces, a `_` or `.` between letters, such as `settings.title`) given to `Text`, \
        `Button`, `Label`, `Toggle`, `Section`, `.navigationTitle`, `.alert` and the other \
        text-taking SwiftUI views, to `String(localized:)`, `LocalizedStringKey(…)` and \
        `LocalizedStringResource(…)`, and assigned to `static let` constants typed \
        `LocalizedStringKey` (the app's strings enum). Reported at the use when no \
        `Localizable.xcstrings` or `Localizable.strings` has the key, and at the key in the \
        catalog when it is there with no English value (an entry marked `shouldTranslate: false` \
        counts as having one). Left alone: a project with no `Localizable` catalog or strings file \
        at all; prose literals (`l10n-no-hardcoded-strings` looks at those); literals with \
        interpolations, escapes or `%`, whose catalog key differs from the text written; calls \
        with `tableName:`, `table:` or `bundle:`, which look in another table; `Text(verbatim:)`; \
        tests, previews and `#if DEBUG` code. Keys that only a `.stringsdict` holds are not seen.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Resources/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "product_title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Products" } } } }
                  },
                  "version" : "1.0"
                }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                struct ProductScreen: View {
                    var body: some View {
                        VStack {
                            Text("product_title")
                            Text(↓"some_key_that_doesnt_exist_in_xcstrings")
                        }
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Resources/Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "general_ok" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "OK" } } } },
                    ↓"general_cancel" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Abbrechen" } } } }
                  },
                  "version" : "1.0"
                }
                """),
                ExampleFile("App/Core/Constants/AppStrings.swift", """
                import SwiftUI
                enum AppStrings {
                    enum General {
                        static let ok: LocalizedStringKey = "general_ok"
                        static let cancel: LocalizedStringKey = "general_cancel"
                        static let retry: LocalizedStringKey = ↓"general_retry"
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/en.lproj/Localizable.strings", "\"network.offline\" = \"You are offline.\";\n"),
                ExampleFile("App/Features/Feed/ViewModel/FeedViewModel.swift", """
                import Foundation
                @Observable final class FeedViewModel {
                    var errorMessage: String?
                    func fail(timeout: Bool) {
                        #if os(iOS)
                        errorMessage = timeout ? String(localized: ↓"network.timeout") : String(localized: "network.offline")
                        #endif
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
                    "product_title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Products" } } } },
                    "brand_name" : { "shouldTranslate" : false },
                    "No products found" : { }
                  },
                  "version" : "1.0"
                }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                // Text("missing_key") would be reported.
                struct ProductScreen: View {
                    let count: Int
                    var body: some View {
                        VStack {
                            Text("product_title")
                            Text("brand_name")
                            Text("No products found")
                            Text(verbatim: "build_42")
                            Text("product_count \\(count)")
                            Text("widget_title", tableName: "Widgets")
                            Text("package_key", bundle: .module)
                            Text(title)
                        }
                        .accessibilityIdentifier("product_screen")
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                struct ProductScreen: View {
                    var body: some View { Text("product_title") }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Resources/Localizable.xcstrings", """
                { "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                struct ProductScreen: View {
                    var body: some View { Text("Products") }
                }
                #Preview { Text("preview_only_key") }
                """),
                ExampleFile("Tests/AppTests/ProductTests.swift", """
                import Testing
                @Test func title() { #expect(String(localized: "test_only_key") != "") }
                """),
            ]),
        ]
    )

    static let resourceKinds: Set<ResourceKind> = [.stringCatalog, .strings]

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = LocalizedLiterals.userFacingTypes.union(LocalizedLiterals.userFacingModifiers).union(["String", "LocalizedStringKey", "LocalizedStringResource"])

    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let use = LocalizedLiterals.use(in: call, includeLookups: true), LocalizedLiterals.isKeyShaped(use.text),
              !LocalizedLiterals.isExempt(call, in: file) else { return }
        LocalizedLiterals.note(use.text, api: use.api, at: use.literal, kind: Self.description.id, in: file)
    }

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let type = binding.typeAnnotation?.type, let name = SyntaxQueries.plainTypeName(type),
              name == "LocalizedStringKey" || name == "LocalizedStringResource",
              let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
              let text = LocalizedLiterals.comparableText(of: literal), LocalizedLiterals.isKeyShaped(text),
              !LocalizedLiterals.isExempt(variable, in: file) else { return }
        LocalizedLiterals.note(text, api: name, at: literal, kind: Self.description.id, in: file)
    }

    func check(_ resource: ParsedResource) -> [Finding] { [] }

    func check(_ resources: ResourceIndex, in project: ProjectIndex) -> [Finding] {
        guard let catalog = LocalizedLiterals.Catalog(resources) else { return [] }
        var findings: [Finding] = []
        var reportedInCatalog = Set<String>()
        for (path, use) in LocalizedLiterals.notedUses(of: Self.description.id, in: project) {
            guard let entry = catalog.entries[use.member] else {
                findings.append(finding(path, use.line, use.column,
                    "The key '\(use.member)' has no entry in the string catalog; add it to `Localizable.xcstrings` with its English value."))
                continue
            }
            guard !entry.hasEnglish, reportedInCatalog.insert(use.member).inserted else { continue }
            findings.append(finding(entry.path, entry.line, entry.column,
                "The key '\(use.member)' has no English value in the string catalog; add the English text, which is the default language."))
        }
        return findings
    }
}
