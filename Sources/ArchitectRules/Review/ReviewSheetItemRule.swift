import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a Bool-driven sheet whose content unwraps an optional selection the View stores separately.
struct ReviewSheetItemRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "review-sheet-item", title: "Present a selected item with .sheet(item:)", category: .review, impact: .high,
        presets: [.recommended, .review],
        rationale: """
        Showing a selected model through a Bool and a separate optional means two pieces of state that \
        must be kept in step: the sheet can open while the selection is still nil (and show nothing) or \
        keep a stale selection after it closes. `.sheet(item:)` presents exactly when the optional has a \
        value, hands the unwrapped value to the content, and dismisses by setting it back to nil. \
        Flagged: a `.sheet(isPresented:)` or `.fullScreenCover(isPresented:)` in a View (struct or an \
        extension of it in the same file) whose content closure unwraps a stored property of that View \
        declared with an optional type (`T?`, `T!`, `Optional<T>`, `Swift.Optional<T>`; also declared \
        inside `#if`), by `if let x = prop`, `if let prop`, `guard let`, or `prop!` (also written \
        `self.prop`). The finding lands on the modifier. Left alone: `.sheet(item:)`, popovers and \
        look-alike modifiers (`.customSheet(isPresented:)`), unwrapping locals, computed properties or \
        properties of other objects (`model.selected`), and optionals whose declared type is not \
        visible. The catalog also lists `nav-modal-sheets` next to this rule, but an alias can belong \
        to one rule only, so it is reported by `review-sheet-destination-enum`.
        """,
        triggering: [
            RuleExample("""
            struct Members: View {
                @State private var showDetail = false
                @State private var selectedMember: Member?
                let members: [Member]
                var body: some View {
                    List(members) { member in
                        Button(member.name) { selectedMember = member; showDetail = true }
                    }
                    ↓.sheet(isPresented: $showDetail) {
                        if let member = selectedMember {
                            MemberDetail(member: member)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Orders: View {
                @State private var presenting = false
                @State private var editing = false
                @State private var selectedOrder: Order? = nil
                @State private var draft: Draft!
                var body: some View {
                    OrderList()
                        ↓.fullScreenCover(isPresented: $presenting) {
                            if let selectedOrder { OrderDetail(order: selectedOrder) }
                        }
                        ↓.sheet(isPresented: $editing, content: {
                            DraftEditor(draft: self.draft!)
                        })
                }
            }
            """),
            RuleExample("""
            struct Gallery: View {
                @State var zoomed = false
                @State var focus: Optional<Photo>
                var body: some View { grid }
            }
            #if os(iOS)
            extension Gallery {
                var grid: some View {
                    PhotoGrid()
                        .padding()
                        ↓.sheet(
                            isPresented: $zoomed
                        ) {
                            if let photo = self.focus { ZoomedPhoto(photo: photo) } else { EmptyView() }
                        }
                }
            }
            #endif
            """),
            RuleExample(#"""
            enum Screens {
                struct Photos: SwiftUI.View {
                    @State private var showing = false
                    @State private var photo: Swift.Optional<Photo> = nil
                    var body: some View {
                        Grid()
                            .padding()
                            ↓.sheet(isPresented: $showing) {
                                if let photo { PhotoView(photo: photo) }
                            }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Contacts: View {
                @State private var showing = false
                #if os(iOS)
                @State private var chosen: Contact?
                #endif
                var body: some View {
                    List { Text("Contacts") }
                        ↓.sheet(isPresented: $showing) {
                            ContactCard(contact: chosen!)
                        }
                }
            }
            """#),
        ],
        nonTriggering: [
            RuleExample("""
            struct Members: View {
                @State private var selectedMember: Member?
                var body: some View {
                    MemberList(selection: $selectedMember)
                        .sheet(item: $selectedMember) { member in MemberDetail(member: member) }
                }
            }
            """),
            RuleExample("""
            // `.sheet(isPresented:)` with `if let selected` inside is the pattern to avoid.
            struct Tips: View {
                @State private var showTips = false
                @State private var model = TipsModel()
                let tips: [Tip]
                var current: Tip? { tips.first }
                var body: some View {
                    Button("Tips") { showTips = true }
                        .sheet(isPresented: $showTips) {
                            if let tip = tips.first { TipView(tip: tip) }
                            if let current { TipView(tip: current) }
                            if let chosen = model.selected { TipView(tip: chosen) }
                            Text("if let tip = selected")
                        }
                }
            }
            """),
            RuleExample("""
            struct Outer: View {
                @State private var picked: Item?
                var body: some View { Inner() }
                struct Inner: View {
                    @State private var open = false
                    let items: [Item]
                    var picked: Item? { items.first }
                    var body: some View {
                        Text("Inner").sheet(isPresented: $open) {
                            if let picked { ItemView(item: picked) }
                            ForEach(items) { item in
                                if let child = item.child { ItemView(item: child) }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample(#"""
            struct Lookalikes: View {
                @State private var showing = false
                @State private var chosen: Contact?
                let contacts: [Contact]
                var body: some View {
                    // .sheet(isPresented:) { if let chosen … } would be flagged.
                    List { Text("if let chosen") }
                        .sheet(item: $chosen) { ContactCard(contact: $0) }
                        .popover(isPresented: $showing) { if let chosen { ContactCard(contact: chosen) } }
                        .customSheet(isPresented: $showing) { if let chosen { ContactCard(contact: chosen) } }
                        .sheet(isPresented: $showing) { ContactCard(contact: contacts.first!) }
                }
            }
            """#),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["sheet", "fullScreenCover"]


    public let configuration: RuleConfiguration

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard ReviewSheetDestinationEnumRule.isBoolModal(call),
              let period = NavigationListsSupport.modifierPeriod(of: call),
              let view = EnclosingView.declaration(of: call) else { return }
        let contents = SyntaxQueries.closures(of: call)
        guard !contents.isEmpty else { return }
        let stored = SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: view))
        let optionals = Set(stored.filter { Self.isOptional($0.binding.typeAnnotation?.type) }.map(\.name.text))
        guard !optionals.isEmpty else { return }
        let finder = UnwrapFinder()
        for closure in contents { finder.walk(closure) }
        guard let name = finder.names.first(where: optionals.contains) else { return }
        let modal = SyntaxQueries.calledNameToken(call)?.text ?? "sheet"
        report(period, "This `.\(modal)(isPresented:)` unwraps the separately stored `\(name)`; present it with `.\(modal)(item: $\(name))` so one optional drives the sheet.", in: file)
    }

    private static func isOptional(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if SyntaxQueries.referencedTypeName(type, among: ["Optional"], qualifiedBy: ["Swift"]) != nil { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isOptional(attributed.baseType) }
        return false
    }
}

/// Collects the names of properties unwrapped in a closure: `if/guard let x = name`, `if let name`, `name!`.
/// Local types in the closure are not entered.
private final class UnwrapFinder: SyntaxQueries.ScopedVisitor {
    /// The unwrapped names, in source order.
    private(set) var names: [String] = []

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.initializer?.value {
            if let name = NavigationListsSupport.propertyName(value) { names.append(name) }
        } else if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.append(name)
        }
        return .visitChildren
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = NavigationListsSupport.propertyName(node.expression) { names.append(name) }
        return .visitChildren
    }
}
