import ArchitectCore
import SwiftSyntax

/// Flags a View that drives several sheets or full-screen covers from separate Bool flags.
public struct MultipleBoolSheets: SyntaxRule {
    public static let description = RuleDescription(
        id: "review-sheet-destination-enum",
        title: "One destination enum instead of several Bool sheets",
        category: "review",
        impact: .high,
        presets: [.recommended, .review, .clinic, .mvvm],
        aliases: ["nav-modal-sheets", "mvvm-nav-modals-via-router"],
        rationale: """
        A separate Bool for every sheet lets two of them be true at once, scatters the presentation \
        logic over several flags and modifiers, and cannot carry data to the sheet. One optional \
        `Identifiable` destination enum with a single `.sheet(item:)` says which modal is showing, and \
        it can live in a router or coordinator as the architecture prefers. Flagged: a View with two \
        or more `.sheet(isPresented:)` / `.fullScreenCover(isPresented:)` modifiers, counted over the \
        View struct and its extensions in the same file (body and helpers alike, nested types \
        excluded). The first one in source order is left unmarked and each later one gets a finding, \
        so the number of findings is the number of extra Bool-driven modals. The documents disagree on \
        who should own modal state (the view, a coordinator or a router), so the recommended form only \
        objects to the part all of them reject: several Bool flags. A single Bool sheet, \
        `.sheet(item:)`, alerts and confirmation dialogs are left alone, as are extensions whose View \
        conformance is not visible in the file. The wider `nav-modal-sheets` and \
        `mvvm-nav-modals-via-router` checks (no view-local modal state at all) are not made here.
        """,
        triggering: [
            RuleExample("""
            struct HomeScreen: View {
                @State private var showCompose = false
                @State private var showProfile = false
                @State private var showSettings = false
                var body: some View {
                    FeedView()
                        .sheet(isPresented: $showCompose) { ComposeView() }
                        ↓.sheet(isPresented: $showProfile) { ProfileView() }
                        ↓.fullScreenCover(isPresented: $showSettings) { SettingsView() }
                }
            }
            """),
            RuleExample("""
            struct OrderDetail: View {
                @State private var showRefund = false
                @State private var showTracking = false
                var body: some View {
                    content.sheet(isPresented: $showRefund) { RefundForm() }
                }
                private var content: some View {
                    VStack { Text("Order") }
                        ↓.fullScreenCover(
                            isPresented: $showTracking
                        ) {
                            TrackingMap()
                        }
                }
            }
            """),
            RuleExample("""
            struct Library {
                @State var addBook = false
                @State var scan = false
            }
            extension Library: View {
                var body: some View {
                    Shelf().sheet(isPresented: $addBook) { AddBookView() }
                }
            }
            #if os(iOS)
            extension Library {
                var scanner: some View {
                    Button("Scan") { scan = true }
                        ↓.sheet(isPresented: $scan) { ScannerView() }
                }
            }
            #endif
            """),
            RuleExample("""
            enum Catalog {
                struct Shelf {
                    @State var adding = false
                    @State var editing = false
                }
            }
            extension Catalog.Shelf: View {
                var body: some View {
                    Books().sheet(isPresented: $adding) { AddBookView() }
                }
            }
            extension Catalog.Shelf {
                var editor: some View {
                    Button("Edit") { editing = true }
                        ↓.fullScreenCover(isPresented: $editing) { EditorView() }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            enum HomeSheet: Identifiable {
                case compose, settings
                var id: Self { self }
            }
            // Several .sheet(isPresented:) modifiers would be flagged; one item-driven sheet is not.
            struct HomeScreen: View {
                @State private var sheet: HomeSheet?
                @State private var showHelp = false
                var body: some View {
                    FeedView()
                        .sheet(item: $sheet) { destination in SheetContent(destination: destination) }
                        .sheet(isPresented: $showHelp) { HelpView() }
                }
            }
            """),
            RuleExample("""
            struct Outer: View {
                @State private var showA = false
                var body: some View {
                    Inner().sheet(isPresented: $showA) { AView() }
                }
                struct Inner: View {
                    @State private var showB = false
                    var body: some View {
                        Text("B").fullScreenCover(isPresented: $showB) { BView() }
                    }
                }
            }
            """),
            RuleExample("""
            struct Confirm: View {
                @State private var askDelete = false
                @State private var askArchive = false
                var body: some View {
                    List { Text(".sheet(isPresented:)") }
                        .alert("Delete?", isPresented: $askDelete) { Button("OK") {} }
                        .alert("Archive?", isPresented: $askArchive) { Button("OK") {} }
                        .confirmationDialog("More", isPresented: $askArchive) { Button("Share") {} }
                }
            }
            struct Presenter {
                func present(_ host: Host) {
                    host.sheet(isPresented: true)
                    host.sheet(isPresented: false)
                }
            }
            """),
        ]
    )

    /// Type declarations: a View is judged as a whole.
    public static let nodeKinds: [SyntaxKind] = [.structDecl, .extensionDecl]

    public let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration) {
        self.configuration = configuration
    }

    public func visit(_ node: Syntax, in file: FileContext) {
        guard SyntaxQueries.representsType(node), SyntaxQueries.isViewType(node) else { return }
        let sheets = SyntaxQueries.memberBlocks(ofTypeAround: node)
            .flatMap { block in SyntaxQueries.calls(in: block, where: Self.isBoolModal) }
            .compactMap { call in NavigationListsSupport.modifierPeriod(of: call).map { (call, $0) } }
            // Calls of one modifier chain all start where the chain starts, so order them by their own names.
            .sorted { $0.1.position < $1.1.position }
        for (sheet, period) in sheets.dropFirst() {
            let name = SyntaxQueries.calledNameToken(sheet)?.text ?? "sheet"
            report(period, "This View already presents another Bool-driven modal; replace the flags with one optional destination enum and a single `.sheet(item:)` instead of this `.\(name)(isPresented:)`.", in: file)
        }
    }

    /// `.sheet(isPresented:)` or `.fullScreenCover(isPresented:)`.
    static func isBoolModal(_ call: FunctionCallExprSyntax) -> Bool {
        (SyntaxQueries.isMemberCall(call, named: "sheet") || SyntaxQueries.isMemberCall(call, named: "fullScreenCover"))
            && SyntaxQueries.argument("isPresented", of: call) != nil
    }
}
