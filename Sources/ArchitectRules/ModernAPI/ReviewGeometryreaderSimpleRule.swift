import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a `GeometryReader` that only reads the container's width to make something full width.
struct ReviewGeometryreaderSimpleRule: SyntaxRule {
    /// The `frame` arguments where the container's width means "as wide as the container".
    static let widthLabels: Set<String> = ["width", "minWidth", "maxWidth", "idealWidth"]

    static let description = RuleDescription(
        id: "review-geometryreader-simple", title: "No GeometryReader just to fill the width", category: .modernAPI,
        impact: .unlisted, presets: [.review],
        rationale: """
        A `GeometryReader` takes all the space offered and lays its content out from the top \
        leading corner; reading `proxy.size.width` only to size a view to the container is what \
        `.frame(maxWidth: .infinity)` does without either cost. Reported, at `GeometryReader`: a \
        `GeometryReader` (also `SwiftUI.GeometryReader`) whose content closure uses its proxy \
        (named, or `$0`) only as the whole argument `proxy.size.width` of a `.frame(width:)`, \
        `.frame(minWidth:)`, `.frame(idealWidth:)` or `.frame(maxWidth:)`. Left alone: any other \
        use of the proxy (the height, a share of the width such as `proxy.size.width * 0.5`, \
        `frame(in:)`, safe-area insets, passing it on), a reader whose proxy is unused, look-alike \
        views and preview or `#if DEBUG` code. A reader kept for its other layout effect (it \
        fills the height too and pins content to the top) is not told apart.
        """,
        triggering: [
            RuleExample("""
            struct Banner: View {
                var body: some View {
                    ↓GeometryReader { proxy in
                        Image("banner")
                            .resizable()
                            .frame(width: proxy.size.width)
                    }
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Feed {
                var divider: some View {
                    SwiftUI.↓GeometryReader {
                        Rectangle().frame(maxWidth: $0.size.width, maxHeight: 1)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct Header: View {
                var body: some View {
                    VStack {
                        ↓GeometryReader { geometry in
                            HStack { Text("Title") }
                                .frame(minWidth: geometry.size.width, alignment: .leading)
                                .frame(maxWidth: geometry.size.width)
                        }
                    }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // GeometryReader { proxy in Color.red.frame(width: proxy.size.width) }
            struct Chart: View {
                var body: some View {
                    GeometryReader { proxy in
                        Bar().frame(width: proxy.size.width * 0.5, height: proxy.size.height)
                    }
                    GeometryReader { proxy in
                        Bar().frame(width: proxy.size.width).offset(y: proxy.safeAreaInsets.top)
                    }
                }
            }
            """),
            RuleExample("""
            struct Grid: View {
                var body: some View {
                    GeometryReader { proxy in
                        Layout(width: proxy.size.width)
                    }
                    GeometryReader { _ in Color.clear }
                    MyGeometryReader { proxy in Bar().frame(width: proxy.size.width) }
                }
            }
            """),
            RuleExample("""
            #Preview {
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width) }
            }
            """),
        ]
    )

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).

    static let calledNames: Set<String>? = ["GeometryReader"]


    let configuration: RuleConfiguration

    func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard SyntaxQueries.isCall(call, toType: "GeometryReader"), let closure = SyntaxQueries.closures(of: call).first,
              let name = SyntaxQueries.calledNameToken(call) else { return }
        let parameters = SyntaxQueries.closureParameterNames(closure)
        let proxy = parameters.first ?? "$0"
        guard parameters.count <= 1, proxy != "_", Self.onlyFillsWidth(closure.statements, proxy: proxy),
              !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(name, "This GeometryReader only reads the width to size a view to its container; use `.frame(maxWidth: .infinity)` instead.", in: file)
    }

    /// Whether every use of `proxy` in `statements` is a whole `proxy.size.width` width argument of
    /// `.frame(…)`, and there is at least one.
    private static func onlyFillsWidth(_ statements: CodeBlockItemListSyntax, proxy: String) -> Bool {
        var uses = 0
        for token in statements.tokens(viewMode: .sourceAccurate) where token.text == proxy {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            guard let size = reference.parent?.as(MemberAccessExprSyntax.self), size.declName.baseName.text == "size",
                  let width = size.parent?.as(MemberAccessExprSyntax.self), width.declName.baseName.text == "width",
                  let argument = width.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text, widthLabels.contains(label),
                  let frame = argument.parent?.parent?.as(FunctionCallExprSyntax.self), SyntaxQueries.isMemberCall(frame, named: "frame")
            else { return false }
            uses += 1
        }
        return uses > 0
    }
}
