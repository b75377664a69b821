import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `_printChanges()`/`_logChanges()` diagnostics that would ship in release builds.
struct DiffPrintchangesDebugRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "diff-printchanges-debug", title: "Keep _printChanges() behind #if DEBUG", category: .diff, impact: .critical,
        presets: [.recommended, .clinic],
        rationale: """
        `Self._printChanges()` and `Self._logChanges()` are handy for finding out why a view \
        re-rendered, but they are underscored, unsupported API that costs time on every evaluation \
        and writes to the console; they must not reach a release build. Flagged: a call to \
        `_printChanges()` or `_logChanges()` on `Self` or on a type name (`ProfileView._printChanges()`) \
        that is not inside an `#if` clause whose condition mentions `DEBUG` positively. A call in the \
        `#else` (or a non-DEBUG `#elseif`) branch of `#if DEBUG`, under `#if !DEBUG`, or under a flag \
        that only starts with the word (`#if DEBUG_MENU`), is flagged. Left alone: calls inside \
        `#if DEBUG` (also `#if DEBUG && os(iOS)`, and inner `#if` blocks nested in a `#if DEBUG`), \
        methods of the same name on values (`logger._printChanges()`), look-alike names \
        (`Self.printChanges()`, `_printChangesCount`), a free function `_printChanges()`, and mentions \
        in comments or strings. Using the diagnostic to \
        investigate re-renders is encouraged and cannot be checked.
        """,
        triggering: [
            RuleExample("""
            struct ProductList: View {
                let products: [Product]
                var body: some View {
                    let _ = ↓Self._printChanges()
                    List(products) { ProductRow(product: $0) }
                }
            }
            """),
            RuleExample("""
            struct Cart: View {
                var body: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #else
                    let _ = ↓Self._logChanges()
                    #endif
                    CartContent()
                }
            }
            """),
            RuleExample("""
            #if !DEBUG
            extension Checkout {
                func trace() {
                    ↓Checkout._printChanges()
                }
            }
            #endif
            struct Outer {
                struct Inner: View {
                    var body: some View {
                        let _ = ↓SwiftUI.Text.self._printChanges()
                        let _ = ↓Self
                            ._printChanges()
                        Text("inner")
                    }
                }
            }
            """),
            RuleExample(#"""
            struct Feed: View {
                var body: some View {
                    #if DEBUG_MENU
                    let _ = ↓Self._printChanges()
                    #elseif DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("Feed")
                }
            }
            """#),
            RuleExample(#"""
            enum Screens {
                struct Row: SwiftUI.View {
                    var body: some View {
                        let _ = ↓Screens.Row._logChanges()
                        Text("Row")
                            .padding()
                            .onAppear {
                                ↓Self._printChanges()
                            }
                    }
                }
            }
            """#),
        ],
        nonTriggering: [
            RuleExample("""
            struct ProductList: View {
                let products: [Product]
                var body: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    List(products) { ProductRow(product: $0) }
                }
            }
            """),
            RuleExample("""
            // Call Self._printChanges() while debugging, never in release.
            struct Note: View {
                var body: some View { Text("Self._printChanges()") }
            }
            """),
            RuleExample("""
            #if DEBUG && os(iOS)
            extension Dashboard {
                func debugTrace() { Self._logChanges() }
            }
            #endif
            struct Probe {
                let recorder: Recorder
                func run() { recorder._printChanges(); _ = recorder.printChanges() }
            }
            """),
            RuleExample(#"""
            #if DEBUG
            struct Probe: View {
                var body: some View {
                    #if os(iOS)
                    let _ = Self._printChanges()
                    #endif
                    Text("Probe")
                }
            }
            #endif
            """#),
            RuleExample(#"""
            struct Lookalikes: View {
                let tracer: Tracer
                var body: some View {
                    let _ = tracer._printChanges()
                    let _ = Self.printChanges()
                    let _ = Self._printChangesCount
                    let _ = _printChanges()
                    Text("Self._logChanges()")
                }
            }
            """#),
        ],
        corrections: [
            RuleCorrection("""
            struct Profile: View {
                var body: some View {
                    let _ = Self._printChanges()
                    Text("Profile")
                }
            }
            """, becomes: """
            struct Profile: View {
                var body: some View {
                    #if DEBUG
                    let _ = Self._printChanges()
                    #endif
                    Text("Profile")
                }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["_printChanges", "_logChanges"]


    public let configuration: RuleConfiguration

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["_printChanges", "_logChanges"].contains(member.declName.baseName.text),
              let base = member.base, Self.isTypeExpression(base),
              !SyntaxQueries.isDebugOnly(call) else { return }
        report(call, "`\(member.declName.baseName.text)()` is a debugging aid that must not ship; wrap it in `#if DEBUG` or remove it.", in: file,
               fixable: Self.fixCanWrap(call))
    }

    /// Whether `fix` wraps this call: it is a statement of its own (`let _ = Self._printChanges()`
    /// or the bare call), as the fix's matcher `DiffPrintchangesDebugFix.isUnguardedChangeLog` asks.
    static func fixCanWrap(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        for _ in 0..<6 {
            guard let parent = node.parent else { return false }
            if let item = parent.as(CodeBlockItemSyntax.self) { return DiffPrintchangesDebugFix.isUnguardedChangeLog(item) }
            node = parent
        }
        return false
    }

    /// `Self`, a capitalised type name, `Module.Type`, or `Type.self`.
    private static func isTypeExpression(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.Self) { return true }
            return UTF8Text.startsUppercase(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.tokenKind == .keyword(.self) { return isTypeExpression(base) }
            return UTF8Text.startsUppercase(member.declName.baseName.text) && isTypeExpression(base)
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return isTypeExpression(generic.expression) }
        return false
    }
}
