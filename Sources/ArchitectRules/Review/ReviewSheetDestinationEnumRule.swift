import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View that drives several sheets or full-screen covers from separate Bool flags.
struct ReviewSheetDestinationEnumRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "review-sheet-destination-enum", title: "One destination enum instead of several Bool sheets", category: .review, impact: .high,
        presets: [.recommended, .review, .clinic, .mvvm], aliases: ["nav-modal-sheets", "mvvm-nav-modals-via-router"],
        rationale: """
        A separate Bool for every sheet lets two of them be true at once, scatters the presentation \
        logic over several flags and modifiers, and cannot carry data to the sheet. One optional \
        `Identifiable` destination enum with a single `.sheet(item:)` says which modal is showing, and \
        it can live in a router or coordinator as the architecture prefers. Flagged: a View whose \
        `.sheet(isPresented:)` / `.fullScreenCover(isPresented:)` modifiers are driven by two or more \
        different flags (the `isPresented:` expressions compared as written, without spaces and \
        comments), counted over the View struct and its extensions in the same file (body and helpers \
        alike, nested types excluded). The first modal in source order is left unmarked and the first \
        modal of each further flag gets a finding, so the number of findings is the number of extra \
        Bool flags. A modal that reuses a flag already counted (the same sheet attached in both \
        branches of an `if`) adds nothing, and neither does a modal in another clause of an `#if` than \
        every counted one (`.fullScreenCover` on iOS, `.sheet` elsewhere): each build sees only one. \
        The documents disagree on who should own modal state (the view, a coordinator or a router), so \
        the recommended form only objects to the part all of them reject: several Bool flags. A single \
        Bool sheet, `.sheet(item:)`, alerts, confirmation dialogs, popovers, modals that show only a \
        wrapped system picker (a content view whose name ends in `Picker`, `PickerView` or \
        `PickerController`, presented with a flag like `.photosPicker(isPresented:)`), and look-alike modifiers \
        (`.customSheet(isPresented:)`) are left alone, as are extensions whose View conformance is not \
        visible in the file. The wider `nav-modal-sheets` and `mvvm-nav-modals-via-router` checks (no \
        view-local modal state at all) are not made here.
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
            RuleExample(#"""
            enum Screens {
                struct Account: SwiftUI.View {
                    @State private var editing = false
                    @State private var deleting = false
                    var body: some View {
                        Form { Text("Account") }
                            .sheet(isPresented: $editing) { EditAccount() }
                            .navigationTitle("Account")
                            .toolbar { Button("Delete") { deleting = true } }
                            ↓.fullScreenCover(
                                isPresented: $deleting,
                                onDismiss: reload
                            ) { DeleteFlow() }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Player: View {
                @State private var showPlayer = false
                @State private var showQueue = false
                var body: some View {
                    Button("Play") { showPlayer = true }
                        #if os(iOS)
                        .fullScreenCover(isPresented: $showPlayer) { PlayerView() }
                        #endif
                        ↓.sheet(isPresented: $showQueue) { QueueView() }
                }
            }
            """#),
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
            RuleExample(#"""
            struct Player: View {
                @State private var showPlayer = false
                @State private var showMini = false
                var body: some View {
                    Button("Play") { showPlayer = true }
                        #if os(iOS)
                        .fullScreenCover(isPresented: $showPlayer) { PlayerView() }
                        #else
                        .sheet(isPresented: $showMini) { MiniPlayer() }
                        #endif
                        .sheet(isPresented: $showPlayer) { PlayerView() }
                }
            }
            """#),
            RuleExample(#"""
            struct Adaptive: View {
                @State private var showHelp = false
                let compact: Bool
                var body: some View {
                    if compact {
                        Phone().sheet(isPresented: $showHelp) { HelpView() }
                    } else {
                        Pad().sheet(isPresented: $showHelp) { HelpView() }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct ComposerAccessories: View {
                @State private var showCamera = false
                @State private var showEmoji = false
                var body: some View {
                    HStack {
                        Button { showCamera = true } label: { Image(systemName: "camera") }
                            .fullScreenCover(isPresented: $showCamera) {
                                CameraPickerView(onPick: attach)
                                    .background(.black)
                            }
                        Button { showEmoji = true } label: { Image(systemName: "face.smiling") }
                            .sheet(isPresented: $showEmoji) { EmojiGrid() }
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Lookalikes: View {
                @State private var showA = false
                @State private var showB = false
                var body: some View {
                    // Two .sheet(isPresented:) modifiers would be flagged.
                    Text(".fullScreenCover(isPresented: $showB)")
                        .sheet(isPresented: $showA) { AView() }
                        .customSheet(isPresented: $showB) { BView() }
                        .sheetPresenter(isPresented: $showB)
                        .popover(isPresented: $showB) { BView() }
                }
            }
            """#),
        ]
    )

    public let configuration: RuleConfiguration

    public func visit(_ node: StructDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }
    public func visit(_ node: ExtensionDeclSyntax, in file: FileContext) { check(Syntax(node), in: file) }

    /// Checks one View declaration or extension.
    private func check(_ node: Syntax, in file: FileContext) {
        // Every counted modal has its own `isPresented:` argument and a finding needs two modals:
        // a file whose text spells the word less than twice has nothing to report, and the walk
        // over the View's members is skipped.
        guard file.cachedFlag(TwoModalsPossible.self, { file.mentions("isPresented", atLeast: 2) }),
              SyntaxQueries.representsType(node), SyntaxQueries.isViewType(node) else { return }
        let sheets = SyntaxQueries.memberBlocks(ofTypeAround: node)
            .flatMap { block in SyntaxQueries.calls(in: block, where: Self.isBoolModal) }
            .compactMap { call in NavigationListsSupport.modifierPeriod(of: call).map { (call, $0) } }
            // Calls of one modifier chain all start where the chain starts, so order them by their own names.
            .sorted { $0.1.position < $1.1.position }
        // The modals that count: each one adds a Bool flag no earlier counted modal uses.
        var counted: [(call: FunctionCallExprSyntax, flag: String)] = []
        for (sheet, period) in sheets {
            guard let argument = SyntaxQueries.argument("isPresented", of: sheet) else { continue }
            let flag = NavigationListsSupport.compactText(argument.expression)
            if counted.contains(where: { $0.flag == flag }) { continue }
            // A modal in another `#if` clause than every earlier one is the same modal for another build.
            let extra = counted.contains { !NavigationListsSupport.areInExclusiveBranches($0.call, sheet, runtime: false) }
            counted.append((sheet, flag))
            guard extra else { continue }
            let name = SyntaxQueries.calledNameToken(sheet)?.text ?? "sheet"
            report(period, "This View already presents another Bool-driven modal; replace the flags with one optional destination enum and a single `.sheet(item:)` instead of this `.\(name)(isPresented:)`.", in: file)
        }
    }

    /// `.sheet(isPresented:)` or `.fullScreenCover(isPresented:)`.
    /// The key of the per-file answer of the text check.
    private enum TwoModalsPossible {}

    static func isBoolModal(_ call: FunctionCallExprSyntax) -> Bool {
        (SyntaxQueries.isMemberCall(call, named: "sheet") || SyntaxQueries.isMemberCall(call, named: "fullScreenCover"))
            && SyntaxQueries.argument("isPresented", of: call) != nil && !presentsPicker(call)
    }

    /// Whether a modal shows nothing but a system picker wrapped in a view (`CameraPickerView`,
    /// `DocumentPicker`): those are presented with a flag like `.photosPicker(isPresented:)` and
    /// `.fileImporter(isPresented:)`, which this rule does not count either.
    private static func presentsPicker(_ modal: FunctionCallExprSyntax) -> Bool {
        guard let content = modal.trailingClosure ?? SyntaxQueries.argument("content", of: modal)?.expression.as(ClosureExprSyntax.self),
              let view = ViewRuleSupport.singleExpression(of: content).flatMap(ViewRuleSupport.viewInitializer(of:)),
              let name = SyntaxQueries.calledName(view) else { return false }
        return name.hasSuffix("Picker") || name.hasSuffix("PickerView") || name.hasSuffix("PickerController")
    }
}
