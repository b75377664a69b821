import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a tap gesture that makes a view act as a button without telling VoiceOver so.
struct ReviewA11yButtonTraitRule: SyntaxRule, ProjectRule {
    /// Accessibility modifiers that show the author already decided how the element is exposed.
    static let handledBy: Set<String> = [
        "accessibilityAddTraits", "accessibilityAction", "accessibilityActions", "accessibilityRepresentation",
        "accessibilityElement", "accessibilityRespondsToUserInteraction", "accessibilityChildren",
    ]

    static let description = RuleDescription(
        id: "review-a11y-button-trait", title: "Tappable views carry the button trait", category: .a11y,
        impact: .unlisted, presets: [.review],
        rationale: """
        A view that acts on a tap but is not a `Button` is read by VoiceOver as plain text or an \
        image, so nobody knows it can be activated. `.accessibilityAddTraits(.isButton)` (or a real \
        `Button`) says it. Reported, at `onTapGesture`: a single-tap `.onTapGesture { … }` (no \
        `count:`, or `count: 1`) on a view whose modifier chain, before or after the gesture, \
        holds none of `.accessibilityAddTraits`, `.accessibility(addTraits:)`, \
        `.accessibilityAction(s)`, `.accessibilityRepresentation`, `.accessibilityElement`, \
        `.accessibilityChildren`, `.accessibilityRespondsToUserInteraction` or an \
        `.accessibilityHidden` that is not literally `false`: each of those shows the author chose \
        how the element is exposed. The same holds when the tapped view is a View declared in the \
        same file whose `body` carries one of them on its outermost chain (the view exposes \
        itself). Left alone: a gesture inside a container of the same declaration that \
        `.accessibilityElement(children:)` merges into one element (any argument but a literal \
        `.contain`, since a condition may merge), a gesture in the rows of a `List(selection:)` \
        of the same declaration (selectable rows, which the list exposes; `.isSelected` is their \
        trait, not `.isButton`), and a gesture inside a View that a caller \
        anywhere in the project constructs with `.accessibilityHidden(true)` or inside a merged \
        container, directly or through any depth of Views that build one another (the project's \
        view tree, from the Views each View's code constructs by name): the caller chose how the \
        whole is exposed, and a View built in such a row anywhere is left alone everywhere. Views \
        passed on through a variable or a parameter are not seen; a view whose tap only clears the flag \
        that shows it (`if isShown { … .onTapGesture { isShown = false } }`: a toast or banner \
        dismissed early, which goes by itself); scrims, a translucent \
        `Color` or shape backdrop (`.opacity`, `Color.clear`) whose tap only dismisses (every \
        statement sets something to `nil` or `false`, possibly inside `withAnimation`, or the \
        tap is one call named for it: `dismiss()`, `closeMenu()`, `send(.dismissMenu)`), since \
        VoiceOver users dismiss with the escape gesture, not by finding the backdrop; a gesture \
        whose closure does exactly what a `Button` of the same block does (the same tokens: the tap \
        is a shortcut and the button already offers the action); a view whose content closure already gives what it shows a trait \
        or an action (every view it builds, in each branch); a stack whose content holds a `Button` \
        (the tap lands around the controls, as a tap outside a menu to close it, and is no control \
        of its own); an invisible hit area (an empty \
        `HStack {}`/`VStack {}`/`ZStack {}`, `Color.clear`, `Spacer()`, `EmptyView()`), which \
        VoiceOver cannot focus, so a trait on it announces nothing; double and other multi-taps (a shortcut, not a \
        control), gestures whose closure only puts the keyboard away (it mentions a name with \
        `Keyboard`, `endEditing`, `resignFirstResponder`, or sets a focus value), `.gesture(TapGesture())`, \
        a `Button` with a gesture, functions, parameters or stored closures named `onTapGesture` \
        (`self.onTapGesture()`, or a call with no action), tests and preview or \
        `#if DEBUG` code. Not seen: traits or actions added further out, on a container in another \
        view (other than merging or hiding it).
        """,
        triggering: [
            RuleExample(project: [
                ExampleFile("Sources/Feed/AvatarView.swift", """
                import SwiftUI
                struct AvatarView: View {
                    var body: some View {
                        Image(account.avatar).↓onTapGesture { router.open(account) }
                    }
                }
                """),
                ExampleFile("Sources/Feed/Row.swift", """
                import SwiftUI
                // This caller shows the avatar to VoiceOver; a hidden image elsewhere is another View.
                struct Row: View {
                    var body: some View {
                        HStack {
                            AvatarView()
                            Text(account.name)
                            Image("badge").accessibilityHidden(true)
                        }
                    }
                }
                """),
            ]),
            RuleExample("""
            // The tap clears another flag than the one that shows the banner.
            struct Banner: View {
                @State private var isShown = true
                @State private var isMuted = true
                var body: some View {
                    if isShown {
                        Text("Sound is off").↓onTapGesture { isMuted = false }
                    }
                }
            }
            """),
            RuleExample("""
            // The button beside it does something else.
            struct Poster: View {
                var body: some View {
                    HStack {
                        Image(movie.poster).↓onTapGesture { open(movie) }
                        Button { share(movie) } label: { Image(systemName: "square.and.arrow.up") }
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsIcon: View {
                var body: some View {
                    Image(systemName: "gear")
                        .accessibilityLabel("Settings")
                        .↓onTapGesture { openSettings() }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                struct TagRow: View {
                    var body: some View {
                        HStack {
                            Text(tag.name)
                            Spacer()
                        }
                        .contentShape(Rectangle())
                        .↓onTapGesture(count: 1) {
                            router.open(tag)
                        }
                        .accessibilityHidden(false)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct Gallery: View {
                var body: some View {
                    // A backdrop whose tap does more than dismiss, and a local view that says nothing.
                    Color.black.opacity(0.4).↓onTapGesture { selection = nil; advance() }
                    Thumbnail().↓onTapGesture { open() }
                    Rectangle().fill(.blue).↓onTapGesture { isOn = false }
                }
            }
            struct Thumbnail: View {
                var body: some View {
                    if isWide {
                        Image("t").accessibilityElement()
                    } else {
                        Image("t").accessibilityLabel("Photo")
                    }
                }
            }
            """),
            RuleExample("""
            struct Poster: View {
                var body: some View {
                    VStack {
                        Text(movie.title).↓onTapGesture(perform: showDetail)
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/Feed/Chip.swift", """
                import SwiftUI
                struct Chip: View {
                    var body: some View { Text(tag).↓onTapGesture { open(tag) } }
                }
                """),
                ExampleFile("Sources/Feed/TagList.swift", """
                import SwiftUI
                // `.contain` keeps each chip its own element.
                struct TagList: View {
                    var body: some View {
                        HStack { Chip() }.accessibilityElement(children: .contain)
                    }
                }
                #Preview { HStack { Chip() }.accessibilityElement(children: .combine) }
                """),
            ]),
        ],
        nonTriggering: [
            RuleExample("""
            // Rows of a selectable list: the tap selects, and the list exposes the selection.
            struct PickMovies: View {
                @State private var selected = Set<Int>()
                let movies: [Int]
                var body: some View {
                    List(selection: $selected) {
                        ForEach(movies, id: \\.self) { movie in
                            MovieRow(id: movie).onTapGesture { selected.insert(movie) }
                        }
                    }
                }
            }
            """),
            RuleExample(project: [
                ExampleFile("Sources/Feed/ReplyView.swift", """
                import SwiftUI
                struct ReplyView: View {
                    var body: some View {
                        Label("Reply", systemImage: "arrowshape.turn.up.left").onTapGesture { router.open(parent) }
                    }
                }
                struct RowBody: View {
                    var body: some View { VStack { ReplyView(); Text(status.content) } }
                }
                """),
                ExampleFile("Sources/Feed/StatusRow.swift", """
                import SwiftUI
                // The row merges everything it holds, two Views down, into one element.
                struct StatusRow: View {
                    var body: some View {
                        HStack { Feed.RowBody() }
                            .accessibilityElement(children: isFocused ? .contain : .combine)
                    }
                }
                struct Header: View {
                    var body: some View {
                        VStack {
                            Image("avatar").onTapGesture { open() }
                            Text("name")
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Header")
                    }
                }
                """),
            ]),
            RuleExample(project: [
                ExampleFile("Sources/Feed/AvatarView.swift", """
                import SwiftUI
                struct AvatarView: View {
                    var body: some View {
                        ZStack {
                            Image(account.avatar)
                        }
                        .onTapGesture { router.open(account) }
                    }
                }
                """),
                ExampleFile("Sources/Feed/Row.swift", """
                import SwiftUI
                // The row's caller hides the avatar: the row's own button opens the account.
                struct Row: View {
                    var body: some View {
                        HStack {
                            Feed.AvatarView()
                                .accessibilityHidden(true)
                            Button(account.name) { router.open(account) }
                        }
                    }
                }
                """),
            ]),
            RuleExample("""
            // A toast that goes by itself; a tap only hides it early.
            struct ScoreToast: View {
                @State private var isScoreUpdated = false
                @State private var selection: Item?
                var body: some View {
                    Group {
                        if isScoreUpdated {
                            Text("Level up!")
                                .onTapGesture { self.isScoreUpdated = false }
                        }
                        if let selection {
                            Text(selection.name).onTapGesture { withAnimation { self.selection = nil } }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // An invisible hit area over a player: nothing for VoiceOver to focus.
            struct PlayerOverlay: View {
                let play: () -> Void
                var body: some View {
                    ZStack {
                        HStack {}
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .contentShape(Rectangle())
                            .onTapGesture { play() }
                        Color.clear.contentShape(Rectangle()).onTapGesture { play() }
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsIcon: View {
                var body: some View {
                    Image(systemName: "gear")
                        .onTapGesture { openSettings() }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityLabel("Settings")
                    Text("Zoom").onTapGesture(count: 2) { zoom() }
                    Row()
                        .accessibilityElement(children: .combine)
                        .onTapGesture { open() }
                        .accessibilityAction { open() }
                }
            }
            """),
            RuleExample("""
            // .onTapGesture { open() } needs a trait.
            struct EmojiCell: View {
                var body: some View {
                    LazyImage(url: emoji.url) { state in
                        if let image = state.image {
                            image.accessibilityLabel(emoji.name).accessibilityAddTraits(.isButton)
                        } else {
                            Rectangle().accessibility(hidden: true)
                        }
                    }
                    .onTapGesture { insert(emoji) }
                }
            }
            struct SubmitPanel: View {
                var body: some View {
                    ZStack(alignment: .bottom) {
                        ReactionsView()
                        Button("Submit") { submit() }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .onTapGesture { closeReactions() }
                }
            }
            struct Cover: View {
                let onTapGesture: () -> Void
                var body: some View {
                    Image("cover").simultaneousGesture(TapGesture().onEnded { self.onTapGesture() })
                }
            }
            struct Form: View {
                var body: some View {
                    ScrollView { fields }
                        .onTapGesture { isFocused = false }
                    Color.clear
                        .onTapGesture { UIApplication.shared.hideKeyboard() }
                    Image("logo").accessibilityHidden(true).onTapGesture { spin() }
                    Text("onTapGesture").gesture(TapGesture().onEnded { open() })
                }
            }
            """),
            RuleExample("""
            struct Gallery: View {
                @State private var selection: Photo?
                @State private var showsMenu = false
                var body: some View {
                    ZStack {
                        Thumbnail(photo: photo).onTapGesture { open(photo) }
                        Rectangle()
                            .fill(Color.black.opacity(0.4))
                            .onTapGesture { selection = nil }
                        Color.clear.contentShape(Rectangle())
                            .onTapGesture { withAnimation { showsMenu = false } }
                        Color.black.opacity(0.4)
                            .onTapGesture { store.send(.dismissMenu, animation: .default) }
                    }
                }
                // The thumbnail tells VoiceOver it is a button itself.
                private struct Thumbnail: View {
                    let photo: Photo
                    var body: some View {
                        if let name = photo.name {
                            Image(name)
                                .accessibilityAddTraits(.isButton)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // Tapping the text is a shortcut for the button below it.
            struct Overview: View {
                @State private var expanded = false
                var body: some View {
                    VStack {
                        Text(summary).lineLimit(expanded ? nil : 3)
                            .onTapGesture { withAnimation { self.expanded.toggle() } }
                        Button(action: {
                            withAnimation {
                                self.expanded.toggle()
                            }
                        }, label: { Text(expanded ? "Less" : "More") })
                    }
                }
            }
            """),
            RuleExample("""
            struct Cover: View {
                let onTapGesture: () -> Void
                var body: some View {
                    DraggableCover(onTapGesture: { open() })
                        .onAppear { onTapGesture() }
                }
            }
            #Preview {
                Text("p").onTapGesture { print("tap") }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// Every call: gestures are judged, and the project's view tree is noted (which Views a
    /// View builds, and which a caller hides or merges into one accessibility element), so that
    /// `check` can leave gestures inside hidden or merged Views alone.
    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        if SyntaxQueries.isMemberCall(call, named: "onTapGesture") {
            visitGesture(call, in: file)
        } else if SyntaxQueries.isMemberCall(call, named: "accessibilityHidden") || SyntaxQueries.isMemberCall(call, named: "accessibility") {
            visitHiding(call, in: file)
        } else if SyntaxQueries.isMemberCall(call, named: "accessibilityElement") {
            visitMerging(call, in: file)
        } else {
            visitConstruction(call, in: file)
        }
    }

    /// The View (by its last name component) whose code `node` is in, empty outside one.
    private static func viewName(around node: some SyntaxProtocol) -> String {
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: node), SyntaxQueries.isViewType(owner),
              let name = SyntaxQueries.declaredName(of: owner) else { return "" }
        return lastComponent(name)
    }

    /// `AvatarView` for `Feed.AvatarView`.
    private static func lastComponent(_ name: String) -> String {
        UTF8Text.lastComponent(of: name, separatedBy: ".")
    }

    /// The project Views a call builds (`AvatarView` for `AvatarView(…)` or `Feed.AvatarView(…)`),
    /// nil for SwiftUI's own Views and for calls that build no type.
    private static func builtProjectView(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = SyntaxQueries.constructedTypeName(call) else { return nil }
        let last = lastComponent(name)
        return ViewRuleSupport.swiftUIViewNames.contains(last) ? nil : last
    }

    /// What one file's walk has worked out for the view tree: the View name of each type or
    /// extension constructions were found in, and the edges already noted (each is noted once).
    private final class ViewTreeMemo {
        var viewNames: [SyntaxIdentifier: String] = [:]
        var edges = Set<String>()
    }

    /// Notes that the View around a construction builds the constructed type (`Row` builds
    /// `AvatarView`), once per pair and file. Whether the built type is a View is left to `check`:
    /// only names that gestures or hiding notes mention ever matter.
    private func visitConstruction(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let first = SyntaxQueries.dispatchNames(of: call).0?.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              !file.isTestFile, let child = Self.builtProjectView(call) else { return }
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: call) else { return }
        let memo = file.cached(ViewTreeMemo.self, ViewTreeMemo.init)
        let parent: String
        if let known = memo.viewNames[owner.id] {
            parent = known
        } else {
            parent = Self.viewName(around: call)
            memo.viewNames[owner.id] = parent
        }
        let edge = parent + " " + child
        guard !parent.isEmpty, parent != child, !memo.edges.contains(edge), !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        memo.edges.insert(edge)
        ProjectNotes.note(call, for: Self.description, typeName: child, user: Self.buildsPrefix + parent, in: file)
    }

    /// Notes the project Views inside a container that `.accessibilityElement(children:)` merges
    /// into one element (`.combine`, `.ignore`, no argument, or a condition that may be either):
    /// their gestures become part of that element. `.contain` keeps the children apart.
    private func visitMerging(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard Self.mergesChildren(call), let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              !file.isTestFile, !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        for built in SyntaxQueries.calls(in: receiver, where: { Self.builtProjectView($0) != nil }) {
            ProjectNotes.note(built, for: Self.description, typeName: Self.builtProjectView(built) ?? "", user: Self.merged, in: file)
        }
    }

    /// Whether an `.accessibilityElement(…)` call merges its children: any argument but a literal `.contain`.
    private static func mergesChildren(_ call: FunctionCallExprSyntax) -> Bool {
        guard let children = SyntaxQueries.argument("children", of: call)?.expression.as(MemberAccessExprSyntax.self) else { return true }
        return children.declName.baseName.text != "contain"
    }

    /// Whether a container the gesture sits in, in the same declaration, is merged into one
    /// element by `.accessibilityElement(children:)`.
    private static func isInsideMergedContainer(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               SyntaxQueries.hasText(member.declName.baseName, "accessibilityElement"),
               let modifier = member.parent?.as(FunctionCallExprSyntax.self), mergesChildren(modifier) {
                return true
            }
            node = parent
        }
        return false
    }

    /// Whether the gesture sits in the content of a `List(selection:)` of the same declaration:
    /// its rows are selectable, which the list itself exposes to VoiceOver, and a tap on a row
    /// selects it rather than acting as a button.
    private static func isInsideSelectionList(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let list = current.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(list, toType: "List"),
               SyntaxQueries.argument("selection", of: list) != nil { return true }
            node = current.parent
        }
        return false
    }

    private func visitGesture(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard !file.isTestFile,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = member.base,
              // The modifier takes an action; `self.onTapGesture()` calls a stored closure.
              call.trailingClosure != nil || SyntaxQueries.argument("perform", of: call) != nil,
              receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
              Self.isSingleTap(call), !Self.onlyDismissesKeyboard(call) else { return }
        let root = SyntaxQueries.chainRoot(receiver)
        if let view = root.as(FunctionCallExprSyntax.self), SyntaxQueries.isCall(view, toType: "Button") { return }
        let chain = SyntaxQueries.modifiersApplied(to: root)
        guard !chain.contains(where: Self.exposesElement), !SyntaxQueries.isPreviewOrDebugCode(call),
              !Self.isScrim(call, root: root, receiver: receiver), !Self.exposesItself(root, in: file),
              !Self.repeatsSiblingButton(call), !Self.isInvisibleHitArea(root), !Self.holdsButtons(root),
              !Self.contentExposes(root) else { return }
        guard !Self.onlyHidesItself(call), !Self.isInsideMergedContainer(call), !Self.isInsideSelectionList(call) else { return }
        // Reported by `check` unless a caller hides the View the gesture is in, or merges it.
        // The note carries what the message names: the tapped View's type, and whether it is an
        // image with no label (a button trait alone would leave it a nameless button).
        let tapped = root.as(FunctionCallExprSyntax.self).flatMap(SyntaxQueries.constructedTypeName)
        // A stack is not one element: a trait on it reaches each child. An image or a shape has no
        // words: a trait alone makes a nameless button.
        let kind: String
        if let tapped, Self.stackNames.contains(tapped) {
            kind = "|stack"
        } else if let tapped, tapped == "Image" || Self.backdropNames.contains(tapped),
                  !chain.contains(where: { SyntaxQueries.calledName($0) == "accessibilityLabel" }) {
            kind = "|image"
        } else {
            kind = ""
        }
        let user = Self.candidate + (tapped.map { "|" + $0 + kind } ?? "")
        ProjectNotes.note(member.declName.baseName, for: Self.description, typeName: Self.viewName(around: call), user: user, in: file)
    }

    /// Notes a View constructed with `.accessibilityHidden(true)` (or `.accessibility(hidden: true)`),
    /// whose gestures the caller hid with it.
    private func visitHiding(_ call: FunctionCallExprSyntax, in file: FileContext) {
        // Only a literal `true` hides the View everywhere it is used; a condition
        // (`.accessibilityHidden(kind == .mention)`) leaves it exposed in the other cases.
        guard let name = SyntaxQueries.calledName(call), name == "accessibilityHidden" || name == "accessibility",
              let argument = name == "accessibilityHidden" ? call.arguments.first : SyntaxQueries.argument("hidden", of: call),
              argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
              let construction = Self.constructionModified(by: call),
              let viewName = SyntaxQueries.constructedTypeName(construction), !ViewRuleSupport.swiftUIViewNames.contains(viewName),
              !file.isTestFile, !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        ProjectNotes.note(call, for: Self.description, typeName: Self.lastComponent(viewName), user: Self.hidden, in: file)
    }

    /// The call a modifier chain starts from, following only modifier calls down (so that
    /// `Feed.Avatar().padding()` gives `Feed.Avatar()`, where `chainRoot` would walk on to `Feed`).
    private static func constructionModified(by modifier: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = modifier
        while let base = current.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            guard let call = base.as(FunctionCallExprSyntax.self) else { break }
            current = call
        }
        return current == modifier ? nil : current
    }

    /// The `user` of a note at a gesture that may be reported.
    private static let candidate = "tap"
    /// Whether a note's `user` marks a gesture that may be reported (`tap`, `tap|Type`,
    /// `tap|Image|image`, `tap|HStack|stack`).
    private static func isCandidate(_ user: String) -> Bool {
        user == candidate || user.hasPrefix(candidate + "|")
    }
    /// The `user` of a note at a construction that hides a View.
    private static let hidden = "hidden"
    /// The `user` of a note at a View built inside a container merged into one element.
    private static let merged = "merged"
    /// The start of the `user` of a note at a construction, followed by the View that builds it.
    private static let buildsPrefix = "in "

    func check(_ project: ProjectIndex) -> [Finding] {
        let notes = project.files.map { ($0.path, ProjectNotes.notes(for: Self.description, in: $0)) }
        let quiet = Self.hiddenOrMerged(notes.flatMap { $0.1 })
        return notes.flatMap { path, notes in
            notes.filter { Self.isCandidate($0.user) && !quiet.contains($0.typeName) }.map { note in
                let parts = note.user.split(separator: "|").map(String.init)
                let subject = parts.count > 1 ? "This `\(parts[1])`" : "This view"
                let remedy: String
                switch parts.count > 2 ? parts[2] : "" {
                case "image": remedy = "make it a `Button` with a title, or add `.accessibilityAddTraits(.isButton)` and a label (`.accessibilityLabel(…)`)"
                case "stack": remedy = "make it a `Button`, or combine it into one element (`.accessibilityElement(children: .combine)`) and add `.accessibilityAddTraits(.isButton)`, since on a stack the trait reaches each child"
                default: remedy = "add `.accessibilityAddTraits(.isButton)` or make it a `Button`"
                }
                return finding(path, SourcePoint(line: note.line, column: note.column),
                               "\(subject) acts on a tap but VoiceOver does not announce it as a button; \(remedy).")
            }
        }
    }

    /// The Views a caller hides or merges, and every View they build, however deep.
    private static func hiddenOrMerged(_ notes: [SingletonUse]) -> Set<String> {
        var builds: [String: [String]] = [:]
        var pending: [String] = []
        for note in notes {
            if note.user == hidden || note.user == merged {
                pending.append(note.typeName)
            } else if note.user.hasPrefix(buildsPrefix) {
                builds[String(note.user.dropFirst(buildsPrefix.count)), default: []].append(note.typeName)
            }
        }
        var quiet = Set<String>()
        while let view = pending.popLast() {
            guard quiet.insert(view).inserted else { continue }
            pending.append(contentsOf: builds[view] ?? [])
        }
        return quiet
    }

    /// Stacks whose tap, when they hold real buttons, is a tap on the background around them.
    private static let stackNames: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group"]

    /// Whether the tapped view is a stack whose content holds a `Button`: a tap outside the
    /// controls (closing a menu, say), not a control of its own, which a trait would misname.
    private static func holdsButtons(_ root: ExprSyntax) -> Bool {
        guard let stack = root.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.calledName(stack), stackNames.contains(name),
              SyntaxQueries.isCall(stack, toType: name), let content = stack.trailingClosure else { return false }
        return !SyntaxQueries.calls(in: content, where: { SyntaxQueries.isCall($0, toType: "Button") }).isEmpty
    }

    /// Whether the tap only clears the flag that shows the tapped view: every statement of the
    /// gesture sets a name to `false` or `nil` (see `dismissedNames`), and each such name is the
    /// condition of an `if` the gesture sits in (`if isShown`, `if let item`, `if self.isShown`).
    private static func onlyHidesItself(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = SyntaxQueries.closures(of: call).first, let cleared = dismissedNames(closure.statements) else { return false }
        var conditions: Set<String> = []
        var current = Syntax(call).parent
        while let node = current, !node.is(MemberBlockItemSyntax.self), !node.is(SourceFileSyntax.self) {
            if let branch = node.as(IfExprSyntax.self) {
                for condition in branch.conditions {
                    for token in condition.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let text) = token.tokenKind { conditions.insert(text) }
                    }
                }
            }
            current = node.parent
        }
        return cleared.isSubset(of: conditions)
    }

    /// Whether the tapped view is a View of this file whose `body` already settles how it is exposed:
    /// one of the `body`'s top-level expressions ends in a chain holding an accessibility modifier
    /// the rule accepts. Looked up by the constructed name, qualified by the types around the call
    /// (innermost first), then unqualified.
    private static func exposesItself(_ root: ExprSyntax, in file: FileContext) -> Bool {
        guard let construction = root.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.constructedTypeName(construction),
              !ViewRuleSupport.swiftUIViewNames.contains(name) else { return false }
        var prefixes: [String] = []
        var scope = SyntaxQueries.enclosingTypeDeclaration(of: root)
        while let type = scope {
            if let qualified = SyntaxQueries.qualifiedName(of: type) { prefixes.append(qualified + ".") }
            scope = SyntaxQueries.enclosingTypeDeclaration(of: type)
        }
        prefixes.append("")
        guard let declaration = prefixes.lazy.compactMap({ SyntaxQueries.typeDeclaration(named: $0 + name, in: file.tree) }).first,
              SyntaxQueries.isViewType(declaration), let body = ViewRuleSupport.bodyStatements(ofTypeAround: declaration) else { return false }
        return allExpose(body)
    }

    /// Whether the tapped view's content closure exposes what it shows: every view expression in
    /// it (each branch of an `if`) carries an accepted accessibility modifier
    /// (`LazyImage(url) { state in state.image?.accessibilityAddTraits(.isButton) }`).
    private static func contentExposes(_ root: ExprSyntax) -> Bool {
        guard let content = root.as(FunctionCallExprSyntax.self)?.trailingClosure else { return false }
        return allExpose(content.statements)
    }

    /// Whether every view expression of a block ends in a chain holding an accepted accessibility
    /// modifier, looking into each branch of a top-level `if`/`else` (a missing `else` shows
    /// nothing, so it needs nothing). False for a block with no view expression.
    private static func allExpose(_ statements: CodeBlockItemListSyntax) -> Bool {
        var expressions: [ExprSyntax] = []
        for item in statements {
            if let expression = item.item.as(ExprSyntax.self) {
                expressions.append(expression)
            } else if let statement = item.item.as(ExpressionStmtSyntax.self) {
                expressions.append(statement.expression)
            } else if item.item.is(DeclSyntax.self) {
                continue
            } else {
                return false
            }
        }
        return !expressions.isEmpty && expressions.allSatisfy { expression in
            if let branch = expression.as(IfExprSyntax.self) { return branchesExpose(branch) }
            return SyntaxQueries.modifiers(below: expression).contains(where: exposesElement)
        }
    }

    private static func branchesExpose(_ branch: IfExprSyntax) -> Bool {
        guard allExpose(branch.body.statements) else { return false }
        switch branch.elseBody {
        case .ifExpr(let next)?: return branchesExpose(next)
        case .codeBlock(let block)?: return allExpose(block.statements)
        case nil: return true
        @unknown default: return false
        }
    }

    /// Whether the tapped view shows nothing VoiceOver could focus: an empty stack (`HStack {}`),
    /// `Color.clear`, `Spacer()` or `EmptyView()`, laid out only to catch taps (usually with
    /// `.contentShape`). A trait on it gives VoiceOver nothing to announce; the element to make
    /// accessible is the content under it.
    private static func isInvisibleHitArea(_ root: ExprSyntax) -> Bool {
        // The chain's root is `Color` itself; `.clear` is the member read from it.
        if SyntaxQueries.isTypeReference(root, named: "Color"), let member = root.parent?.as(MemberAccessExprSyntax.self),
           member.base?.id == root.id, member.declName.baseName.text == "clear" {
            return true
        }
        guard let call = root.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.constructedTypeName(call) else { return false }
        switch name {
        case "Spacer", "EmptyView": return true
        case "HStack", "VStack", "ZStack":
            return call.trailingClosure?.statements.isEmpty == true && call.additionalTrailingClosures.isEmpty
                && !call.arguments.contains { $0.label?.text == "content" }
        default: return false
        }
    }

    /// Shapes and colours a backdrop is drawn with.
    private static let backdropNames: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]

    /// Whether the tap is on a translucent backdrop and only dismisses: the chain starts from a
    /// `Color` or a shape, the tapped expression holds `.opacity(…)` or `.clear`, and every
    /// statement of the gesture's closure sets a value to `nil` or `false` (directly or inside
    /// `withAnimation { … }`).
    private static func isScrim(_ call: FunctionCallExprSyntax, root: ExprSyntax, receiver: ExprSyntax) -> Bool {
        let rootName: String?
        if let construction = root.as(FunctionCallExprSyntax.self) {
            rootName = SyntaxQueries.constructedTypeName(construction)
        } else {
            rootName = root.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let rootName, backdropNames.contains(rootName) else { return false }
        let translucent = receiver.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            return text == "opacity" || (text == "clear" && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true)
        }
        guard translucent, let closure = SyntaxQueries.closures(of: call).first else { return false }
        return dismissedNames(closure.statements) != nil || onlyCallsDismissal(closure.statements)
    }

    /// Whether a block is one call that dismisses by name: `dismiss()`, `viewModel.closeMenu()`,
    /// `store.send(.dismissTimeScopeMenu)` (a called name, or a first argument's case name, that
    /// starts with `dismiss`, `close` or `hide`).
    private static func onlyCallsDismissal(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let call = statements.first?.item.as(FunctionCallExprSyntax.self) else { return false }
        let argument = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return [SyntaxQueries.calledName(call), argument].contains { name in
            guard let name else { return false }
            return ["dismiss", "close", "hide"].contains { name.hasPrefix($0) }
        }
    }

    /// The names a block sets to `nil` or `false` (`x`, `self.x` and `a.x` give `x`), when that is
    /// all every statement does, directly or inside `withAnimation { … }`; nil otherwise, and for
    /// an empty block.
    private static func dismissedNames(_ statements: CodeBlockItemListSyntax) -> Set<String>? {
        guard !statements.isEmpty else { return nil }
        var names: Set<String> = []
        for item in statements {
            if let wrapper = item.item.as(FunctionCallExprSyntax.self), SyntaxQueries.calledName(wrapper) == "withAnimation",
               let inner = SyntaxQueries.closures(of: wrapper).first {
                guard let innerNames = dismissedNames(inner.statements) else { return nil }
                names.formUnion(innerNames)
                continue
            }
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[2].is(NilLiteralExprSyntax.self) || elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            else { return nil }
            if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.text)
            } else if let member = elements[0].as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text)
            } else {
                return nil
            }
        }
        return names
    }

    /// Whether the gesture does exactly what a `Button` beside it does: a statement of the same
    /// block is a `Button` whose action closure has the same tokens as the gesture's closure, so
    /// the tap is a shortcut and VoiceOver already offers the action through that button.
    private static func repeatsSiblingButton(_ call: FunctionCallExprSyntax) -> Bool {
        guard let gesture = SyntaxQueries.closures(of: call).first?.statements, !gesture.isEmpty,
              let item = call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
              let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let action = tokenText(gesture)
        return block.contains { sibling in
            guard sibling.id != item.id, let expression = sibling.item.as(ExprSyntax.self),
                  let button = SyntaxQueries.chainRoot(expression).as(FunctionCallExprSyntax.self),
                  SyntaxQueries.isCall(button, toType: "Button") else { return false }
            let labelled = button.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self)
            let hasLabelArgument = button.arguments.contains { $0.label?.text == "label" }
            guard let closure = labelled ?? (hasLabelArgument ? nil : button.trailingClosure) else { return false }
            return tokenText(closure.statements) == action
        }
    }

    /// The statements' tokens without trivia, so formatting and comments do not matter.
    private static func tokenText(_ statements: CodeBlockItemListSyntax) -> String {
        statements.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
    }

    private static func isSingleTap(_ call: FunctionCallExprSyntax) -> Bool {
        guard let count = SyntaxQueries.argument("count", of: call) else { return true }
        return count.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
    }

    /// Whether a modifier settles how the element is exposed (see `handledBy`).
    private static func exposesElement(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard let name = SyntaxQueries.calledName(modifier) else { return false }
        if handledBy.contains(name) { return true }
        if name == "accessibility" { return SyntaxQueries.argument("addTraits", of: modifier) != nil || SyntaxQueries.argument("hidden", of: modifier) != nil }
        if name == "accessibilityHidden" {
            return modifier.arguments.first?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
        }
        return false
    }

    /// Whether the gesture's closure only puts the keyboard away: it names something about the
    /// keyboard or sets a focus value.
    private static func onlyDismissesKeyboard(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = SyntaxQueries.closures(of: call).first else { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            return text.contains("Keyboard") || text.contains("keyboard") || text == "endEditing" || text == "resignFirstResponder"
                || text.lowercased().contains("focus")
        }
    }
}
