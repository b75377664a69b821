import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags previews written as `PreviewProvider` conformances instead of the `#Preview` macro.
struct ReviewPreviewMacroRule: SyntaxRule {
    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "review-preview-macro", title: "Write previews with #Preview", category: .previews, impact: .medium, severity: .note,
        presets: [.recommended, .review],
        rationale: """
        The `#Preview` macro replaces the older `PreviewProvider` protocol: it needs no extra type \
        with a static `previews` property, takes a display name and traits directly, and reads as \
        the example it is. A struct, class, enum, actor or extension whose own inheritance clause \
        names `PreviewProvider` (or `SwiftUI.PreviewProvider`, alone or in a `&` composition) is \
        reported once, at that name, whether or not it sits in an `#if DEBUG` block: one finding \
        per provider, since each one converts on its own. The message says what the conversion \
        involves: one `#Preview` per view when `previews` lists several (or builds them with \
        `ForEach`), the display name as the macro's title, `.previewLayout` and \
        `.previewInterfaceOrientation` as `traits:`, and the device picked in the canvas instead of \
        `.previewDevice`, and \
        that types declared inside the provider must move out of it first. Left alone: a provider \
        whose `previews` is one call of the project's own preview wrapper (`Preview { … }`, a type \
        named like a preview, with a trailing closure): such wrappers show the content on several \
        devices, colour schemes or names, which a `#Preview` does not reach, so converting would \
        lose the variants the checklist asks for; the wrapper has to become something a \
        `#Preview` honours first. Also left alone: a file that still holds Xcode's template \
        placeholders (`/*@START_MENU_TOKEN@*/`), an untouched stub whose preview is not worth \
        converting. The macro for \
        SwiftUI views needs Xcode 15 but no particular deployment \
        target, so the target is consulted only for traits: a provider that uses \
        `.previewLayout`, `.previewInterfaceOrientation` or `.previewContext` is left alone below \
        iOS 17, where the trait form and widget previews of the macro are unavailable. Teams stuck \
        on an older Xcode should turn the rule off. \
        `#Preview` blocks, types whose names merely contain the word (`MyPreviewProvider`, \
        `PreviewProviding`), a `PreviewProvider` qualified by another module (`DesignKit.PreviewProvider`), \
        protocols that refine `PreviewProvider`, generic constraints and associated types bound \
        by it (`<P: PreviewProvider>`, `where Element: PreviewProvider`), and mentions in \
        comments or strings are left alone.
        """,
        triggering: [
            RuleExample("""
            struct ProfileCard_Previews: ↓PreviewProvider {
                static var previews: some View { ProfileCard(name: "Ada") }
            }
            """),
            RuleExample("""
            #if DEBUG
            struct BadgePreviews: ↓PreviewProvider {
                static var previews: some View {
                    Badge(count: 3)
                        .padding()
                }
            }
            #endif
            """),
            RuleExample("""
            enum ChartGallery {
                struct Previews: SwiftUI.↓PreviewProvider {
                    static var previews: some View { Chart(values: [1, 2]) }
                }
            }
            """),
            RuleExample("""
            struct Gallery {}
            extension Gallery: Sendable, ↓PreviewProvider {
                static var previews: some View { Text("Gallery") }
            }
            """),
            RuleExample("""
            @available(iOS, deprecated: 17, message: "Move to #Preview")
            final class LegacyPreviews:
                NSObject,
                ↓PreviewProvider
            {
                static var previews: some View {
                    OrderList(orders: .sample)
                        .environment(\\.locale, Locale(identifier: "fr"))
                        .previewDisplayName("French")
                }
            }
            """),
            RuleExample("""
            struct BadgeRow_Previews: ↓PreviewProvider {
                static var previews: some View {
                    Group {
                        BadgeRow(count: 1).previewDisplayName("One")
                        BadgeRow(count: 99).previewDevice("iPhone SE (3rd generation)")
                    }
                    .previewLayout(.sizeThatFits)
                }
            }
            """),
            RuleExample("""
            // iOS 13: the plain macro has no deployment-target requirement.
            struct Old_Previews: ↓PreviewProvider {
                static var previews: some View {
                    Text("Old")
                    Text("Older").previewDisplayName("Older")
                }
            }
            """, iOS: Version(13)),
            RuleExample("""
            extension ProfileCard {
                struct Previews: ↓PreviewProvider & Sendable {
                    static var previews: some View { ProfileCard(name: "Grace") }
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            struct MovieRow: View {
                var body: some View {
                    Text(/*@START_MENU_TOKEN@*/"Hello, World!"/*@END_MENU_TOKEN@*/)
                }
            }
            struct MovieRow_Previews: PreviewProvider {
                static var previews: some View { MovieRow() }
            }
            """),
            RuleExample("""
            // The project's wrapper shows light and dark on two devices; a #Preview would lose both.
            struct Settings_Previews: PreviewProvider {
                static var previews: some View {
                    Preview {
                        NavigationStack { SettingsView() }
                    }
                }
            }
            """),
            RuleExample("""
            // iOS 16: the layout would need `traits:`, which the macro offers from iOS 17.
            struct BadgeRow_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        BadgeRow(count: 1)
                        BadgeRow(count: 99).preferredColorScheme(.dark)
                    }
                    .previewLayout(.sizeThatFits)
                }
            }
            """, iOS: Version(16)),
            RuleExample("""
            #Preview("Dark") {
                ProfileCard(name: "Ada")
                    .preferredColorScheme(.dark)
            }
            """),
            RuleExample("""
            // Old code used PreviewProvider here; the macro replaced it.
            struct MyPreviewProvider {
                let title = "PreviewProvider"
            }
            """),
            RuleExample("""
            struct Screen: View {
                let provider: PreviewProvider.Type
                var body: some View { Text("x") }
            }
            """),
            RuleExample("""
            protocol CatalogPreview: PreviewProvider {
                static var title: String { get }
            }
            """),
            RuleExample("""
            struct CardPreviews: PreviewProviding, DesignKit.PreviewProvider {
                static let samples = [Card.sample]
            }
            enum Gallery {
                struct Entry: PreviewProviderStyle {}
            }
            """),
            RuleExample("""
            protocol GalleryEntry {
                associatedtype Preview: PreviewProvider
            }
            func snapshot<P: PreviewProvider>(_ provider: P.Type) -> some View {
                provider.previews
                    .frame(width: 320)
            }
            extension Array where Element: PreviewProvider {}
            #if DEBUG
            #Preview { Badge(count: 1) }
            #endif
            """),
        ],
        corrections: [
            RuleCorrection("""
            import SwiftUI

            struct LoginView: View {
                var body: some View { Text("Log in") }
            }

            struct LoginView_Previews: PreviewProvider {
                static var previews: some View {
                    LoginView()
                }
            }
            """, becomes: """
            import SwiftUI

            struct LoginView: View {
                var body: some View { Text("Log in") }
            }

            #Preview {
                LoginView()
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node handed over by the engine and reports what is wrong with it.
    public func visit(_ inherited: InheritedTypeSyntax, in file: FileContext) {
        guard let owner = inherited.parent?.parent?.parent,
              owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self) || owner.is(EnumDeclSyntax.self)
                || owner.is(ActorDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) else { return }
        let names = Self.previewProviderNames(in: inherited.type)
        guard let name = names.first else { return }
        let usage = Usage(of: owner)
        // A file that still holds Xcode's template placeholders was never written: the View is
        // a stub, and its preview is not worth converting.
        guard usage.wrapper == nil, !file.mentions(Self.templatePlaceholder) else { return }
        // Traits (`traits: .sizeThatFitsLayout`, orientations) and widget previews need iOS 17;
        // below it such a provider cannot move to the macro without losing what it sets.
        if !usage.traitModifiers.isEmpty, file.iOSTarget < Version(17, 0) { return }
        report(name, Self.message(type: SyntaxQueries.declaredName(of: owner) ?? "This type", usage: usage,
                                  belowIOS17: file.iOSTarget < Version(17, 0)), in: file,
               fixable: Self.fixCanConvert(owner, in: file))
    }

    /// The marker Xcode's file templates put around the text to replace (`/*@START_MENU_TOKEN@*/`).
    static let templatePlaceholder = "/*@START_MENU_TOKEN@*/"

    /// The name of the project's own preview wrapper when `expression` is a call of one: a View
    /// whose type is named like a preview (`Preview { … }`, `PreviewContainer { … }`), with a
    /// trailing closure, possibly under modifiers.
    static func previewWrapperName(of expression: ExprSyntax) -> String? {
        guard let call = ViewRuleSupport.viewInitializer(of: expression), call.trailingClosure != nil,
              let name = SyntaxQueries.calledName(call), name.contains("Preview") else { return nil }
        return name
    }

    /// Whether `fix` can turn this provider into `#Preview` blocks, as far as this file tells: a
    /// struct at file scope with no other conformance, not public, whose previews are plain views
    /// (the fix's own tests, `ReviewPreviewMacroFix.ownReason` and `previews(of:)`). The fix still
    /// leaves it alone when another file uses its name, which one file cannot show.
    static func fixCanConvert(_ owner: Syntax, in file: FileContext) -> Bool {
        guard file.iOSTarget >= ReviewPreviewMacroFix.minimumTarget, let declaration = owner.as(StructDeclSyntax.self),
              let list = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self), ReviewPreviewMacroFix.isFileScope(list),
              ReviewPreviewMacroFix.ownReason(declaration) == nil else { return false }
        return ReviewPreviewMacroFix.previews(of: declaration) != nil
    }

    /// One sentence naming what the conversion involves for this provider.
    /// Below iOS 17 the message says the macro needs only Xcode 15, since the target may seem to stand in the way.
    private static func message(type: String, usage: Usage, belowIOS17: Bool) -> String {
        var text = "`\(type)` conforms to `PreviewProvider`; "
        // A name is only asked for where the provider names its previews already.
        let block = usage.namesPreviews ? "`#Preview(\"name\") { … }`" : "`#Preview { … }`"
        switch usage.previewCount {
        case .one: text += "write it as a `#Preview { … }` block"
        case .several(let count): text += "write each of its \(count) previews as its own \(block) block"
        case .generated: text += "write each preview its `ForEach` builds as its own \(block) block"
        }
        var steps: [String] = []
        if usage.namesPreviews { steps.append("the display name becoming the macro's title") }
        if !usage.traitModifiers.isEmpty {
            steps.append(usage.traitModifiers.map { "`.\($0)`" }.joined(separator: " and ") + " becoming `traits:`")
        }
        if usage.picksDevice { steps.append("the device chosen in the canvas instead of `.previewDevice`") }
        if !steps.isEmpty { text += ", with " + steps.joined(separator: " and ") }
        if belowIOS17 { text += " (the macro works at this deployment target; it only needs Xcode 15 or later)" }
        if let nested = usage.nestedTypes.first {
            text += "; move `\(nested)`\(usage.nestedTypes.count > 1 ? " and the other types declared in it" : ""), declared inside the provider, out of it first"
        }
        return text + "."
    }

    /// What a provider's previews use that the macro spells differently, and how many previews it has.
    private struct Usage {
        enum Count { case one, several(Int), generated }

        /// `previewLayout`, `previewInterfaceOrientation`, `previewContext`: traits of the macro.
        var traitModifiers: [String] = []
        var namesPreviews = false
        var picksDevice = false
        var previewCount = Count.one
        /// The project's own wrapper the previews are built in (`Preview { … }`), if any.
        var wrapper: String?
        /// Types declared inside the provider, which a `#Preview` cannot hold.
        var nestedTypes: [String] = []

        init(of owner: Syntax) {
            guard let members = SyntaxQueries.memberBlock(of: owner) else { return }
            for declaration in SyntaxQueries.memberDeclarations(of: members)
            where declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) {
                if let name = SyntaxQueries.declaredName(of: declaration) { nestedTypes.append(name) }
            }
            wrapper = Self.wrapper(in: members)
            var seen: Set<String> = []
            for call in SyntaxQueries.calls(in: members, where: { $0.calledExpression.is(MemberAccessExprSyntax.self) }) {
                guard let name = SyntaxQueries.calledName(call), seen.insert(name).inserted else { continue }
                switch name {
                case "previewLayout", "previewInterfaceOrientation", "previewContext": traitModifiers.append(name)
                case "previewDisplayName": namesPreviews = true
                case "previewDevice": picksDevice = true
                default: break
                }
            }
            previewCount = Self.count(in: members)
        }

        /// The name of the call that wraps all of `previews` when it is a project type named like a
        /// preview (`Preview { … }`, `PreviewContainer { … }`), not a SwiftUI view.
        private static func wrapper(in block: MemberBlockSyntax) -> String? {
            for declaration in SyntaxQueries.memberDeclarations(of: block) {
                guard let variable = declaration.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable) == ["previews"],
                      let statements = ViewRuleSupport.getterStatements(variable.bindings.first?.accessorBlock),
                      statements.count == 1, let only = statements.first,
                      let expression = only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression,
                      let name = ReviewPreviewMacroRule.previewWrapperName(of: expression) else { continue }
                return name
            }
            return nil
        }

        /// How many previews the `previews` property builds: the views of a top-level `Group`, or
        /// the views listed directly; `generated` when a `ForEach` builds them.
        private static func count(in block: MemberBlockSyntax) -> Count {
            for declaration in SyntaxQueries.memberDeclarations(of: block) {
                guard let variable = declaration.as(VariableDeclSyntax.self), SyntaxQueries.boundNames(variable) == ["previews"],
                      let statements = ViewRuleSupport.getterStatements(variable.bindings.first?.accessorBlock) else { continue }
                // With a `return`, the returned view is the one preview; otherwise only statements
                // that build a view count (not set-up calls or assignments before it).
                var views: [ExprSyntax]
                if let returned = statements.lazy.compactMap({ $0.item.as(ReturnStmtSyntax.self)?.expression }).first {
                    views = [returned]
                } else {
                    views = statements.compactMap { $0.item.as(ExprSyntax.self) }.filter { expression in
                        guard let name = ViewRuleSupport.viewInitializer(of: expression).flatMap(SyntaxQueries.calledName) else { return false }
                        return UTF8Text.startsUppercase(name)
                    }
                }
                if views.count == 1, let group = views.first.flatMap({ ViewRuleSupport.viewInitializer(of: $0) }),
                   SyntaxQueries.calledName(group) == "Group", let content = group.trailingClosure {
                    views = content.statements.compactMap { $0.item.as(ExprSyntax.self) }
                }
                if views.contains(where: { ViewRuleSupport.viewInitializer(of: $0).flatMap(SyntaxQueries.calledName) == "ForEach" }) {
                    return .generated
                }
                return views.count > 1 ? .several(views.count) : .one
            }
            return .one
        }
    }

    /// The `PreviewProvider` name tokens in an inherited type, looking through `&` compositions.
    private static func previewProviderNames(in type: TypeSyntax) -> [TokenSyntax] {
        if let reference = SyntaxQueries.typeReference(at: Syntax(type), among: ["PreviewProvider"], qualifiedBy: ["SwiftUI"]) {
            return [reference.nameToken]
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { previewProviderNames(in: $0.type) }
        }
        return []
    }
}
