import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags fonts built with a fixed point size that do not follow the user's Dynamic Type setting.
struct A11yScalableFontsRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "a11y-scalable-fonts", title: "Use fonts that scale with Dynamic Type", category: .a11y, impact: .must,
        presets: [.recommended, .mvvm, .review], aliases: ["review-dynamic-type"],
        rationale: """
        People who raise the system text size expect every label to grow with it. A font created \
        from a bare point size stays the same size whatever the setting, which clips or shrinks \
        text for exactly the users who need it larger. Prefer text styles (`.body`, `.headline`), \
        or pass `relativeTo:` so a custom font grows with a chosen style.

        Reported, at the name of the factory method:
        - `.system(size:)` and `Font.system(size:)` (also `SwiftUI.Font`), with or without weight or design;
        - `.custom(name, size:)` and `Font.custom(_:size:)` without `relativeTo:`. Since iOS 14 \
        that form does scale, but only as body text, so titles and captions drift away from the \
        style they stand for; naming the style with `relativeTo:` settles it (below iOS 14, where \
        `relativeTo:` does not exist, this form is left alone, and the message for \
        `.system(size:)` offers only text styles, as `@ScaledMetric` needs iOS 14 too);
        - `UIFont.systemFont(ofSize:)` (also `UIKit.UIFont`) and its bold, italic, monospaced and monospaced-digit \
        siblings, unless the call is passed straight to `scaledFont(for:)` of `UIFontMetrics`.

        The size argument decides: a literal or a static constant (`AppFont.titleSize`) is fixed. \
        When it names a property or variable, the rule looks that name up among the stored \
        properties of the enclosing type: a `@ScaledMetric` property scales, so nothing is \
        reported; a name it cannot find there (a parameter, a local, a property declared in another \
        file or extension) is left alone, because it may hold a scaled value. \
        `.custom(_:fixedSize:)` is an explicit opt-out and is never reported, nor are text styles, \
        `UIFont.preferredFont(forTextStyle:)`, methods of the same name called on a value \
        (`theme.system(size:)`) or on another type (`BrandFont.system(size:)`, AppKit's \
        `NSFont.systemFont(ofSize:)`), fonts in a clause written `#if os(macOS)` (macOS has no \
        Dynamic Type; other `#if` clauses are checked like any code) and mentions in comments \
        or strings. Also left alone: test files and preview or debug code (`#Preview`, \
        `PreviewProvider`, `#if DEBUG`); a font that `.font(…)` gives to views showing no words \
        (images, also a stored property declared as an `Image`, a `Text` written directly in a stack given a fixed width and height, a badge \
        whose text must fit its shape, emoji-only `Text`, a `Text` of a value named as an emoji, such as \
        `Text(reaction.rawValue)` or `Text(item.emoji)`, image-only buttons, stacks and shapes holding only those, and \
        Views of the same file built only of those), where \
        it sets an icon's size; a size of literally 0 or 1, a font made only to carry a family or \
        design; and `.custom(.name, size:)` with an implicit-member name, which is a project's own \
        overload (SwiftUI's takes a `String`) whose definition decides. Known limit: a fixed font \
        that is later scaled through a variable (`let base = UIFont.systemFont(ofSize: 15)` then \
        `metrics.scaledFont(for: base)`) is still reported.
        """,
        triggering: [
            RuleExample("""
            struct ReactionBadge: View {
                let reactionCount: Int
                var body: some View {
                    Text("\\(reactionCount) reactions").font(.↓system(size: 12))
                }
            }
            """),
            RuleExample("""
            struct Header: View {
                var body: some View {
                    Text("Inbox")
                        .font(.↓system(size: 28, weight: .bold))
                }
            }
            """),
            RuleExample("""
            enum Typography {
                static let caption = Font.↓custom("Brand-Regular", size: 12)
                static let title = SwiftUI.Font.↓system(size: titleSize)
                static let titleSize: CGFloat = 22
            }
            """),
            RuleExample("""
            final class BannerLabel: UILabel {
                func style() {
                    font = UIFont.↓boldSystemFont(ofSize: 15)
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                let iconSize: CGFloat = 14
                var body: some View {
                    Image(systemName: "star")
                        #if os(iOS)
                        .font(.↓system(size: self.iconSize))
                        #endif
                }
            }
            """),
            RuleExample("""
            extension Text {
                func brand() -> some View {
                    self.font(.↓custom("Brand", size: AppFontSize.body * 1.5))
                }
            }
            """),
            RuleExample("""
            enum Onboarding {
                struct StepTitle: View {
                    let text: String
                    var body: some View {
                        Text(text)
                            .foregroundStyle(.secondary)
                            .font(
                                .↓system(
                                    size: 17,
                                    weight: .semibold
                                )
                            )
                            .padding(.bottom, 4)
                    }
                }
            }
            """),
            RuleExample("""
            let caption = UIKit.UIFont.↓monospacedDigitSystemFont(ofSize: 11, weight: .regular)
            let heading = Font.↓system(size: 20)
                .weight(.heavy)
                .italic()
            #if os(iOS) || os(visionOS)
            let badge = Font.↓custom("Brand-Bold", size: 9)
            #endif
            """),
            RuleExample("""
            struct ScoreBar: View {
                var body: some View {
                    HStack {
                        Image(systemName: "star.fill")
                        Text("Score")
                    }
                    .font(.↓system(size: 24))
                    Button("Retry") { retry() }.font(.↓system(size: 18))
                    Text("42").font(.↓system(size: 30))
                    Image(systemName: "flag").overlay(Text("New")).font(.↓system(size: 12))
                    HStack { NewBadge(); Image(systemName: "flag") }.font(.↓system(size: 12))
                }
            }
            struct NewBadge: View {
                var body: some View { Text("New") }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct GameButton: View {
                let title: LocalizedStringKey
                let icon: Image
                var body: some View {
                    VStack {
                        self.icon.font(.system(size: 40))
                        Text(title).font(.headline)
                    }
                }
            }
            """),
            RuleExample("""
            struct UnreadBadge: View {
                let count: Int
                var body: some View {
                    ZStack {
                        Circle().fill(.red)
                        Text(count > 99 ? "99+" : String(count))
                            .foregroundColor(.white)
                            .font(.system(size: 9))
                    }
                    .frame(width: 20, height: 20)
                }
            }
            """),
            RuleExample("""
            struct ReactionPicker: View {
                let reactions: [Reaction]
                var body: some View {
                    HStack {
                        ForEach(reactions) { reaction in
                            Text(reaction.rawValue).font(.system(size: 32))
                        }
                        Text(model.favoriteEmoji).font(.system(size: 24))
                    }
                }
            }
            """),
            RuleExample("""
            // Fonts that size glyphs, not words: symbols, emoji, image-only buttons.
            struct GameToolbar: View {
                var body: some View {
                    HStack {
                        Button { close() } label: { Image(systemName: "xmark") }
                        Spacer()
                        Image(systemName: "gear")
                    }
                    .font(.system(size: 24))
                    Text("🎉").font(.system(size: 40))
                    Image(systemName: "bell.fill").font(Font.system(size: 20).weight(.bold))
                    HStack { CubeIcon(); Image(systemName: "gear") }.font(.system(size: 24))
                }
            }
            private struct CubeIcon: View {
                var body: some View {
                    Button(action: spin) { Image(systemName: "cube.fill") }
                }
            }
            """),
            RuleExample("""
            extension Font {
                static func custom(_ name: BrandFont, size: CGFloat) -> Font { .custom(name.rawValue, size: size, relativeTo: .body) }
            }
            struct Title: View {
                var body: some View { Text("Today").font(.custom(.brandMedium, size: 16)) }
            }
            let family = UIFont.systemFont(ofSize: 1).withDesign(.rounded)
            #Preview { Text("Preview").font(.system(size: 14)) }
            """),
            RuleExample("""
            struct StoreScreenshot: View {
                var body: some View { Text("Play today").font(.system(size: 14)) }
            }
            """, path: "Tests/AppStoreSnapshotTests/StoreScreenshot.swift"),
            RuleExample("""
            struct Header: View {
                var body: some View {
                    Text("Inbox").font(.system(.title, design: .rounded))
                    Text("Body").font(.custom("Brand-Regular", size: 17, relativeTo: .body))
                    Text("Fixed on purpose").font(.custom("Brand-Mono", fixedSize: 11))
                }
            }
            """),
            RuleExample("""
            struct Avatar: View {
                @ScaledMetric(relativeTo: .body) private var glyphSize: CGFloat = 18
                var body: some View {
                    Image(systemName: "person").font(.system(size: glyphSize))
                }
            }
            """),
            RuleExample("""
            // A note for later: .system(size: 12) is not scalable.
            let hint = "use .system(size: 12) only in charts"
            let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15))
            let preferred = UIFont.preferredFont(forTextStyle: .headline)
            """),
            RuleExample("""
            func icon(size: CGFloat) -> some View {
                Image(systemName: "bolt").font(.system(size: size))
            }
            let themed = theme.system(size: 12)
            """),
            RuleExample("""
            enum BrandFont {
                static func system(size: CGFloat) -> Font { .system(.body) }
            }
            let brand = BrandFont.system(size: 14)
            let other = MyFont.custom("Brand", size: 12)
            let mac = NSFont.systemFont(ofSize: 12)
            let metric = UIFontMetrics.default.scaledValue(for: 12)
            """),
            RuleExample("""
            struct Avatar: View {
                @ScaledMetric private var glyphSize: CGFloat = 18
                var body: some View { glyph }
            }
            extension Avatar {
                var glyph: some View {
                    Image(systemName: "person")
                        .font(.system(size: glyphSize))
                }
            }
            """),
            RuleExample("""
            struct StatusLine: View {
                var body: some View {
                    Text("Saved")
                        #if os(macOS)
                        .font(.system(size: 11))
                        #else
                        .font(.caption)
                        #endif
                }
            }
            """),
        ]
    )

    private static let uiFontFactories: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    /// The calls this rule looks at; the engine hands it no other (`SyntaxRule.calledNames`).
    static let calledNames: Set<String>? = uiFontFactories.union(["system", "custom"])

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ call: FunctionCallExprSyntax, in file: FileContext) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let name = member.declName.baseName.text
        let message: String
        let size: ExprSyntax
        switch name {
        case "system":
            guard Self.isStaticBase(member.base, typeName: "Font", module: "SwiftUI"),
                  let argument = SyntaxQueries.argument("size", of: call) else { return }
            size = argument.expression
            // `@ScaledMetric` and `relativeTo:` arrived in iOS 14: below it only text styles scale.
            message = file.iOSTarget >= Version(14)
                ? "`.system(size:)` keeps a fixed size under Dynamic Type; use a text style such as `.body` or a `@ScaledMetric` size."
                : "`.system(size:)` keeps a fixed size under Dynamic Type; use a text style such as `.body` (a `@ScaledMetric` size needs iOS 14)."
        case "custom":
            guard Self.isStaticBase(member.base, typeName: "Font", module: "SwiftUI"),
                  let name = call.arguments.first, name.label == nil, !Self.isImplicitMember(name.expression),
                  let argument = SyntaxQueries.argument("size", of: call),
                  SyntaxQueries.argument("relativeTo", of: call) == nil, file.iOSTarget >= Version(14) else { return }
            size = argument.expression
            message = "`.custom(_:size:)` without `relativeTo:` scales only as body text; pass `relativeTo:` with the text style the font stands for."
        case _ where Self.uiFontFactories.contains(name):
            guard Self.isStaticBase(member.base, typeName: "UIFont", module: "UIKit"),
                  let argument = SyntaxQueries.argument("ofSize", of: call),
                  !Self.isPassedToScaledFont(call) else { return }
            size = argument.expression
            message = "`UIFont.\(name)(ofSize:)` ignores Dynamic Type; use `preferredFont(forTextStyle:)` or scale it with `UIFontMetrics`."
        default:
            return
        }
        guard !file.isTestFile, Self.sizeIsFixed(size), !Self.isPlaceholderSize(size), !Self.isInsideMacOnlyClause(call),
              !Self.sizesOnlyGlyphs(call), !Self.isInFixedSizeBadge(call), !SyntaxQueries.isPreviewOrDebugCode(call) else { return }
        report(member.declName, message, in: file)
    }

    /// Whether the font is set on a view written directly in a stack given a fixed size
    /// (`ZStack { Circle(); Text(count).font(.system(size: 9)) }.frame(width: 20, height: 20)`):
    /// a badge, whose text must fit the shape; scaling the font alone would overflow it.
    private static func isInFixedSizeBadge(_ fontCall: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(fontCall)
        while let parent = current.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
            || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self) {
            current = parent
        }
        guard current.parent?.is(CodeBlockItemSyntax.self) == true,
              let closure = current.parent?.parent?.parent?.as(ClosureExprSyntax.self),
              let stack = SyntaxQueries.owningCall(of: closure),
              ["ZStack", "HStack", "VStack"].contains(SyntaxQueries.calledName(stack) ?? "") else { return false }
        return SyntaxQueries.modifiersApplied(to: stack).contains { modifier in
            guard SyntaxQueries.calledName(modifier) == "frame",
                  let width = SyntaxQueries.argument("width", of: modifier)?.expression,
                  let height = SyntaxQueries.argument("height", of: modifier)?.expression else { return false }
            return [width, height].allSatisfy { $0.is(IntegerLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self) }
        }
    }

    /// Whether a font name is written as an implicit member (`.custom(.brandMedium, size: 16)`):
    /// SwiftUI's `Font.custom` takes a `String`, so this is a project's own overload, whose
    /// definition decides whether it scales.
    private static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
        expression.as(MemberAccessExprSyntax.self)?.base == nil && expression.is(MemberAccessExprSyntax.self)
    }

    /// Whether the size is the literal 0 or 1: a font made only to carry a family or a design
    /// (`UIFont.systemFont(ofSize: 1).rounded()`), whose size is set where it is used.
    private static func isPlaceholderSize(_ size: ExprSyntax) -> Bool {
        let text: String
        if let integer = size.as(IntegerLiteralExprSyntax.self) {
            text = integer.literal.text
        } else if let float = size.as(FloatLiteralExprSyntax.self) {
            text = float.literal.text
        } else {
            return false
        }
        return Double(text).map { $0 <= 1 } ?? false
    }

    /// Whether the font is given, through `.font(…)`, to views that show no text: SF Symbol
    /// images and pictogram texts (`Text("🎉")`) in stacks, buttons with image labels and
    /// shapes. There the font sizes a glyph, an icon's size, not words to read.
    private static func sizesOnlyGlyphs(_ font: FunctionCallExprSyntax) -> Bool {
        var child = Syntax(font)
        while let parent = child.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id {
                guard SyntaxQueries.calledName(call) == "font", call.arguments.count == 1,
                      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
                return GlyphScan.showsOnlyGlyphs(base)
            }
            guard parent.is(ExprSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                    || parent.is(FunctionCallExprSyntax.self) else { return false }
            child = parent
        }
        return false
    }

    /// Whether a node sits in a clause written `#if os(macOS)` (or `#elseif os(macOS)`): macOS
    /// has no Dynamic Type, so fixed sizes there are the norm.
    private static func isInsideMacOnlyClause(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let clause = candidate.as(IfConfigClauseSyntax.self),
               let condition = clause.condition?.as(FunctionCallExprSyntax.self),
               SyntaxQueries.calledName(condition) == "os", condition.arguments.count == 1,
               condition.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "macOS" {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// Whether a factory is called on nothing (`.system`), on the type (`Font.system`) or on the
    /// module-qualified type (`SwiftUI.Font.system`), rather than on a value.
    private static func isStaticBase(_ base: ExprSyntax?, typeName: String, module: String) -> Bool {
        guard let base else { return true }
        return SyntaxQueries.isTypeReference(base, named: typeName, qualifiedBy: [module])
    }

    /// Whether the call is the argument of a `scaledFont(for:)` call.
    private static func isPassedToScaledFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self),
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return SyntaxQueries.calledName(outer) == "scaledFont"
    }

    /// Whether a size expression is certainly fixed: made of literals and static constants, or of
    /// properties of the enclosing type none of which is `@ScaledMetric`.
    private static func sizeIsFixed(_ size: ExprSyntax) -> Bool {
        let names = PropertyNameCollector.names(in: size)
        guard !names.isEmpty else { return true }
        // Extensions and protocols hold no stored properties: their sizes are not known to be fixed.
        guard let owner = SyntaxQueries.enclosingTypeDeclaration(of: size),
              !owner.is(ExtensionDeclSyntax.self), !owner.is(ProtocolDeclSyntax.self),
              let members = SyntaxQueries.memberBlock(of: owner) else { return false }
        var scaledByName: [String: Bool] = [:]
        for declaration in SyntaxQueries.memberDeclarations(of: members) {
            guard let variable = declaration.as(VariableDeclSyntax.self) else { continue }
            let scaled = SyntaxQueries.attribute("ScaledMetric", in: variable.attributes) != nil
            for name in SyntaxQueries.boundNames(variable) { scaledByName[name] = scaled }
        }
        return names.allSatisfy { scaledByName[$0] == false }
    }
}

