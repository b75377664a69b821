import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a View `body` whose containers nest deeper than a limit.
struct ReviewHierarchyDepthRule: SyntaxRule {
    /// The `maxNestingDepth` option.
    static let maxNestingDepth = Option<Int>("maxNestingDepth", default: 4,
                                             "The most containers one `body` may nest inside each other.")

    /// The views that arrange the views their content closure builds.
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "ScrollView", "List", "Form", "Section", "GeometryReader", "ViewThatFits",
    ]

    static let description = RuleDescription(
        id: "review-hierarchy-depth", title: "Keep a body's view hierarchy under 5 levels", category: .composition,
        impact: .unlisted, presets: [.review],
        rationale: """
        The review checklist wants a view hierarchy under five levels deep: a stack in a stack in a \
        list in a scroll view is hard to follow, and the inner levels usually make a subview of their \
        own. Counted: containers (`VStack`, `HStack`, `ZStack`, their lazy forms, `Grid`, `GridRow`, \
        `LazyVGrid`, `LazyHGrid`, `ScrollView`, `List`, `Form`, `Section`, `GeometryReader`, \
        `ViewThatFits`, also module-qualified) whose content closure holds the next one, within one \
        View's `body`. Reported once per `body`, at the first container nested deeper than \
        `maxNestingDepth` (4 by default, "< 5"). A container inside a modifier's closure \
        (`.overlay { … }`, `.background { … }`) counts the containers around the modified view, \
        not the modified view itself. A stack whose content is one view (`VStack { HStack { … } }`) \
        is not counted: it arranges nothing, and the remedy is to drop it, not to extract a \
        subview. Left alone: `Group` (it lays nothing out; it only shares \
        modifiers among its content, so the reader sees no extra level), other views (`ForEach`, `Button`, \
        `NavigationStack`, `TabView`, custom views), nesting spread over helper properties, methods or \
        subviews (each is its own level 1), non-View types, tests and preview or `#if DEBUG` code.
        """,
        options: [maxNestingDepth],
        presetOptions: [.review: ["maxNestingDepth": .int(4)]],
        triggering: [
            RuleExample("""
            struct Dashboard: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            Text("Today")
                            HStack {
                                Image("sun")
                                VStack {
                                    Text("Weather")
                                    ↓ZStack {
                                        HStack { Text("deep") }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Settings {
                struct Screen: View {
                    var body: some View {
                        Form {
                            Section {
                                ForEach(rows) { row in
                                    HStack {
                                        SwiftUI.↓VStack(alignment: .leading) { Text(row.title) }
                                        Spacer()
                                    }
                                }
                            }
                        }
                    }
                }
            }
            #endif
            """, options: ["maxNestingDepth": .int(3)]),
            RuleExample("""
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("title")
                        HStack {
                            Image("icon")
                            Text("a")
                                .overlay {
                                    ↓ZStack { Text("b") }
                                }
                        }
                    }
                }
            }
            """, options: ["maxNestingDepth": .int(2)]),
        ],
        nonTriggering: [
            RuleExample("""
            // The outer VStack holds one HStack: dropping it is the remedy, not a subview.
            struct ConversationRow: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Image("avatar")
                            VStack {
                                Text("name")
                                HStack { Text("date"); Image(systemName: "chevron.right") }
                            }
                        }
                    }
                }
            }
            """, options: ["maxNestingDepth": .int(3)]),
            RuleExample("""
            // `Group` only shares a padding: four levels the reader sees.
            struct Board: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            Group {
                                HStack { VStack { Text("a") } }
                                HStack { Text("b") }
                            }
                            .padding()
                        }
                    }
                }
            }
            """),
            RuleExample("""
            // ScrollView { VStack { HStack { VStack { ZStack { } } } } }
            struct Dashboard: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            HStack {
                                VStack { header }
                            }
                            HStack { Text("VStack { }") }
                        }
                    }
                }
                var header: some View {
                    ZStack { HStack { VStack { Text("own level") } } }
                }
            }
            """),
            RuleExample("""
            struct Row: View {
                var body: some View {
                    List {
                        ForEach(items) { item in
                            Button { open(item) } label: {
                                HStack { MyStack { Label(item.title, systemImage: "star") } }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                VStack { HStack { VStack { HStack { VStack { Text("p") } } } } }
            }
            struct Builder {
                var body: some View {
                    VStack { HStack { VStack { HStack { VStack { Text("p") } } } } }
                }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.parent?.kind == .memberBlockItem,
              let accessors = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" })?.accessorBlock,
              !file.isTestFile, EnclosingView.declaration(of: variable) != nil,
              !SyntaxQueries.isPreviewOrDebugCode(variable) else { return }
        let limit = configuration[Self.maxNestingDepth]
        for node in ViewRuleSupport.descendants(of: accessors) where node.kind == .functionCallExpr {
            guard let call = node.as(FunctionCallExprSyntax.self), Self.isContainer(call) else { continue }
            let depth = Self.depth(of: call, below: accessors)
            guard depth > limit, let name = SyntaxQueries.calledNameToken(call) else { continue }
            report(name, "This `\(name.text)` is container level \(depth) of `body` (more than \(limit)); move the inner levels into a subview.", in: file)
            return
        }
    }

    private static func isContainer(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = SyntaxQueries.calledNameToken(call)?.text, containers.contains(name) else { return false }
        return SyntaxQueries.isCall(call, toType: name)
    }

    /// The stacks whose one child makes them lay out nothing of their own.
    private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack"]

    /// Whether `owner` is a stack whose content closure holds a single statement: it adds a level
    /// to the code but no structure the reader must follow (dropping it changes nothing).
    private static func isSingleChildStack(_ owner: FunctionCallExprSyntax, content: ClosureExprSyntax) -> Bool {
        guard let name = SyntaxQueries.calledNameToken(owner)?.text, stacks.contains(name) else { return false }
        return content.statements.count == 1 && content.statements.first?.item.is(ExprSyntax.self) == true
    }

    /// The container's level: 1 plus the containers whose content closures hold it, up to `root`.
    private static func depth(of call: FunctionCallExprSyntax, below root: AccessorBlockSyntax) -> Int {
        var depth = 1
        var current = Syntax(call)
        while let parent = current.parent, parent.id != root.id {
            if let closure = parent.as(ClosureExprSyntax.self), let owner = SyntaxQueries.owningCall(of: closure), isContainer(owner),
               !isSingleChildStack(owner, content: closure) {
                depth += 1
            }
            current = parent
        }
        return depth
    }
}
