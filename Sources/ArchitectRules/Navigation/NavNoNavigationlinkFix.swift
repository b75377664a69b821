import ArchitectCore
import ArchitectSyntax
import ArchitectFix
import ArchitectProject
import SwiftSyntax

/// `NavigationView { … }` becomes `NavigationStack { … }` (iOS 16 or later), only where the old
/// view was certainly a single stack.
///
/// On iPad and Mac a `NavigationView` shows columns (a sidebar and a detail) unless it is styled
/// `.navigationViewStyle(.stack)` or `.navigationViewStyle(StackNavigationViewStyle())`; a
/// `NavigationStack` never does. So a `NavigationView` is converted only when that stack style is
/// in its own modifier chain (the fix then removes the modifier, which `NavigationStack` does not
/// need), or when the file's target runs on iPhone only (`isPhoneOnly`, from the Xcode target's
/// platforms and device family). Every other `NavigationView`
/// stays, with one note per file that names `NavigationSplitView`, the replacement for columns,
/// and so does one styled otherwise (`.columns`, `.automatic`), with a note of its own.
/// Also left alone: one that passes arguments (`NavigationView(content:)`), one whose content
/// holds more than one view or an `#if` (the lint after the fix names what remains).
///
/// `NavigationView` written as a type (`-> NavigationView<Text>`, `let root: NavigationView<Home>`,
/// `extension NavigationView`, a `typealias`, `NavigationView<Text>.self`) would no longer match
/// a value that became a `NavigationStack`, and such a value can travel between files. Rewriting
/// those types as well would have to reach every file that uses them, including files outside the
/// run, so the fix takes the safe way: when any file of the run, or any other Swift file of the
/// project, uses `NavigationView` other than as the callee of `NavigationView { … }`, no
/// `NavigationView` of the run is converted, and a note names the first such use.
struct NavNoNavigationlinkFix: SourceFix {
    /// The rule whose findings the fix removes.
    typealias FixedRule = NavNoNavigationlinkRule

    /// The fix changes only files that mention these words.
    public static let requiredWords = ["NavigationView"]
    /// Files outside the run are checked for `NavigationView` used as a type.
    public static let readsOtherFiles = true

    /// The first use of `NavigationView` as a type in the run or the project, which turns the fix off.
    let typeUse: (path: String, line: Int)?
    /// A note when a type use turned the fix off and the run had something to convert, and one
    /// per file whose `NavigationView`s stay because their style is not certainly a stack.
    public let notes: [FixNote]

    /// Whether the file's target runs on iPhone only, where a `NavigationView` is always a stack:
    /// an Xcode target built for iOS alone, without the iPad family or Mac Catalyst.
    static func isPhoneOnly(_ placement: FilePlacement) -> Bool { placement.platforms.isPhoneOnly }

    /// Prepares the fix for a run that is the whole project.
    public init(run files: [FixInput]) {
        self.init(run: files, project: .none)
    }