/// Reads a view expression for text: it shows only glyphs when it contains images or pictogram
/// texts and nothing else but layout containers, shapes, image-only buttons and Views of the same
/// file made of those (one level deep). Any other view (a `Text` with words, a `Label`, a custom
/// view whose content is unknown) makes the answer no.
private final class GlyphScan: SyntaxVisitor {
    private var glyphs = 0
    private var words = false
    /// How many levels of the file's own Views may still be looked into.
    private var depth = 1

    /// Views that show no text of their own.
    private static let silentViews: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ForEach", "Spacer", "Divider",
        "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color", "EmptyView",
    ]

    static func showsOnlyGlyphs(_ expression: ExprSyntax) -> Bool {
        let scan = GlyphScan(viewMode: .sourceAccurate)
        scan.walk(expression)
        return scan.glyphs > 0 && !scan.words
    }

    /// Reads `node` with a scan of its own and adds what it found.
    private func scanNested(_ node: some SyntaxProtocol, depth: Int) {
        let inner = GlyphScan(viewMode: .sourceAccurate)
        inner.depth = depth
        inner.walk(node)
        glyphs += inner.glyphs
        words = words || inner.words
    }

    /// The `body` of a View struct of this name declared in the same file, if any.
    private static func bodyOfLocalView(named name: String, near node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        guard let file = SyntaxQueries.sourceFile(of: node),
              let view = SyntaxQueries.typeDeclaration(named: name, in: file)?.as(StructDeclSyntax.self), SyntaxQueries.isView(view) else { return nil }
        for member in view.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable) == ["body"] else { continue }
            return ViewRuleSupport.getterStatements(variable.bindings.first?.accessorBlock)
        }
        return nil
    }

    /// Modifiers whose arguments are views drawn with the content.
    private static let viewModifiers: Set<String> = ["overlay", "background", "mask", "safeAreaInset", "toolbar", "badge", "label"]

    /// A stored property of the enclosing type declared as an `Image` (`let icon: Image`) is a
    /// glyph, as an `Image(…)` written in place is.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !words, node.baseName.text.first?.isLowercase == true else { return .skipChildren }
        if imageProperties(around: node).contains(node.baseName.text) { glyphs += 1 }
        return .skipChildren
    }

    /// The stored properties declared as `Image` in the type around the scanned expression,
    /// looked up once per scan.
    private var imagePropertyNames: Set<String>?

    private func imageProperties(around node: DeclReferenceExprSyntax) -> Set<String> {
        if let imagePropertyNames { return imagePropertyNames }
        var names = Set<String>()
        if let type = SyntaxQueries.enclosingTypeDeclaration(of: node) {
            for property in SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: type))
            where property.binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text == "Image" {
                names.insert(property.name.text)
            }
        }
        imagePropertyNames = names
        return names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if words { return .skipChildren }
        // Other modifiers take values (`.modifier(ShakeEffect(…))`, `.frame(width: CGFloat(n))`),
        // not views: only what they are applied to is read.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           !SyntaxQueries.isModuleQualifier(base), !Self.viewModifiers.contains(member.declName.baseName.text) {
            scanNested(base, depth: depth)
            return .skipChildren
        }
        guard ViewRuleSupport.isViewInitializer(node), let name = SyntaxQueries.calledName(node) else { return .visitChildren }
        switch name {
        case "Image":
            glyphs += 1
        case "Text":
            if Self.isPictogram(node) { glyphs += 1 } else { words = true }
        case "Button":
            // A titled button shows words; its action closure holds no views, so only the label is read.
            if let first = node.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
                words = true
                return .skipChildren
            }
            for closure in ViewRuleSupport.contentClosures(of: node) { scanNested(closure, depth: depth) }
        case _ where Self.silentViews.contains(name):
            return .visitChildren
        default:
            // A View of this file is read once, one level deep; any other view may show words.
            if depth > 0, let body = Self.bodyOfLocalView(named: name, near: node) {
                scanNested(body, depth: depth - 1)
            } else {
                words = true
            }
        }
        return .skipChildren
    }

    /// Whether a value shown by `Text` is named as an emoji: an identifier in it whose words
    /// include `emoji` or `reaction` (`reaction.rawValue`, `model.emoji`), the glyphs of a
    /// reaction picker, sized as icons.
    private static func namesEmoji(_ value: ExprSyntax) -> Bool {
        guard !value.is(StringLiteralExprSyntax.self) else { return false }
        return value.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            // The last word of the name says what it is: `favoriteEmoji` is one, `reactionCount` is not.
            let word = (name.lastIndex { $0.isUppercase }.map { String(name[$0...]) } ?? name).lowercased()
            return ["emoji", "emojis", "reaction", "reactions"].contains(word)
        }
    }

    /// Whether a `Text` shows a literal with no letters or digits (an emoji, a symbol), or a
    /// value named as an emoji (`namesEmoji`).
    private static func isPictogram(_ text: FunctionCallExprSyntax) -> Bool {
        if text.arguments.count == 1, let value = text.arguments.first?.expression, namesEmoji(value) { return true }
        guard text.arguments.count == 1, let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) else { return false }
        let content = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        return !content.isEmpty && content.allSatisfy { !$0.isLetter && !$0.isNumber }
    }
}

/// Collects the names in an expression that may refer to a property or variable: plain
/// lower-case identifiers and `self.name` members. Type names and their static members are skipped.
private final class PropertyNameCollector: SyntaxVisitor {
    private(set) var names: [String] = []

    static func names(in expression: ExprSyntax) -> [String] {
        let collector = PropertyNameCollector(viewMode: .sourceAccurate)
        collector.walk(expression)
        return collector.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if node.baseName.tokenKind == .keyword(.self) || node.baseName.tokenKind == .keyword(.Self) { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { names.append(name) }
            return .skipChildren
        }
        if let first = name.first, first.isLowercase || first == "_" { names.append(name) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        names.append("<closure>")
        return .skipChildren
    }
}
