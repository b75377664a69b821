import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a route case without associated values whose parameter travels in a separate `selected…` property.
struct MvvmNavAssociatedValuesRule: SyntaxRule {
    static let routeTypes = Option<[String]>("routeTypes", default: ["Route", "AppRoute"],
        "The names of the route enums whose cases are checked.")

    static let description = RuleDescription(
        id: "mvvm-nav-associated-values", title: "Route parameters travel as associated values", category: .nav,
        impact: .should, presets: [.mvvm],
        rationale: """
        In the MVVM guide a route carries what its screen needs (`case productDetail(id: \
        Product.ID)`), so a path entry, a deep link or a restored state fully describes the \
        screen. A parameterless case whose screen reads a separate `selectedProductID` breaks as \
        soon as two such screens are on the stack, or when the path is rebuilt without the side \
        value. The rule is a heuristic that wants evidence of the side channel in the same file. \
        Reported, at the case name: a case without associated values of an enum named as in \
        `routeTypes`, when a stored property of any type in the same file is named `selected…` \
        and shares a word with the case, not counting `selected`, `id`/`ids`, `detail`/`details`, \
        `edit`, `editor`, `screen` and `view` (`case productDetail` with `var selectedProductID`). \
        Left alone: cases with associated values, cases sharing no word with a `selected…` \
        property (`case settings`), other enums, test files and `#if DEBUG` code. The side value \
        kept in another file (the router's own file, when the enum has one of its own) is not \
        seen, so many such cases are missed.
        """,
        options: [routeTypes],
        triggering: [
            RuleExample("""
            enum Route: Hashable {
                case home
                case ↓productDetail
                case orderHistory(userID: User.ID)
            }
            @Observable final class AppRouter {
                var path = NavigationPath()
                var selectedProductID: Product.ID?
            }
            """),
            RuleExample("""
            #if os(iOS)
            extension Shop {
                enum AppRoute: Hashable { case ↓editAddress, checkout(cartID: Cart.ID) }
            }
            extension AppRouter {
                struct Selection { var selectedAddress: Address? }
            }
            #endif
            """),
            RuleExample("""
            // The order screen reads `selectedOrderIDs`.
            enum Destination { case ↓orderDetails, ↓reviewOrder }
            final class Navigator { var selectedOrderIDs: [Order.ID] = [] }
            """, options: ["routeTypes": .strings(["Destination"])]),
        ],
        nonTriggering: [
            RuleExample("""
            enum Route: Hashable {
                case home
                case settings
                case productDetail(id: Product.ID)
            }
            @Observable final class AppRouter {
                var path = NavigationPath()
                var selectedTab: Tab = .home
            }
            """),
            RuleExample("""
            enum Tab { case productDetail }
            final class Picker { var selectedProduct: Product? }
            enum Route { case productDetail(Product.ID) }
            func selectedProductsCount() -> Int { 0 }
            """),
            RuleExample("""
            enum Route { case productDetail }
            final class RouterSpy { var selectedProductID: Int? }
            """, path: "Tests/AppTests/RouteTests.swift"),
            RuleExample("""
            #if DEBUG
            enum Route { case productDetail }
            final class DebugRouter { var selectedProductID: Int? }
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    static let ignoredWords: Set<String> = ["selected", "id", "ids", "detail", "details", "edit", "editor", "screen", "view"]

    func visit(_ node: EnumDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, configuration[Self.routeTypes].contains(node.name.text), file.mentions("selected"),
              !SyntaxQueries.isDebugOnly(node), let root = SyntaxQueries.sourceFile(of: node) else { return }
        let selections = file.cached(Selections.self) { Selections(root) }.words
        guard !selections.isEmpty else { return }
        for member in SyntaxQueries.memberDeclarations(of: node.memberBlock) {
            guard let cases = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements where element.parameterClause == nil {
                let words = Set(Self.significantWords(element.name.text))
                guard !words.isDisjoint(with: selections) else { continue }
                report(element.name, "`\(element.name.text)` takes its parameter from a separate `selected…` property; give the case an associated value (`\(element.name.text)(id:)`) instead.", in: file)
            }
        }
    }

    static func significantWords(_ name: String) -> [String] {
        DefaultsAccess.words(name).filter { !ignoredWords.contains($0) }.map { $0.hasSuffix("s") && $0.count > 3 ? String($0.dropLast()) : $0 }
    }

    /// The significant words of the file's stored `selected…` properties.
    final class Selections {
        let words: Set<String>
        init(_ root: SourceFileSyntax) {
            let finder = SelectionFinder(viewMode: .sourceAccurate)
            finder.walk(root)
            words = finder.words
        }
    }
}

/// Collects the words of stored `selected…` member properties.
private final class SelectionFinder: SyntaxVisitor {
    var words = Set<String>()

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !SyntaxQueries.isDebugOnly(node) else { return .skipChildren }
        for binding in node.bindings where SyntaxQueries.isStored(binding) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.hasPrefix("selected") else { continue }
            words.formUnion(MvvmNavAssociatedValuesRule.significantWords(name))
        }
        return .skipChildren
    }
}
