import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a ViewModel or service that puts a bare string literal into a user-facing property
/// (`errorMessage = "…"`) instead of `String(localized:)`.
struct L10nStringLocalizedNonviewRule: SyntaxRule {
    /// How the name of a property that holds text for the user ends (compared lowercased).
    static let userFacingSuffixes = ["message", "title", "subtitle", "caption", "placeholder", "prompt"]
    /// How the names of the non-view types the rule looks in end.
    static let typeSuffixes = ["ViewModel", "Service", "Repository", "Store"]

    static let description = RuleDescription(
        id: "l10n-string-localized-nonview", title: "ViewModels localise text with String(localized:)",
        category: .l10n, impact: .must, presets: [.mvvm],
        rationale: """
        A `String` property is not a `LocalizedStringKey`: a view shows it as it is, so a message \
        a ViewModel writes as a literal is never translated; the guide wants \
        `String(localized: "key")` in every non-view context. Reported at the literal: an \
        assignment of a string literal with a word in it (interpolations allowed) to a property \
        whose name ends in `message`, `title`, `subtitle`, `caption`, `placeholder` or `prompt` \
        (`errorMessage`, `self.alertTitle`) that the type declares in the same file as a `String` \
        (or `String?`, or set to a literal), inside a class, struct or actor whose name ends in \
        `ViewModel`, `Service`, `Repository` or `Store`, or that is `@Observable`. Left alone: \
        properties typed `LocalizedStringKey` (already looked up), properties declared in another \
        file (their type is not known), \
        `String(localized:)` and other calls, empty strings and literals with no word, other \
        property names (search text, identifiers, URLs), Views, initial values of declarations \
        (`var title = "…"`, a default rather than a message), tests, previews and `#if DEBUG` \
        code.
        """,
        triggering: [
            RuleExample("""
            @Observable @MainActor final class ProductViewModel {
                var errorMessage: String?
                func fetch() async {
                    errorMessage = ↓"Could not load products"
                }
            }
            """),
            RuleExample("""
            extension Checkout {
                final class PaymentService {
                    var alertTitle = ""
                    func fail(code: Int) {
                        #if os(iOS)
                        self.alertTitle = ↓"Payment failed (\\(code))"
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            @Observable final class Composer {
                var placeholder: String = ""
                func reset() { placeholder = ↓"What's on your mind?" }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            // errorMessage = "Could not load" would be reported.
            @Observable @MainActor final class ProductViewModel {
                var errorMessage: String?
                var searchText = ""
                var title = "Products"
                var endpoint = ""
                func fetch() async {
                    errorMessage = String(localized: "network_error_no_connection")
                    searchText = "shoes"
                    endpoint = "/products"
                    errorMessage = ""
                    errorMessage = "—"
                }
            }
            """),
            RuleExample("""
            @Observable final class StatusDetailViewModel {
                var title: LocalizedStringKey = ""
                func show(name: String) { title = "status.post-from-\\(name)" }
            }
            extension ProductViewModel {
                func fail() { inheritedMessage = "Declared in another file" }
            }
            """),
            RuleExample("""
            struct ProductScreen: View {
                @State private var alertTitle = ""
                var body: some View { Button("Buy") { alertTitle = "Thanks" } }
            }
            final class ProductFormatter {
                var title = ""
                func format() { title = "Formatted" }
            }
            """),
            RuleExample("""
            import Testing
            @Test func message() {
                let model = ProductViewModel()
                model.errorMessage = "Could not load"
            }
            """, path: "Tests/AppTests/ProductViewModelTests.swift"),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ sequence: SequenceExprSyntax, in file: FileContext) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let literal = elements[2].as(StringLiteralExprSyntax.self),
              let name = Self.assignedName(elements[0]), Self.isUserFacing(name),
              literal.segments.contains(where: { ($0.as(StringSegmentSyntax.self)).map { LocalizedLiterals.hasWord($0.content.text) } ?? false }),
              let type = nonViewType(around: sequence), Self.isStringProperty(name, of: type),
              !LocalizedLiterals.isExempt(sequence, in: file) else { return }
        report(literal, "'\(name)' is given a bare string literal; wrap it in `String(localized:)` with a catalog key so the text is translated.", in: file)
    }

    /// `errorMessage` for `errorMessage` and `self.errorMessage`.
    static func assignedName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    static func isUserFacing(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return userFacingSuffixes.contains { lowered.hasSuffix($0) }
    }

    /// The innermost type around the node when it is a ViewModel or service (by name or
    /// `@Observable`) and not a View.
    func nonViewType(around node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let candidate = current {
            if SyntaxQueries.isTypeDeclaration(candidate) {
                guard !SyntaxQueries.isViewType(candidate), let name = SyntaxQueries.declaredName(of: candidate) else { return nil }
                if Self.typeSuffixes.contains(where: { name.hasSuffix($0) }) { return candidate }
                let observable = SyntaxQueries.declarations(ofTypeAround: candidate).contains { declaration in
                    declaration.asProtocol(WithAttributesSyntax.self).map { SyntaxQueries.attributeNames($0.attributes).contains("Observable") } ?? false
                }
                return observable ? candidate : nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the type declares, in this file, a stored property of that name typed `String` or
    /// `String?`, or set to a string literal with no type written. A `LocalizedStringKey`
    /// property is localised already; a property declared elsewhere is not judged.
    static func isStringProperty(_ name: String, of type: Syntax) -> Bool {
        let properties = SyntaxQueries.storedProperties(in: SyntaxQueries.memberBlocks(ofTypeAround: type))
        guard let property = properties.first(where: { $0.name.text == name }) else { return false }
        if let annotation = property.binding.typeAnnotation?.type {
            let written = annotation.trimmedDescription
            return written == "String" || written == "String?" || written == "Swift.String" || written == "String!"
        }
        return property.binding.initializer?.value.is(StringLiteralExprSyntax.self) ?? false
    }
}