    /// Prepares the fix: looks for `NavigationView` used as a type in the run and in the project's other files.
    public init(run files: [FixInput], project: FixProject) {
        var found: (path: String, line: Int)?
        var convertible = false
        // Both looks below find `NavigationView` tokens only: files that never spell it are skipped.
        let mentioning = files.filter { UTF8Text.contains($0.text, "NavigationView") }
        for file in mentioning {
            let scan = Self.scan(file.tree)
            if found == nil, let line = scan.typeUseLine { found = (file.path, line) }
            convertible = convertible || scan.hasConvertibleCall
        }
        var unstyled: [FixNote] = []
        for file in mentioning where file.placement.iOSTarget >= NavigationViewConversion.minimumTarget {
            let left = Self.leftLines(file.tree, isPhoneOnly: Self.isPhoneOnly(file.placement))
            if !left.unstyled.isEmpty {
                unstyled.append(FixNote(path: file.path, message: "NavigationView left as it is (\(Self.lines(left.unstyled))): "
                    + "on iPad and Mac it shows columns unless styled .navigationViewStyle(.stack); use NavigationStack for one column "
                    + "or NavigationSplitView for columns."))
            }
            if !left.shaped.isEmpty {
                unstyled.append(FixNote(path: file.path, message: "NavigationView left as it is (\(Self.lines(left.shaped))): "
                    + "it takes arguments, or its content is more than one view or an #if; wrap the content in one view "
                    + "(a VStack or a Group), then run the fix again, or write the NavigationStack by hand."))
            }
            if !left.styled.isEmpty {
                unstyled.append(FixNote(path: file.path, message: "NavigationView left as it is (\(Self.lines(left.styled))): "
                    + "its .navigationViewStyle is not a single .stack, so it may show columns, which NavigationStack cannot; "
                    + "use NavigationSplitView for columns, or style it .navigationViewStyle(.stack) if one column is meant."))
            }
        }
        if found == nil, convertible {
            for mention in project.files(mentioning: ["NavigationView"]).sorted(by: { $0.path < $1.path }) {
                if let line = Self.scan(mention.tree).typeUseLine {
                    found = (mention.path, line)
                    break
                }
            }
        }
        typeUse = found
        if let found, convertible {
            let outside = files.contains { $0.path == found.path } ? "" : " (this file is not in the run)"
            notes = [FixNote(path: found.path, message: "line \(found.line) uses NavigationView as a type\(outside), so no NavigationView of the run "
                + "becomes a NavigationStack, which would not match it; change that use by hand, then run the fix again.")]
        } else {
            notes = unstyled
        }
    }

    /// `line 3` or `lines 3, 6`.
    private static func lines(_ numbers: [Int]) -> String {
        "line\(numbers.count == 1 ? "" : "s") " + numbers.map(String.init).joined(separator: ", ")
    }

