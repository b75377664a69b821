import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a file of several View structs with no `// MARK:` ahead of its subviews.
struct ReviewMarkSubviewsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "review-mark-subviews", title: "Mark the subviews of a file", category: .composition, impact: .low,
        presets: [.review],
        rationale: """
        The review checklist keeps a screen's extracted subviews in its file, after a \
        `// MARK: - Subviews` line, so that the jump bar and a reader find where the screen ends and \
        its parts begin. Reported, once per file and at the name of the second View: a file whose \
        top-level declarations (also inside `#if`) include three or more structs that declare `View` \
        conformance (a screen and at least two subviews), when no `MARK:` comment (`//` or `/* */`, any text after it) stands between \
        the start of the first View and the name of the second. Left alone: a single View, a screen \
        with one subview (right after the screen, its `struct` line is already the boundary a \
        reader looks for; reviewers judged the MARK noise there), Views \
        nested in other types or extensions, `PreviewProvider` structs, Views under `#if DEBUG`, \
        files whose first View is `private` or `fileprivate` (helper Views with no screen), a \
        second View that is neither private to the file nor used by the first (a sibling, not a \
        subview), \
        files that hold no `MARK:` comment at all (the file, and usually its project, does not \
        organise itself with marks; reviewers judged the finding a cosmetic demand there, while \
        a file that marks its other sections and not its subviews was judged right), \
        test files, and the name `MARK` in strings.
        """,
        triggering: [
            RuleExample("""
            struct LoginView: View {
                var body: some View { LoginHeader() }
            }

            private struct ↓LoginHeader: View {
                var body: some View { Text("Welcome") }
            }

            private struct LoginFooter: View {
                var body: some View { Text("Terms") }
            }

            // MARK: - Preview
            #Preview { LoginView() }
            """),
            RuleExample("""
            // MARK: - Screen
            struct Feed: SwiftUI.View {
                let title = "MARK: - Subviews"
                var body: some View { Row() }
            }
            #if os(iOS)
            struct ↓Row: View {
                var body: some View { Badge() }
            }
            private struct Badge: View {
                var body: some View { Text("new") }
            }
            #endif
            """),
            RuleExample("""
            struct Card: View {
                var body: some View { Badge() }
            }
            // Subviews
            struct ↓Badge: View {
                var body: some View { Text("new") }
            }
            // MARK: - Helpers
            struct Other: View {
                var body: some View { Text("x") }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // A file that uses no MARK at all follows its project's style: a screen and two parts.
            struct LoginView: View {
                var body: some View { VStack { LoginHeader(); LoginFooter() } }
            }
            private struct LoginHeader: View {
                var body: some View { Text("Welcome") }
            }
            private struct LoginFooter: View {
                var body: some View { Text("Terms") }
            }
            """),
            RuleExample("""
            struct LoginView: View {
                var body: some View { LoginHeader() }
            }

            private struct LoginHeader: View {
                var body: some View { Text("Welcome") }
            }
            """),
            RuleExample("""
            // Two screens side by side: the second is no part of the first.
            struct PersonImage: View {
                var body: some View { Image("face") }
            }
            struct LargePersonImage: View {
                var body: some View { Image("face").resizable() }
            }
            """),
            RuleExample("""
            // Helpers only: no screen in this file.
            extension View {
                func searchable(_ text: Binding<String>) -> some View { modifier(SearchModifier(text: text)) }
            }
            private struct SearchField: View {
                @Binding var text: String
                var body: some View { TextField("Search", text: $text) }
            }
            private struct SearchModifier: ViewModifier {
                @Binding var text: String
                func body(content: Content) -> some View { VStack { SearchField(text: $text); content } }
            }
            private struct ClearButton: View {
                var body: some View { Image(systemName: "xmark") }
            }
            """),
            RuleExample("""
            struct LoginView: View {
                var body: some View { LoginHeader() }
            }

            // MARK: - Subviews

            private struct LoginHeader: View {
                var body: some View { Text("Welcome") }
            }
            """),
            RuleExample("""
            struct Card: View {
                var body: some View { Text("card") }
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card() }
            }
            extension Card {
                struct Badge: View {
                    var body: some View { Text("new") }
                }
            }
            #if DEBUG
            struct DebugCard: View {
                var body: some View { Text("debug") }
            }
            #endif
            """),
            RuleExample("""
            struct Card: View {
                var body: some View { Badge() }
            }
            /* MARK: subviews */
            struct Badge: View {
                var body: some View { Text("new") }
            }
            """),
            RuleExample("""
            struct FakeA: View { var body: some View { Text("a") } }
            struct FakeB: View { var body: some View { Text("b") } }
            """, path: "Tests/AppTests/Fakes.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ structDecl: StructDeclSyntax, in file: FileContext) {
        guard SyntaxQueries.isView(structDecl), !file.isTestFile, SyntaxQueries.isFileLevel(structDecl),
              !SyntaxQueries.isDebugOnly(structDecl) else { return }
        let views = SyntaxQueries.topLevelDeclarations(in: file.tree).compactMap { declaration -> StructDeclSyntax? in
            guard let view = declaration.as(StructDeclSyntax.self), SyntaxQueries.isView(view), !SyntaxQueries.isDebugOnly(view) else { return nil }
            return view
        }
        // The first View is the screen the subviews belong to; a file of private helper Views only
        // (plumbing beside an `extension View` helper) has no screen to mark off from.
        // The second View is a subview when it is private to the file or the screen builds it; a
        // second public View the first never uses is a sibling screen, not a part.
        // With one subview, the struct line right after the screen already marks where it ends.
        guard views.count >= 3, views[1].id == structDecl.id, !TypeRoles.isPrivate(views[0].modifiers),
              TypeRoles.isPrivate(structDecl.modifiers) || Self.mentions(structDecl.name.text, in: views[0]),
              !Self.hasMark(from: views[0], to: structDecl), Self.hasMark(in: file.tree) else { return }
        report(structDecl.name, "This file declares several Views and no `// MARK:` precedes the subview `\(structDecl.name.text)`; add `// MARK: - Subviews` above the subviews.", in: file)
    }

    private static func mentions(_ name: String, in view: StructDeclSyntax) -> Bool {
        view.memberBlock.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// Whether a `MARK:` comment lies in the trivia of the tokens from the start of `first` to the
    /// name of `second`.
    private static func hasMark(from first: StructDeclSyntax, to second: StructDeclSyntax) -> Bool {
        guard let root = first.root.as(SourceFileSyntax.self) else { return false }
        return hasMark(in: root, from: first.positionAfterSkippingLeadingTrivia, to: second.name.positionAfterSkippingLeadingTrivia)
    }

    /// Whether a `MARK:` comment lies in the trivia of the file's tokens between two positions
    /// (by default anywhere in the file).
    private static func hasMark(in root: SourceFileSyntax, from start: AbsolutePosition = AbsolutePosition(utf8Offset: 0),
                                to end: AbsolutePosition? = nil) -> Bool {
        for token in root.tokens(viewMode: .sourceAccurate) {
            if token.position < start { continue }
            if let end, token.position >= end { break }
            for piece in token.leadingTrivia + token.trailingTrivia {
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                    if text.contains("MARK:") { return true }
                default: continue
                }
            }
        }
        return false
    }
}
