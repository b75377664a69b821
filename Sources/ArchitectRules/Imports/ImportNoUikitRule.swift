import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `import UIKit` in a file that wraps no UIKit view and uses nothing UIKit declares.
struct ImportNoUikitRule: SyntaxRule {
    static let description = RuleDescription(
        id: "import-no-uikit", title: "Import UIKit only where UIKit is used", category: .imports, impact: .must,
        presets: [.mvvm],
        rationale: """
        In a SwiftUI app UIKit belongs in the few files that bridge to it, above all the \
        `UIViewRepresentable` and `UIViewControllerRepresentable` wrappers. An `import UIKit` \
        anywhere else drags the UI framework into models, services and views that do not need it, \
        and often only stands in for `Foundation`, which it happens to re-export.

        Reported, at the import: `import UIKit` in any form (`import UIKit.UIImage`, \
        `import class UIKit.UIColor`, `@preconcurrency import UIKit`, also inside `#if` blocks, \
        `#if canImport(UIKit)` included: a platform guard does not make an unused import needed) in \
        a file whose code names nothing from UIKit. A file counts as using UIKit, and is left alone, \
        when any identifier outside its imports starts with `UI` and a capital letter \
        (`UIViewRepresentable`, `UIApplicationDelegate`, `UIResponder`, `UIHostingController`, \
        `UIColor`, `UIApplication.shared`, `UIKit.UIFont`, `@UIApplicationMain`) or with `ui` and a \
        capital letter (`Image(uiImage:)`, `Color(uiColor:)`), or names one of the few UIKit types \
        without that prefix (`NSTextAttachment`, `NSParagraphStyle`, `NSLayoutConstraint`, \
        `NSDiffableDataSourceSnapshot`, …) or the attributed-string types whose attribute keys \
        UIKit declares. Which UIKit uses outside a wrapper are justified (an app or scene delegate, \
        image processing, haptics) cannot be told from the syntax, so a file that uses UIKit at all \
        is never reported; the rule only catches the import nothing needs. Left alone as well: test \
        files, `#if DEBUG` imports, and the word in comments and strings. A UIKit method called on \
        a value whose type is declared elsewhere (`image.pngData()`) is not seen; `pngData` and \
        `jpegData` themselves count as uses.
        """,
        triggering: [
            RuleExample("""
            import Foundation
            ↓import UIKit

            final class ProfileViewModel {
                var uid = ""
                var uiid = 0
                func load() async {}
            }
            """),
            RuleExample("""
            import SwiftUI
            ↓import UIKit

            // Wraps no UIViewRepresentable; UIColor is only mentioned here.
            struct Badge: View {
                let title = "UIKit"
                var body: some View { Text(title).foregroundStyle(.red) }
            }
            """),
            RuleExample("""
            #if canImport(UIKit)
            ↓import UIKit
            #endif
            ↓@preconcurrency import class UIKit.UIImage

            extension Settings {
                struct Store {
                    var isHidden = false
                    func save() {}
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import SwiftUI
            import UIKit

            struct ShareSheet: UIViewControllerRepresentable {
                let items: [Any]
                func makeUIViewController(context: Context) -> UIActivityViewController {
                    UIActivityViewController(activityItems: items, applicationActivities: nil)
                }
                func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
            }
            """),
            RuleExample("""
            import UIKit

            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
            }
            """),
            RuleExample("""
            import SwiftUI
            import UIKit

            struct Avatar: View {
                let data: Data
                var body: some View { Image(uiImage: decode(data)).resizable() }
            }
            """),
            RuleExample("""
            import Foundation
            import UIKit

            struct Caption {
                func styled(_ text: String) -> NSAttributedString {
                    NSAttributedString(string: text, attributes: [.kern: 1])
                }
            }
            """),
            RuleExample("""
            import UIKit
            import XCTest

            final class ProfileTests: XCTestCase {
                func testName() {}
            }
            """, path: "Tests/AppTests/ProfileTests.swift"),
            RuleExample("""
            import SwiftUI
            import UIKitExtras
            #if DEBUG
            import UIKit
            #endif
            // import UIKit
            struct Row: View {
                var body: some View { Text("import UIKit") }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// UIKit types, on iOS, whose names lack the `UI` prefix, and Foundation types whose UIKit
    /// attribute keys (`.font`, `.foregroundColor`) or drawing methods need UIKit.
    static let unprefixedUIKitNames: Set<String> = [
        "NSTextAttachment", "NSParagraphStyle", "NSMutableParagraphStyle", "NSShadow", "NSLayoutConstraint",
        "NSLayoutAnchor", "NSLayoutManager", "NSTextContainer", "NSTextStorage", "NSTextLayoutManager",
        "NSTextContentStorage", "NSDataAsset", "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot",
        "NSCollectionLayoutSection", "NSCollectionLayoutItem", "NSCollectionLayoutGroup", "NSCollectionLayoutSize",
        "NSCollectionLayoutDimension", "NSTextAlignment", "NSLineBreakMode", "NSUnderlineStyle",
        "NSDirectionalEdgeInsets", "NSStringDrawingOptions", "NSStringDrawingContext", "NSAttributedString",
        "NSMutableAttributedString", "NSTextTab", "NSWritingDirection", "pngData", "jpegData",
    ]

    private final class UsesUIKit {}

    func visit(_ declaration: ImportDeclSyntax, in file: FileContext) {
        guard declaration.path.first?.name.text == "UIKit", !file.isTestFile,
              !SyntaxQueries.isDebugOnly(declaration) else { return }
        guard !file.cachedFlag(UsesUIKit.self, { Self.usesUIKit(file.tree) }) else { return }
        report(declaration, "`import UIKit` is unused here: this file wraps no UIKit view and names no UIKit type; import Foundation (or SwiftUI in a View) instead.", in: file)
    }

    /// Whether any identifier of `tree` outside its import declarations names UIKit.
    static func usesUIKit(_ tree: SourceFileSyntax) -> Bool {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if token.parent?.is(ImportPathComponentSyntax.self) == true { continue }
            if isUIKitName(text), !isCompilationCondition(token) { return true }
        }
        return false
    }

    /// Whether `token` is part of an `#if` condition (`canImport(UIKit)`), which uses nothing.
    static func isCompilationCondition(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if let clause = current.parent?.as(IfConfigClauseSyntax.self) { return clause.condition?.id == current.id }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    /// `UIColor`, `UIKit`, `uiImage` (a `UI`/`ui` prefix then a capital) or a listed name.
    static func isUIKitName(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(3))
        if scalars.count == 3, (scalars[0] == "U" && scalars[1] == "I") || (scalars[0] == "u" && scalars[1] == "i"),
           ("A"..."Z").contains(scalars[2]) {
            return true
        }
        return unprefixedUIKitNames.contains(text)
    }
}