    /// The lines of the `NavigationView { … }` calls of a file that have the shape the fix
    /// converts but stay for their style: `unstyled` have no `navigationViewStyle` (and the
    /// target is not iPhone-only), `styled` have one that is not `.stack`, or more than one;
    /// `shaped` are the calls whose shape the fix does not convert (arguments, several views).
    static func leftLines(_ tree: SourceFileSyntax, isPhoneOnly: Bool = false) -> (unstyled: [Int], styled: [Int], shaped: [Int]) {
        var unstyled: [Int] = []
        var styled: [Int] = []
        var shaped: [Int] = []
        var converter: SourceLocationConverter?
        let text = tree.description
        let suppressions = FixSuppressions.mayHaveDirectives(text) ? FixSuppressions(tree: tree) : .none
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier("NavigationView") = token.tokenKind, let call = calleeCall(of: token),
                  !NavigationViewConversion.isConvertible(call, isPhoneOnly: isPhoneOnly),
                  !suppressions.suppresses(FixedRule.description, at: call.calledExpression) else { continue }
            converter = converter ?? SourceLocationConverter(fileName: "", tree: tree)
            let line = converter?.location(for: token.positionAfterSkippingLeadingTrivia).line ?? 0
            if !NavigationViewConversion.hasConvertibleShape(call) {
                shaped.append(line)
            } else if NavigationViewConversion.styleModifierNames(of: call).contains("navigationViewStyle") {
                styled.append(line)
            } else {
                unstyled.append(line)
            }
        }
        return (unstyled, styled, shaped)
    }

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= NavigationViewConversion.minimumTarget, typeUse == nil else { return FixOutput(tree: tree, count: 0) }
        return Rewriter(suppressions: context.suppressions(in: tree), isPhoneOnly: Self.isPhoneOnly(context.placement)).output(rewriting: tree)
    }

    /// The line of the first use of SwiftUI's `NavigationView` other than as the callee of a
    /// call, and whether the file has a call the fix would convert. Names that are not the type
    /// are not uses: an enum case, a variable or a parameter called `NavigationView`, a member of
    /// another type (`Screen.NavigationView`, `.NavigationView`). A type of that name declared in
    /// the project is one, since it shadows SwiftUI's.
    static func scan(_ tree: SourceFileSyntax) -> (typeUseLine: Int?, hasConvertibleCall: Bool) {
        var typeUse: TokenSyntax?
        var convertible = false
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier("NavigationView") = token.tokenKind else { continue }
            if let call = calleeCall(of: token) {
                convertible = convertible || NavigationViewConversion.isConvertible(call)
            } else if typeUse == nil, namesSwiftUIType(token) {
                typeUse = token
            }
        }
        let line = typeUse.map { SourceLocationConverter(fileName: "", tree: tree).location(for: $0.positionAfterSkippingLeadingTrivia).line }
        return (line, convertible)
    }

    /// Whether a `NavigationView` token may stand for SwiftUI's type (or a type shadowing it).
    private static func namesSwiftUIType(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return true }
        if let member = parent.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.id == token.id {
            return member.base.map { isSwiftUIModule($0) } ?? false
        }
        if let member = parent.as(MemberTypeSyntax.self), member.name.id == token.id {
            return member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI"
        }
        if parent.is(EnumCaseElementSyntax.self) || parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
            || parent.is(LabeledExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) {
            return false
        }
        return true
    }

    private static func isSwiftUIModule(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
    }

    /// The call whose callee is this `NavigationView` token (`NavigationView(…)`, `SwiftUI.NavigationView { … }`).
    private static func calleeCall(of token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            callee = Syntax(member)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        return call
    }

    private final class Rewriter: FixRewriter {
        let isPhoneOnly: Bool

        init(suppressions: FixSuppressions, isPhoneOnly: Bool) {
            self.isPhoneOnly = isPhoneOnly
            super.init(suppressions: suppressions)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            // The stack style of a converted NavigationView goes: `NavigationStack` needs none.
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "navigationViewStyle",
               NavigationViewConversion.isStackStyle(node), let base = member.base, let root = Self.navigationViewRoot(of: base),
               NavigationViewConversion.stackStyleModifier(of: root)?.id == node.id, NavigationViewConversion.isConvertible(root, isPhoneOnly: isPhoneOnly),
               !suppressions.suppresses(NavNoNavigationlinkFix.FixedRule.description, at: root.calledExpression) {
                let visited = rewrite(base).cast(ExprSyntax.self)
                let kept = TriviaEditing.trailingComments(node.trailingTrivia)
                return visited.with(\.trailingTrivia, TriviaEditing.trimmingTrailingSpaces(visited.trailingTrivia) + kept)
            }
            let convertible = NavigationViewConversion.isConvertible(node, isPhoneOnly: isPhoneOnly)
                && !suppressions.suppresses(NavNoNavigationlinkFix.FixedRule.description, at: node.calledExpression)
            let visited = super.visit(node)
            guard convertible, var call = visited.as(FunctionCallExprSyntax.self) else { return visited }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                call.calledExpression = ExprSyntax(reference.with(\.baseName, reference.baseName.with(\.tokenKind, .identifier("NavigationStack"))))
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.with(\.tokenKind, .identifier("NavigationStack"))
                call.calledExpression = ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, name)))
            } else {
                return visited
            }
            count += 1
            return ExprSyntax(call)
        }

        /// The `NavigationView { … }` call at the root of a modifier chain, if that is what it is.
        static func navigationViewRoot(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
            var current = expression
            while true {
                if let call = current.as(FunctionCallExprSyntax.self) {
                    if SyntaxQueries.isTypeReference(call.calledExpression, named: "NavigationView") { return call }
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
                    current = base
                } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                } else {
                    return nil
                }
            }
        }
    }
}

/// `NavNoNavigationlinkRule` is rewritten by `NavNoNavigationlinkFix`.
extension NavNoNavigationlinkRule: FixableRule {
    typealias Fix = NavNoNavigationlinkFix
}
