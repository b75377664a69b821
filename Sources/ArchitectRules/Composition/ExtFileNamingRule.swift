import ArchitectCore
import ArchitectProject

/// Flags extension files named `Type+Purpose.swift`, and helper extensions kept outside the
/// project's `Extensions` folder.
struct ExtFileNamingRule: ProjectRule {
    static let description = RuleDescription(
        id: "ext-file-naming", title: "Extension files are TypePurpose.swift in Core/Extensions",
        category: .composition, impact: .must, presets: [.mvvm], aliases: ["naming-no-plus-in-filename"],
        rationale: """
        The mvvm guide names a file of extensions after the type and what the extensions are for, \
        run together (`DateFormatting.swift`, `StringValidation.swift`, never `Date+Formatting.swift`), \
        and keeps such helpers in `Core/Extensions/`, so they are found in one place and a `+` \
        never has to be escaped in scripts and build settings.

        An extension file is one that declares extensions and no type of its own, not even \
        nested in them (top-level functions and constants are not looked at). Reported, at its first extension: \
        (1) an extension file whose name contains `+`; (2) when the project has a folder named \
        `Extensions` (any case), an extension file outside every such folder whose extensions \
        all extend types the project does not declare (`String`, `View`, `Color`, another \
        library's types), the helpers that folder is for.

        Left alone: files that also declare a type; extensions of the \
        project's own types outside `Extensions` (splitting a big type over files, or a namespace \
        `extension Feature { … }`), since those belong beside the type; projects with no \
        `Extensions` folder at all, whose layout the `layout-*` rules judge; model stubs and other \
        preview or test support (a file or folder name containing `Stub`, `Mock`, `Preview` or \
        `Fake`), test files and generated files. Whether the part after the type name says a \
        purpose is not judged.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/Date+Formatting.swift", """
                import Foundation
                ↓extension Date {
                    var shortText: String { formatted(date: .abbreviated, time: .omitted) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/StringValidation.swift",
                            "extension String { var isEmail: Bool { contains(\"@\") } }"),
                ExampleFile("App/Features/Profile/View/ColorTheme.swift", """
                import SwiftUI
                // A helper that belongs in Core/Extensions.
                ↓extension Color {
                    static let brand = Color("Brand")
                }
                #if os(iOS)
                extension UIColor { static let brandBackground = UIColor.systemBackground }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Orders/OrderListViewModel+Loading.swift", """
                ↓extension OrderListViewModel {
                    func reload() async {}
                }
                """),
                ExampleFile("App/Features/Orders/OrderListViewModel.swift", "final class OrderListViewModel {}"),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/DateFormatting.swift",
                            "extension Date { var shortText: String { formatted() } }"),
                ExampleFile("App/Core/Extensions/ViewModifiers.swift",
                            "import SwiftUI\nextension View { func card() -> some View { padding() } }"),
                ExampleFile("App/Features/Orders/OrderListViewModelLoading.swift",
                            "extension OrderListViewModel { func reload() async {} }"),
                ExampleFile("App/Features/Orders/OrderListViewModel.swift", "final class OrderListViewModel {}"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Features/Products/Model/ProductModelStub.swift",
                            "extension ProductModel { static let stub = ProductModel() }"),
                ExampleFile("App/Features/Products/Model/ProductModel.swift", "struct ProductModel {}"),
                ExampleFile("App/Features/Products/View/Product+Row.swift", """
                import SwiftUI
                extension Product { struct Row: View { var body: some View { EmptyView() } } }
                """),
                ExampleFile("App/Core/Extensions/StringValidation.swift", "extension String { var isEmail: Bool { true } }"),
                ExampleFile("App/Support/Preview+Data.swift", "extension Array { static var none: [Element] { [] } }"),
                ExampleFile("Tests/AppTests/Date+Fixtures.swift", "extension Date { static let epoch = Date(timeIntervalSince1970: 0) }"),
            ]),
            RuleExample(project: [
                // No Extensions folder: the layout is not the guide's, so only `+` is judged.
                ExampleFile("Sources/SwiftUIHelpers/Color.swift",
                            "import SwiftUI\nextension Color { static let adaptiveWhite = Color.white }"),
                ExampleFile("Sources/SwiftUIHelpers/Shims.swift", """
                import SwiftUI
                extension View { func shim() -> some View { self } }
                struct ShimBox {}
                """),
                ExampleFile("Sources/SwiftUIHelpers/View+Shims.swift", """
                import SwiftUI
                enum Shims {}
                extension Shims { static let count = 1 }
                """),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    /// Words of file and folder names that mark preview and test support.
    static let supportWords = ["Stub", "Mock", "Preview", "Fake"]

    /// Whether one of the names (folders, a file name) marks preview or test support.
    static func namesSupport(_ names: some Sequence<some StringProtocol>) -> Bool {
        names.contains { name in supportWords.contains { UTF8Text.contains(name, $0) } }
    }

    func check(_ project: ProjectIndex) -> [Finding] {
        let root = project.layout.rootDirectory
        let hasExtensionsFolder = project.files.contains { file in
            ClinicIndexQueries.relativeFolders(of: file.path, root: root).contains { $0.lowercased() == "extensions" }
        }
        var findings: [Finding] = []
        for file in project.files {
            guard file.types.isEmpty, let first = file.extensions.first,
                  project.placements[file.path]?.isTestFile != true else { continue }
            let folders = ClinicIndexQueries.relativeFolders(of: file.path, root: root)
            let fileName = String(file.path.split(separator: "/").last ?? "")
            guard !Self.namesSupport(folders + [fileName]) else { continue }
            if fileName.contains("+") {
                let suggested = fileName.replacingOccurrences(of: "+", with: "")
                findings.append(finding(file.path, first.location,
                    "Extension file '\(fileName)' has a `+` in its name; name it after the type and purpose run together, '\(suggested)'."))
                continue
            }
            guard hasExtensionsFolder, !folders.contains(where: { $0.lowercased() == "extensions" }),
                  file.extensions.allSatisfy({ project.declarations(of: $0.baseName).isEmpty }) else { continue }
            findings.append(finding(file.path, first.location,
                "'\(fileName)' holds only helper extensions of \(Self.names(file)); move it into `Core/Extensions/` with the other extensions."))
        }
        return findings
    }

    /// The extended types of `file`, for messages.
    static func names(_ file: FileSummary) -> String {
        var seen: [String] = []
        for item in file.extensions where !seen.contains(item.extendedType) { seen.append(item.extendedType) }
        return seen.map { "`\($0)`" }.joined(separator: ", ")
    }
}
