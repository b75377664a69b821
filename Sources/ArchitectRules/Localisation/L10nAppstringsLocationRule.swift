import ArchitectCore
import ArchitectProject

/// Flags `LocalizedStringKey` constants declared outside `Core/Constants/AppStrings.swift` and
/// the feature files `Features/{Feature}/Strings{Feature}.swift`.
struct L10nAppstringsLocationRule: ProjectRule {
    static let description = RuleDescription(
        id: "l10n-appstrings-location", title: "String keys live in AppStrings and the feature strings files",
        category: .l10n, impact: .must, presets: [.mvvm],
        rationale: """
        Keys scattered over views and helpers are hard to find, to review against the catalog and \
        to reuse; the guide keeps shared keys in `Core/Constants/AppStrings.swift` and each \
        feature's keys in `Features/{Feature}/Strings{Feature}.swift`. Reported at the first \
        such constant of each type: a type outside those files with a `static` property typed \
        `LocalizedStringKey` (or `LocalizedStringResource`); inside `Features/{Feature}/` the \
        message names that feature's strings file, elsewhere `AppStrings.swift`. Only in a \
        project that has adopted the files, i.e. has a `Core/Constants/AppStrings.swift` or a \
        `Features/{Feature}/Strings{Feature}.swift`: elsewhere the layout rules speak to the \
        missing files, and every constant would be reported. Left alone: instance properties \
        (a view's `let title: LocalizedStringKey` parameter), constants added in extensions and \
        functions returning keys (the project index does not record their types), tests, \
        previews and generated files.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Core/Constants/AppStrings.swift", """
                import SwiftUI
                enum AppStrings {
                    static let ok: LocalizedStringKey = "general_ok"
                }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                struct ProductScreen: View {
                    enum Copy {
                        static let ↓title: LocalizedStringKey = "product_title"
                        static let empty: LocalizedStringKey = "product_empty_state"
                    }
                    var body: some View { Text(Copy.title) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Login/StringsLogin.swift", """
                import SwiftUI
                enum StringsLogin {
                    static let title: LocalizedStringKey = "login_title"
                }
                """),
                ExampleFile("App/Core/Components/ErrorView.swift", """
                import SwiftUI
                enum ErrorCopy {
                    static let ↓retry: LocalizedStringKey = "general_retry"
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Core/Constants/AppStrings.swift", "import SwiftUI\nenum AppStrings {}\n"),
                ExampleFile("App/Core/AppStringsShared.swift", """
                import SwiftUI
                #if os(iOS)
                enum SharedStrings {
                    static var ↓cancel: LocalizedStringResource { "general_cancel" }
                }
                #endif
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Core/Constants/AppStrings.swift", """
                import SwiftUI
                enum AppStrings {
                    enum General {
                        static let ok: LocalizedStringKey = "general_ok"
                    }
                }
                """),
                ExampleFile("App/Features/Product/StringsProduct.swift", """
                import SwiftUI
                enum StringsProduct {
                    static let title: LocalizedStringKey = "product_title"
                }
                """),
                ExampleFile("App/Features/Product/View/ProductRow.swift", """
                import SwiftUI
                // static let title: LocalizedStringKey would belong in StringsProduct.swift.
                struct ProductRow: View {
                    let title: LocalizedStringKey
                    static let maxLines = 2
                    var body: some View { Text(title) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Settings/SettingsView.swift", """
                import SwiftUI
                enum SettingsCopy {
                    static let title: LocalizedStringKey = "settings_title"
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Core/Constants/AppStrings.swift", "import SwiftUI\nenum AppStrings {}\n"),
                ExampleFile("Tests/AppTests/StringsTests.swift", """
                import SwiftUI
                enum TestCopy {
                    static let title: LocalizedStringKey = "test_title"
                }
                """),
                ExampleFile("App/Features/Product/View/ProductScreen.swift", """
                import SwiftUI
                struct ProductScreen: View {
                    var body: some View { Text("x") }
                }
                #if DEBUG
                enum PreviewCopy {
                    static let title: LocalizedStringKey = "preview_title"
                }
                #endif
                """),
            ]),
        ]
    )

    static let keyTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource"]

    let configuration: RuleConfiguration

    func check(_ project: ProjectIndex) -> [Finding] {
        guard project.files.contains(where: { Self.isSharedStringsFile($0.path) || Self.featureOfStringsFile($0.path) != nil }) else { return [] }
        var findings: [Finding] = []
        for file in project.files {
            guard !(project.placements[file.path]?.isTestFile ?? false), !Self.isSharedStringsFile(file.path),
                  Self.featureOfStringsFile(file.path) == nil else { continue }
            for type in file.types where !type.isDebugOnly {
                guard let constant = type.properties.first(where: { $0.isStatic && Self.keyTypes.contains($0.plainTypeName ?? "") }) else { continue }
                let target = Self.feature(of: file.path).map { "`Features/\($0)/Strings\($0).swift`" } ?? "`Core/Constants/AppStrings.swift`"
                findings.append(finding(file.path, constant.location,
                    "'\(type.name)' declares string keys outside the strings files; move '\(constant.name)' and its siblings to \(target)."))
            }
        }
        return findings
    }

    static func components(_ path: String) -> [Substring] { path.split(separator: "/") }

    /// Whether the path ends with `Core/Constants/AppStrings.swift`.
    static func isSharedStringsFile(_ path: String) -> Bool {
        path.hasSuffix("/Core/Constants/AppStrings.swift")
    }

    /// The feature of `Features/{Feature}/Strings{Feature}.swift`, or nil.
    static func featureOfStringsFile(_ path: String) -> String? {
        let parts = components(path)
        guard parts.count >= 3, parts[parts.count - 3] == "Features" else { return nil }
        let feature = parts[parts.count - 2]
        return parts[parts.count - 1] == "Strings\(feature).swift" ? String(feature) : nil
    }

    /// The feature folder a path lies in (`Product` for `…/Features/Product/View/X.swift`), or nil.
    static func feature(of path: String) -> String? {
        let parts = components(path)
        guard let index = parts.lastIndex(of: "Features"), index + 2 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}
