import ArchitectCore
import SwiftSyntax

/// `NavigationView { … }` becomes `NavigationStack { … }` (iOS 16 or later).
///
/// Left alone, so the finding stays: a `NavigationView` styled with `.navigationViewStyle(…)`
/// anywhere in its own modifier chain (the style has no `NavigationStack` equivalent), one
/// that passes arguments (`NavigationView(content:)`), and one whose content holds more than one
/// view, which makes it a split view on iPad and belongs in a `NavigationSplitView` instead.
///
/// `NavigationView` written as a type (`-> NavigationView<Text>`, `let root: NavigationView<Home>`,
/// `extension NavigationView`, a `typealias`, `NavigationView<Text>.self`) would no longer match
/// a value that became a `NavigationStack`, and such a value can travel between files. Rewriting
/// those types as well would have to reach every file that uses them, including files outside the
/// run, so the fix takes the safe way: when any file of the run, or any other Swift file of the
/// project, uses `NavigationView` other than as the callee of `NavigationView { … }`, no
/// `NavigationView` of the run is converted, and a note names the first such use.
public struct NavigationStackFix: SourceFix {
    /// The rule whose findings this fix removes.
    public static let ruleID = "nav-no-navigationlink"
    /// Files outside the run are checked for `NavigationView` used as a type.
    public static let readsOtherFiles = true

    /// The first use of `NavigationView` as a type in the run or the project, which turns the fix off.
    let typeUse: (path: String, line: Int)?
    /// A note when a type use turned the fix off and the run had something to convert.
    public let notes: [FixNote]

    /// Prepares the fix for a run that is the whole project.
    public init(run files: [FixInput]) {
        self.init(run: files, project: .none)
    }

    /// Prepares the fix: looks for `NavigationView` used as a type in the run and in the project's other files.
    public init(run files: [FixInput], project: FixProject) {
        var found: (path: String, line: Int)?
        var convertible = false
        for file in files {
            let scan = Self.scan(file.tree)
            if found == nil, let line = scan.typeUseLine { found = (file.path, line) }
            convertible = convertible || scan.hasConvertibleCall
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
            notes = []
        }
    }

    /// Rewrites one file and counts the findings removed.
    public func apply(to tree: SourceFileSyntax, in context: FixContext) -> FixOutput {
        guard context.iOSTarget >= Version(16, 0), typeUse == nil else { return FixOutput(tree: tree, count: 0) }
        let rewriter = Rewriter(suppressions: context.suppressions(in: tree))
        let result = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
        return FixOutput(tree: result, count: rewriter.count)
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
                convertible = convertible || isConvertible(call)
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

    /// Whether a `NavigationView` call can become a `NavigationStack` without changing what it shows.
    static func isConvertible(_ call: FunctionCallExprSyntax) -> Bool {
        guard SyntaxQueries.isTypeReference(call.calledExpression, named: "NavigationView"),
              call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              let closure = call.trailingClosure, closure.signature == nil,
              closure.statements.count == 1, let only = closure.statements.first,
              !only.item.is(IfConfigDeclSyntax.self) else { return false }
        return !ModifierChain.modifiers(appliedTo: call).contains("navigationViewStyle")
    }

    private final class Rewriter: SyntaxRewriter {
        let suppressions: FixSuppressions
        var count = 0

        init(suppressions: FixSuppressions) {
            self.suppressions = suppressions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            let convertible = NavigationStackFix.isConvertible(node) && !suppressions.suppresses(NavigationStackFix.ruleID, at: node.calledExpression)
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
    }
}

/// Questions about chains of view modifiers (`x.a().b()`).
enum ModifierChain {
    /// The names of the modifiers applied to `expression`, innermost first:
    /// `["padding", "navigationViewStyle"]` for `NavigationView { … }.padding().navigationViewStyle(.stack)`.
    static func modifiers(appliedTo expression: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        var current = Syntax(expression)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                names.append(member.declName.baseName.text)
                current = Syntax(call)
            } else {
                names.append(member.declName.baseName.text)
                current = Syntax(member)
            }
        }
        return names
    }
}
