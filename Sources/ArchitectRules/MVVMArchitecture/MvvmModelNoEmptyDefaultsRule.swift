import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags model properties that stand in `""`, `0` or `[]` for a value the API may not send.
struct MvvmModelNoEmptyDefaultsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "mvvm-model-no-empty-defaults", title: "Optional API fields are optionals, not empty defaults", category: .mvvmArchitecture,
        impact: .must, presets: [.mvvm],
        rationale: """
        When the API may leave a field out, the model should say so with an optional. Filling \
        the gap with `""`, `0` or `[]` makes "missing" look like a real value: the screen shows \
        a blank name or a price of zero, and nothing downstream can tell the difference.

        Reported, at the empty value, in a model (a file-level struct outside tests and stub \
        files named `…Model` but not `…ViewModel`, or in a file under \
        `Features/<Feature>/Model/`, and not a View, or a same-file or `…Model`-named \
        extension of one): a stored instance property whose initial value is `""`, `0`, \
        `0.0`, `[]` or `[:]`; and `decodeIfPresent(…) ?? <one of those>` in its decoding code. \
        This is a heuristic: some fields really are zero or empty by default (a counter the API \
        always sends, a list the app fills later), so a deliberate default can be kept with a \
        suppression comment. Left alone: other defaults (`false`, `"Guest"`, `.init()`), \
        `static` properties, `?? nil`, decoding outside models, classes, ViewModels, previews, \
        `#if DEBUG` code and tests.
        """,
        triggering: [
            RuleExample("""
            struct ProductModel: Codable, Identifiable, Hashable {
                let id: String
                var subtitle: String = ↓""
                var rating = ↓0.0, tags: [String] = ↓[]
            }
            """),
            RuleExample("""
            struct UserModel: Decodable, Identifiable, Hashable {
                let id: String
                let bio: String
                let followers: Int
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    id = try container.decode(String.self, forKey: .id)
                    bio = try container.decodeIfPresent(String.self, forKey: .bio) ?? ↓""
                    followers = (try? container.decodeIfPresent(Int.self, forKey: .followers)) ?? ↓0
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct Order: Codable, Identifiable, Hashable {
                let id: String
                let notes: [String: String] = ↓[:]
            }
            #endif
            """, path: "App/Features/Orders/Model/OrderModel.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // `var subtitle = ""` would be reported in a model.
            struct ProductModel: Codable, Identifiable, Hashable {
                let id: String
                let subtitle: String?
                var isFavorite = false
                var currency = "EUR"
                static var empty = ""
                var count: Int { 0 }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    id = try container.decode(String.self, forKey: .id)
                    subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle) ?? nil
                    isFavorite = try container.decodeIfPresent(Bool.self, forKey: .favorite) ?? false
                    currency = (try container.decodeIfPresent(String.self, forKey: .currency)) ?? "EUR"
                }
            }
            """),
            RuleExample("""
            @Observable @MainActor final class ProductViewModel { var query = ""; var page = 0 }
            struct RowViewModel { var title = "" }
            final class CacheModel { var hits = 0 }
            struct FormState { var name = "" }
            struct Catalog {
                struct SectionModel { var title = "" }
            }
            """),
            RuleExample("""
            struct DraftModel { var title = "" }
            """, path: "Tests/AppTests/DraftModel.swift"),
            RuleExample("""
            #if DEBUG
            struct PreviewModel { var title = "" }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ variable: VariableDeclSyntax, in file: FileContext) {
        guard variable.parent?.is(MemberBlockItemSyntax.self) == true, !SyntaxQueries.isTypeMember(variable.modifiers),
              variable.bindings.contains(where: { $0.initializer.map { Self.isEmptyValue($0.value) } ?? false }),
              let owner = SyntaxQueries.enclosingTypeDeclaration(of: variable), let structDecl = owner.as(StructDeclSyntax.self),
              ViewModelShapes.isModelStruct(structDecl, in: file) else { return }
        for binding in variable.bindings where SyntaxQueries.isStored(binding) {
            guard let value = binding.initializer?.value, Self.isEmptyValue(value),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            report(value, "The model '\(structDecl.name.text)' gives `\(name)` the stand-in value `\(value.trimmedDescription)`; if the API can leave it out, declare it optional and keep `nil`.", in: file)
        }
    }

    func visit(_ sequence: SequenceExprSyntax, in file: FileContext) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return }
        for index in 1..<(elements.count - 1) where elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let fallback = elements[index + 1]
            guard Self.isEmptyValue(fallback), Self.decodesIfPresent(elements[index - 1]),
                  let model = ViewModelShapes.enclosingModel(of: sequence, in: file) else { continue }
            report(fallback, "A missing field of '\(model.name)' is decoded as `\(fallback.trimmedDescription)`; declare the property optional and keep `nil` when the API leaves it out.", in: file)
        }
    }

    /// Whether an expression is `""`, `0`, `0.0`, `[]` or `[:]`.
    static func isEmptyValue(_ expression: ExprSyntax) -> Bool {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.openingPounds == nil && string.segments.allSatisfy { segment in
                segment.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false
            }
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.literal.text == "0" }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) == 0 }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            if case .colon = dictionary.content { return true }
        }
        return false
    }

    /// Whether an expression is a `decodeIfPresent(…)` call, through `try`, `try?`, `await` and parentheses.
    static func decodesIfPresent(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let tried = current.as(TryExprSyntax.self) { current = tried.expression; continue }
            if let awaited = current.as(AwaitExprSyntax.self) { current = awaited.expression; continue }
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression; continue
            }
            break
        }
        guard let call = current.as(FunctionCallExprSyntax.self) else { return false }
        return SyntaxQueries.calledName(call) == "decodeIfPresent"
    }
}
