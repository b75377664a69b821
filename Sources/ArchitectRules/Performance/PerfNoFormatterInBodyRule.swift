import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags Foundation formatters created (or `DateFormatter.localizedString` called) while a View renders.
struct PerfNoFormatterInBodyRule: SyntaxRule {
    public static let description = RuleDescription(
        id: "perf-no-formatter-in-body", title: "Do not create formatters while rendering", category: .perf, impact: .high,
        presets: [.recommended, .optimise, .clinic],
        rationale: """
        Foundation formatters are costly to set up (they load locale and calendar data), and a view's \
        `body` can run many times a second while scrolling or animating. Building one there repeats \
        that cost on every evaluation. Keep a formatter in a `static let`, format in the model, or use \
        the `.formatted()` styles. Flagged: a call constructing `DateFormatter`, `NumberFormatter`, \
        `DateComponentsFormatter`, `MeasurementFormatter`, `RelativeDateTimeFormatter`, \
        `ByteCountFormatter`, `ISO8601DateFormatter`, `PersonNameComponentsFormatter` or \
        `ListFormatter` (bare or `Foundation.`-qualified, also `DateFormatter.init()`), and a \
        `DateFormatter.localizedString(…)` or \
        `NumberFormatter.localizedString(…)` call, when it sits in a View's `body` or in a computed \
        property or method of that View returning `some View` (also in an extension of the View in \
        the same file), including closures inside them. Also flagged, with a message naming the \
        helper: a formatter built in a method or computed property of the View that returns \
        something else (`var dateText: String`, `func caption(for:) -> String`) when the View's \
        `body` or another `some View` member in the same file names that helper directly (`dateText`, \
        `self.dateText`, `Self.caption(for:)`); helpers reached only through other helpers are not \
        followed. Left alone: formatters stored at type level \
        (`static let formatter = DateFormatter()`, also when built in a closure), `.formatted()`, \
        look-alike types (`AppDateFormatter`, `Formatters.DateFormatter`, a member named \
        `DateFormatter` on a value), formatters in initializers, in nested non-View types, in helpers that return something other than `some View` and \
        that no rendering member of the View names, in test files, and in non-View types, since the syntax cannot tell how often those run. Closures inside `body` such \
        as button actions are flagged too; a formatter there is cheap to move to a `static let`.
        """,
        triggering: [
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                var body: some View {
                    HStack {
                        Text(message.author)
                        Text(↓DateFormatter.localizedString(
                            from: message.sentAt,
                            dateStyle: .short,
                            timeStyle: .short
                        ))
                    }
                }
            }
            """),
            RuleExample("""
            struct PriceTag: View {
                let price: Decimal
                var body: some View { priceLabel }
                private var priceLabel: some View {
                    let formatter = ↓NumberFormatter()
                    formatter.numberStyle = .currency
                    return Text(formatter.string(from: price as NSDecimalNumber) ?? "")
                }
            }
            """),
            RuleExample("""
            struct ActivityFeed: View {
                let events: [Event]
                var body: some View { list }
            }
            #if os(iOS)
            extension ActivityFeed {
                @ViewBuilder
                func timestamp(_ date: Date) -> some View {
                    Text(↓RelativeDateTimeFormatter().localizedString(for: date, relativeTo: .now))
                }
                var list: some View {
                    ForEach(events) { event in
                        Text(↓Foundation.ISO8601DateFormatter().string(from: event.date))
                        Text(↓ByteCountFormatter().string(fromByteCount: event.size))
                    }
                }
            }
            #endif
            """),
            RuleExample(#"""
            enum Screens {
                struct Receipt: SwiftUI.View {
                    let total: Double
                    let date: Date
                    var body: some View {
                        Text(↓Foundation.DateFormatter
                            .localizedString(from: date, dateStyle: .medium, timeStyle: .none))
                        Text(↓NumberFormatter.init().string(for: total) ?? "")
                        Text(↓Foundation.NumberFormatter.localizedString(from: total as NSNumber, number: .currency))
                    }
                }
            }
            """#),
            RuleExample(#"""
            struct Team: View {
                let members: [String]
                var body: some View { summary }
            }
            #if DEBUG
            extension Team {
                var summary: some View {
                    Text(↓ListFormatter()
                        .string(from: members) ?? "")
                        .font(.caption)
                        .padding()
                }
            }
            #endif
            """#),
            RuleExample("""
            struct InvoiceRow: View {
                let invoice: Invoice
                var body: some View {
                    VStack {
                        Text(dueText)
                        Text(self.amountText(invoice.total))
                    }
                }
                private var dueText: String {
                    let formatter = ↓DateFormatter()
                    formatter.dateStyle = .medium
                    return formatter.string(from: invoice.due)
                }
            }
            extension InvoiceRow {
                func amountText(_ value: Decimal) -> String {
                    ↓NumberFormatter.localizedString(from: value as NSNumber, number: .currency)
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                private static let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .short
                    return formatter
                }()
                static let numbers = NumberFormatter()
                var body: some View {
                    VStack {
                        Text(Self.formatter.string(from: message.sentAt))
                        Text(message.sentAt.formatted(date: .abbreviated, time: .shortened))
                    }
                }
            }
            """),
            RuleExample("""
            // Creating a DateFormatter() in body is slow.
            struct Badge: View {
                let date: Date
                var body: some View {
                    Text("DateFormatter()")
                    Text(MyDateFormatter().string(from: date))
                    Text(DateFormatterCache.shared.string(from: date))
                }
            }
            """),
            RuleExample("""
            struct ReportBuilder {
                func header(for date: Date) -> some View {
                    Text(DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none))
                }
            }
            struct Stamp: View {
                let text: String
                init(date: Date) {
                    text = DateFormatter.localizedString(from: date, dateStyle: .short, timeStyle: .none)
                }
                var body: some View { Text(text) }
                func plain(_ value: Double) -> String { NumberFormatter().string(for: value) ?? "" }
            }
            """),
            RuleExample("""
            struct Outer: View {
                var body: some View { Inner.Row() }
                enum Inner {
                    struct Row {
                        var content: some View { Text(DateFormatter().string(from: .now)) }
                    }
                }
            }
            """),
            RuleExample(#"""
            struct Lookalikes: View {
                let date: Date
                let formatters: FormatterStore
                var body: some View {
                    // DateFormatter() in body is slow; so is NumberFormatter.localizedString.
                    Text("NumberFormatter()")
                    Text(date.formatted(.dateTime.day().month()))
                    Text(AppDateFormatter.localizedString(from: date))
                    Text(formatters.DateFormatter.string(from: date))
                    Text(DateFormatter.shared.string(from: date))
                    Text(Formatters.DateFormatter().string(from: date))
                }
            }
            """#),
            RuleExample(#"""
            struct Chart: View {
                let points: [Point]
                var body: some View { Plot(points: points) }
                struct Axis {
                    let formatter = MeasurementFormatter()
                    func label(_ value: Double) -> some View { Text(NumberFormatter().string(for: value) ?? "") }
                }
                private static let duration = DateComponentsFormatter()
            }
            #if os(iOS)
            extension Chart {
                func caption(_ value: Double) -> String { NumberFormatter().string(for: value) ?? "" }
            }
            #endif
            """#),
            RuleExample("""
            struct InvoiceRow: View {
                static let formatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    return formatter
                }()
                let invoice: Invoice
                var body: some View {
                    Button("Export") { export() }
                    Text(invoice.due, style: .date)
                }
                // Named only from an action helper, never while rendering.
                func exportName() -> String {
                    DateFormatter().string(from: invoice.due)
                }
                func export() { Exporter.write(exportName()) }
                var dueText: String { DateFormatter().string(from: invoice.due) }
            }
            struct Other: View {
                var body: some View { Text(summary.dueText) }
            }
            """),
        ]
    )

    public let configuration: RuleConfiguration

    /// The key of the per-file answer of the text check.
    private enum FormatterMentioned {}

    private static let formatterNames: Set<String> = [
        "DateFormatter", "NumberFormatter", "DateComponentsFormatter", "MeasurementFormatter", "RelativeDateTimeFormatter",
        "ByteCountFormatter", "ISO8601DateFormatter", "PersonNameComponentsFormatter", "ListFormatter",
    ]

    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        // Every formatter type this rule knows ends in `Formatter`: a file whose text never
        // contains the word has nothing to report.
        guard file.cachedFlag(FormatterMentioned.self, { file.mentions("Formatter") }) else { return }
        let message: String
        if let name = Self.constructedFormatter(call) {
            message = "A `\(name)` is built on every render here; keep one in a `static let` or use a `.formatted()` style."
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localizedString",
                  let base = member.base, let name = Self.formatterName(base), ["DateFormatter", "NumberFormatter"].contains(name) {
            message = "`\(name).localizedString` sets up a formatter on every render here; format once in the model or use a `.formatted()` style."
        } else {
            return
        }
        guard let member = NavigationListsSupport.evaluatingMember(of: call, throughLocalVariables: true, entersClosure: { _ in true }) else { return }
        if Self.rendersView(member) {
            guard EnclosingView.declaration(of: member) != nil else { return }
            report(call, message, in: file)
        } else if let helper = Self.helperCalledWhileRendering(member, in: file), let name = Self.constructedFormatter(call) ?? Self.localizedStringOwner(call) {
            report(call, "A `\(name)` is set up each time `\(helper)` runs, and the view's rendering code calls it on every render; keep one in a `static let` or use a `.formatted()` style.", in: file)
        }
    }

    /// `DateFormatter` for `DateFormatter.localizedString(…)`.
    private static func localizedStringOwner(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(formatterName)
    }

    /// Whether a member builds view content: a computed property typed `some View` (`body`
    /// included) or a method returning `some View`.
    private static func rendersView(_ member: DeclSyntax) -> Bool {
        if let variable = member.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { binding in
                binding.accessorBlock != nil && SyntaxQueries.isSomeView(binding.typeAnnotation?.type)
            }
        }
        if let function = member.as(FunctionDeclSyntax.self) {
            return SyntaxQueries.isSomeView(function.signature.returnClause?.type)
        }
        return false
    }

    /// The name of `member` when it is a helper (a method or computed property of a View that does
    /// not itself build views) that the View's rendering members (in this file) name directly
    /// (`dateText`, `self.dateText`, `Self.dateText`, `caption(for: date)`). Nil otherwise.
    private static func helperCalledWhileRendering(_ member: DeclSyntax, in file: FileContext) -> String? {
        let names: [String]
        if let function = member.as(FunctionDeclSyntax.self) {
            names = [function.name.text]
        } else if let variable = member.as(VariableDeclSyntax.self) {
            names = variable.bindings.compactMap { binding in
                binding.accessorBlock == nil ? nil : binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        } else {
            return nil
        }
        guard !names.isEmpty, !file.isTestFile, let view = EnclosingView.declaration(of: member) else { return nil }
        let rendered = renderedNames(of: view, in: file)
        return names.first(where: rendered.contains)
    }

    /// The names a View's rendering members reference, per View type of the file, computed once.
    private final class RenderedNames {
        var byType: [SyntaxIdentifier: Set<String>] = [:]
    }

    /// The names referenced, bare or through `self`/`Self`, in the `body` and other `some View`
    /// members of the View that `view` declares or extends (all its declarations in this file),
    /// closures included. Looked up through the type's members, once per type.
    private static func renderedNames(of view: Syntax, in file: FileContext) -> Set<String> {
        let declarations = SyntaxQueries.declarations(ofTypeAround: view)
        let key = declarations.first?.id ?? view.id
        let cache = file.cached(RenderedNames.self) { RenderedNames() }
        if let known = cache.byType[key] { return known }
        var names = Set<String>()
        for block in declarations.compactMap(SyntaxQueries.memberBlock(of:)) {
            for member in SyntaxQueries.memberDeclarations(of: block) where rendersView(member) {
                for node in ViewRuleSupport.descendants(of: member) {
                    guard let reference = node.as(DeclReferenceExprSyntax.self) else { continue }
                    if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                        guard let base = access.base?.as(DeclReferenceExprSyntax.self),
                              base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.Self) else { continue }
                    }
                    names.insert(reference.baseName.text)
                }
            }
        }
        cache.byType[key] = names
        return names
    }

    /// The formatter type a call constructs: `DateFormatter()`, `Foundation.DateFormatter()` or `DateFormatter.init()`.
    private static func constructedFormatter(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            callee = base
        }
        return formatterName(callee)
    }

    /// The formatter type an expression names: `DateFormatter` or `Foundation.DateFormatter`.
    private static func formatterName(_ expression: ExprSyntax) -> String? {
        SyntaxQueries.referencedTypeName(expression, among: formatterNames, qualifiedBy: foundation)
    }

    /// The module a formatter type may be qualified with (built once, not for every call).
    private static let foundation: Set<String> = ["Foundation"]

}
