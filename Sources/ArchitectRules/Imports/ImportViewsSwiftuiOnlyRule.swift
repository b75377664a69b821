import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `import Foundation` in a View file that already imports SwiftUI, which re-exports it.
struct ImportViewsSwiftuiOnlyRule: SyntaxRule {
    static let description = RuleDescription(
        id: "import-views-swiftui-only", title: "View files import SwiftUI alone", category: .imports, impact: .should,
        presets: [.mvvm],
        rationale: """
        A View file needs `import SwiftUI` and nothing more from the system: SwiftUI re-exports \
        Foundation, so a second `import Foundation` adds nothing and only lengthens the import list.

        Reported, at the import: a plain `import Foundation` in a file that declares a SwiftUI View \
        (a struct, class or enum, nested ones included, or a file-level extension whose inheritance \
        clause names `View`) and that imports the whole of SwiftUI (`import SwiftUI`, with or without \
        attributes) either unconditionally or in the same `#if` clause as the Foundation import. \
        Left alone: `import Foundation` with an attribute (`@preconcurrency` changes how Sendable is \
        checked, `@_exported` re-exports it), scoped imports (`import struct Foundation.URL`), \
        submodules (`Foundation.NSURL`), files whose SwiftUI import is scoped (`import struct \
        SwiftUI.Color` re-exports nothing) or sits in another `#if` clause, files that declare no \
        View, test files, and the words in comments and strings.
        """,
        triggering: [
            RuleExample("""
            ↓import Foundation
            import SwiftUI

            struct ProfileView: View {
                var body: some View { Text(Date.now, style: .date) }
            }
            """),
            RuleExample("""
            import SwiftUI
            #if os(iOS)
            ↓import Foundation
            #endif

            extension Settings {
                struct Footer: SwiftUI.View {
                    var body: some View { Text("v2") }
                }
            }
            """),
            RuleExample("""
            #if canImport(SwiftUI)
            @preconcurrency import SwiftUI
            ↓import Foundation

            struct Row {}
            extension Row: View {
                var body: some View { Text("Row") }
            }
            #endif
            """),
        ],
        nonTriggering: [
            RuleExample("""
            @preconcurrency import Foundation
            import SwiftUI

            struct ProfileView: View {
                var body: some View { Text("Profile") }
            }
            """),
            RuleExample("""
            import Foundation
            import SwiftUI

            // A ViewModel, not a View: `import Foundation` alone would do, but that is another rule.
            @Observable final class ProfileViewModel {
                var name = ""
                let note = "import Foundation"
            }
            struct ProfileViewStyle {}
            """),
            RuleExample("""
            import Foundation
            #if canImport(SwiftUI)
            import SwiftUI
            struct Badge: View {
                var body: some View { Text("New") }
            }
            #endif
            """),
            RuleExample("""
            import Foundation
            import struct SwiftUI.Color
            import struct Foundation.URL
            import FoundationExtras

            struct Palette: View {
                var body: some View { Color.red }
            }
            """),
            RuleExample("""
            import Foundation
            import SwiftUI

            struct Harness: View {
                var body: some View { Text("Test") }
            }
            """, path: "Tests/AppTests/Harness.swift"),
        ]
    )

    let configuration: RuleConfiguration

    private final class DeclaresView {}

    func visit(_ declaration: ImportDeclSyntax, in file: FileContext) {
        guard Self.isPlainImport(declaration, of: "Foundation"), declaration.attributes.isEmpty, !file.isTestFile,
              Self.swiftUIIsImported(besides: declaration, in: file.tree),
              file.cachedFlag(DeclaresView.self, { DeclarationIndex.of(file.tree).declaresView }) else { return }
        report(declaration, "SwiftUI already re-exports Foundation; remove `import Foundation` from this View file.", in: file)
    }

    /// Whether `declaration` is `import <module>`: one path component, no kind (`struct`, `class`, …).
    static func isPlainImport(_ declaration: ImportDeclSyntax, of module: String) -> Bool {
        declaration.importKindSpecifier == nil && declaration.path.count == 1 && declaration.path.first?.name.text == module
    }

    /// Whether the whole of SwiftUI is imported at file level outside `#if`, or in the statements
    /// that hold `declaration`.
    static func swiftUIIsImported(besides declaration: ImportDeclSyntax, in tree: SourceFileSyntax) -> Bool {
        func imports(_ items: CodeBlockItemListSyntax) -> Bool {
            items.contains { $0.item.as(ImportDeclSyntax.self).map { isPlainImport($0, of: "SwiftUI") } ?? false }
        }
        if imports(tree.statements) { return true }
        guard let item = declaration.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.parent?.is(IfConfigClauseSyntax.self) == true else { return false }
        return imports(list)
    }
}
