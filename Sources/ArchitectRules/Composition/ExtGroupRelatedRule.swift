import ArchitectCore
import ArchitectProject

/// Flags extensions of one type, for one purpose, spread over several files of a module.
struct ExtGroupRelatedRule: ProjectRule {
    static let description = RuleDescription(
        id: "ext-group-related", title: "Related extensions share one file",
        category: .composition, impact: .should, presets: [.mvvm],
        rationale: """
        The mvvm guide groups related extensions in one file: everything that formats a `Date` \
        in `DateFormatting.swift`, every `String` check in `StringValidation.swift`. Split over \
        several files, helpers get written twice, and nobody knows which file a new one joins.

        Which extensions serve one purpose is read from the file names, the only place the guide \
        says it: a file whose name starts with the extended type's name (`Date+Formatter.swift`, \
        `DateFormatting.swift`) names a purpose with the rest, and two purposes are the same when \
        their first six letters are (`Formatting`, `Formatter`, `Formats`). Reported, at the \
        extension in every file after the first (by path): extensions of one type in two or more \
        files of the same module whose purposes are the same.

        Left alone: files whose name does not start with the extended type's name (their \
        purpose cannot be read), files of different purposes (`DateFormatting.swift` and \
        `DateComparison.swift` are rightly apart), extensions of one type in different modules, \
        test files, preview and stub support (`Stub`, `Mock`, `Preview`, `Fake` in a file or folder \
        name) and generated files. A purpose spelt differently (`DateFormatting` and \
        `DateDisplay`) is not seen.
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/DateFormatting.swift",
                            "extension Date { var shortText: String { formatted(date: .abbreviated, time: .omitted) } }"),
                ExampleFile("App/Features/Orders/Date+Formatter.swift", """
                import Foundation
                ↓extension Date {
                    var timeText: String { formatted(date: .omitted, time: .shortened) }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/StringValidation.swift", "extension String { var isEmail: Bool { contains(\"@\") } }"),
                ExampleFile("App/Core/Extensions/StringValidators.swift", """
                // More checks.
                ↓extension String { var isPhone: Bool { allSatisfy(\\.isNumber) } }
                """),
                ExampleFile("App/Features/Signup/StringValidationRules.swift", """
                #if os(iOS)
                ↓extension String { var isStrongPassword: Bool { count > 12 } }
                #endif
                """),
            ]),
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/ViewModifiers.swift",
                            "import SwiftUI\n↓extension View { func card() -> some View { padding() } }"),
                ExampleFile("App/Core/Extensions/View+Modifier.swift", """
                import SwiftUI
                enum Style {}
                extension View { func badge() -> some View { overlay(Circle()) } }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/DateFormatting.swift", "extension Date { var shortText: String { formatted() } }"),
                ExampleFile("App/Core/Extensions/DateComparison.swift", "extension Date { func isSameDay(as other: Date) -> Bool { true } }"),
                ExampleFile("App/Core/Extensions/Helpers.swift", "extension Date { var tomorrow: Date { self } }"),
            ]),
            RuleExample(project: [
                ExampleFile("Packages/Kit/Package.swift", """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Kit"), .target(name: "UIKitExtras")])
                """),
                ExampleFile("Packages/Kit/Sources/Kit/ColorTheme.swift", "import SwiftUI\nextension Color { static let brand = Color.red }"),
                ExampleFile("Packages/Kit/Sources/UIKitExtras/ColorThemes.swift", "import SwiftUI\nextension Color { static let accent = Color.blue }"),
            ]),
            RuleExample(project: [
                ExampleFile("App/Core/Extensions/DateFormatting.swift", "extension Date { var shortText: String { formatted() } }"),
                ExampleFile("App/Features/Orders/Model/DateFormattingStub.swift", "extension Date { static let stub = Date() }"),
                ExampleFile("Tests/AppTests/DateFormattingTests.swift", "extension Date { static let fixed = Date() }"),
                ExampleFile("App/Core/Extensions/DatabaseFormatting.swift", "extension Data { var hex: String { \"\" } }"),
            ]),
        ]
    )

    let configuration: RuleConfiguration

    /// How many letters of two purposes must agree.
    static let stemLength = 6

    func check(_ project: ProjectIndex) -> [Finding] {
        let root = project.layout.rootDirectory
        struct Place { let path: String; let location: SourcePoint }
        // By module, extended type and purpose stem: the files that extend it.
        var groups: [String: [Place]] = [:]
        // Sorted by path through their positions: sorting the summaries would copy each one.
        let order = project.files.indices.sorted { project.files[$0].path < project.files[$1].path }
        for file in order.lazy.map({ project.files[$0] }) where !file.extensions.isEmpty {
            guard project.placements[file.path]?.isTestFile != true else { continue }
            let folders = ClinicIndexQueries.relativeFolders(of: file.path, root: root)
            let fileName = String(file.path.split(separator: "/").last ?? "")
            let base = String(fileName.dropLast(fileName.hasSuffix(".swift") ? 6 : 0))
            guard !ExtFileNamingRule.namesSupport(folders + [base]) else { continue }
            let module = project.placements[file.path]?.module ?? ""
            var seen = Set<String>()
            for item in file.extensions {
                let type = item.baseName
                guard base.hasPrefix(type), seen.insert(type).inserted else { continue }
                var purpose = base.dropFirst(type.count)
                if purpose.hasPrefix("+") { purpose = purpose.dropFirst() }
                guard let first = purpose.first, first.isUppercase, purpose.count >= 3 else { continue }
                let stem = String(purpose.prefix(Self.stemLength)).lowercased()
                groups["\(module)|\(item.extendedType)|\(stem)", default: []].append(Place(path: file.path, location: item.location))
            }
        }
        var findings: [Finding] = []
        for (key, places) in groups where places.count > 1 {
            let type = key.split(separator: "|", omittingEmptySubsequences: false)[1]
            let firstName = places[0].path.split(separator: "/").last.map(String.init) ?? places[0].path
            for place in places.dropFirst() {
                let name = place.path.split(separator: "/").last.map(String.init) ?? place.path
                findings.append(finding(place.path, place.location,
                    "These `\(type)` extensions in '\(name)' serve the same purpose as those in '\(firstName)'; move them into that one file."))
            }
        }
        return findings.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }
}
