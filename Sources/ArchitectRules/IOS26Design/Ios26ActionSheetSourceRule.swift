import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `.confirmationDialog` attached to a whole screen, where iOS 26 wants the control that opens it.
struct Ios26ActionSheetSourceRule: SyntaxRule {
    /// Containers that span a screen: a dialog attached to them has no particular source.
    static let screenContainers: Set<String> = [
        "NavigationStack", "NavigationSplitView", "NavigationView", "TabView", "List", "Form", "ScrollView", "Table",
    ]

    static let description = RuleDescription(
        id: "ios26-action-sheet-source", title: "Attach action sheets to their source control",
        category: .ios26, impact: .must, presets: [.mvvm],
        rationale: """
        On iOS 26 an action sheet grows out of the element it is attached to, as a popover does \
        on iPad; attached to a whole screen it appears from nowhere in particular. The MVVM guide \
        asks to always give it the source view. Reported, at `confirmationDialog`: SwiftUI's \
        `.confirmationDialog(…)` modifier (the action sheet) applied, directly or after other \
        modifiers, to a container that spans a screen: `NavigationStack`, `NavigationSplitView`, \
        `NavigationView`, `TabView`, `List`, `Form`, `ScrollView` or `Table` (also written \
        `SwiftUI.List`). Only where the code runs on iOS 26: a deployment target of iOS 26 or \
        later, the body of `if #available(iOS 26, *)`, the code after `guard #available(iOS 26, *)` \
        or a declaration marked `@available(iOS 26, *)`, never in the fallback branch of such a check. This is the narrow form of a heuristic: \
        a dialog on a plain stack, on a property or on a view built elsewhere may also be \
        screen-level, but the syntax cannot tell it from a control, so it is left alone; so are \
        alerts (centred by design), dialogs on buttons and rows, and test, preview and \
        `#if DEBUG` code. Known false positive: a screen whose only trigger is a toolbar item of \
        that same container.
        """,
        triggering: [
            RuleExample("""
            struct InboxScreen: View {
                @State private var confirmDelete = false
                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .toolbar { Button("Delete All") { confirmDelete = true } }
                        .↓confirmationDialog("Delete all messages?", isPresented: $confirmDelete) {
                            Button("Delete", role: .destructive) { deleteAll() }
                        }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct Screen: View {
                    var body: some View {
                        if #available(iOS 26, *) {
                            SwiftUI.NavigationStack { Form { Toggle("Sync", isOn: $sync) } }
                                .↓confirmationDialog("Sign out?", isPresented: $asking, titleVisibility: .visible) {
                                    Button("Sign Out", role: .destructive) { signOut() }
                                }
                        }
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            @available(iOS 26, *)
            struct Gallery: View {
                var body: some View {
                    ScrollView { PhotoGrid() }
                        .padding()
                        .↓confirmationDialog("Share", isPresented: $sharing, presenting: photo) { photo in
                            Button("Copy") { copy(photo) }
                        }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // List { … }.confirmationDialog(…) has no source.
            struct InboxScreen: View {
                var body: some View {
                    List(messages) { message in
                        MessageRow(message: message)
                            .confirmationDialog("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                    }
                    .alert("Failed", isPresented: $failed) { Button("OK") {} }
                    Button("Delete All") { asking = true }
                        .confirmationDialog("Delete all?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                    content.confirmationDialog("Leave?", isPresented: $leaving) { Button("Leave") {} }
                }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            struct InboxScreen: View {
                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .confirmationDialog("Delete all?", isPresented: $asking) { Button("Delete") {} }
                }
            }
            """, iOS: Version(18, 0)),
            RuleExample("""
            struct InboxScreen: View {
                var body: some View {
                    if #available(iOS 17, *) {
                        MyList().confirmationDialog("Delete all?", isPresented: $asking) { Button("Delete") {} }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                List { Text("A") }.confirmationDialog("A", isPresented: .constant(true)) { Button("B") {} }
            }
            """, iOS: Version(26, 0)),
            RuleExample("""
            import Testing
            @Test func dialog() { _ = Form { Text("A") }.confirmationDialog("A", isPresented: .constant(true)) { Button("B") {} } }
            """, path: "Tests/AppTests/DialogTests.swift", iOS: Version(26, 0)),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["confirmationDialog"]


    let configuration: RuleConfiguration

    func visit(_ node: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isMemberCall(node, named: "confirmationDialog"), let name = SyntaxQueries.calledNameToken(node),
              let view = LiquidGlassSupport.rootView(of: node),
              let container = LiquidGlassSupport.constructedView(view, among: Self.screenContainers),
              LiquidGlassSupport.runsOnIOS26(node, in: file), !LiquidGlassSupport.isExempt(node, in: file) else { return }
        report(name, "This action sheet is attached to a whole `\(container)`; on iOS 26 attach `.confirmationDialog` to the control that opens it, so it grows from there.", in: file)
    }
}
