import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a model stub file whose code holds no boundary value at all.
struct StubBoundaryValuesRule: SyntaxRule {
    static let description = RuleDescription(
        id: "stub-boundary-values", title: "Put boundary values in model stubs",
        category: .previews, impact: .should, presets: [.mvvm],
        rationale: """
        Stubs should also exercise the limits a view must survive: dates at the epoch, zero \
        counts, the largest identifiers. Whether stub data covers its boundaries cannot be read \
        from syntax, so this rule uses the proxy the catalog gives. Reported once per model, at \
        the extended type of its first extension in a file named `{Feature}ModelStub.swift` (the \
        model being `{Feature}` or `{Feature}Model`), when nothing in the file's code is a \
        boundary value: no `Date(timeIntervalSince1970: 0)` or \
        `Date(timeIntervalSinceReferenceDate: 0)`, no `.distantPast`/`.distantFuture`, no \
        argument that is the literal `0` (a zero count or id), and no `.max` or `.min` member \
        (`Int.max`, `.max`). Left alone: other files, test folders, files with no extension of \
        their model, and the values in comments and strings. A file can satisfy the proxy with \
        one zero and still miss other boundaries; a stub that builds its extremes in a helper \
        elsewhere is reported.
        """,
        triggering: [
            RuleExample("""
            #if DEBUG
            extension ↓Product {
                // Date(timeIntervalSince1970: 0) would count; this comment does not.
                static var stub: Self { Product(id: 7, name: "Tea", stock: 12, addedAt: .now) }
                static var stubs: [Self] { [.stub, Product(id: 8, name: "0", stock: 3, addedAt: .now)] }
            }
            #endif
            """, path: "Sources/App/Product/Model/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension Shop.↓OrderModel {
                static var stub: OrderModel { OrderModel(id: 1, total: 9.5, placedAt: Date(timeIntervalSince1970: 1_700_000_000)) }
            }
            extension Customer {
                static var stubEmpty: Customer { Customer(id: 5, visits: 2) }
            }
            #endif
            """, path: "Sources/App/Order/OrderModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension ↓Profile {
                #if os(iOS)
                static let stub = Profile(name: "Ada", followers: 10, joined: .now.addingTimeInterval(-86_400))
                #endif
            }
            #endif
            """, path: "Sources/App/Profile/ProfileModelStub.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            #if DEBUG
            extension Product {
                static var stub: Self { Product(id: 7, name: "Tea", stock: 12, addedAt: .now) }
                static var stubEmpty: Self { Product(id: 8, name: "", stock: 0, addedAt: .now) }
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension OrderModel {
                static var stub: Self { OrderModel(id: .max, placedAt: Date(timeIntervalSince1970: 0)) }
            }
            #endif
            """, path: "Sources/App/Order/OrderModelStub.swift"),
            RuleExample("""
            extension Product {
                static var stub: Self { Product(id: 7, addedAt: .now) }
            }
            """, path: "Tests/AppTests/ProductModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension CartViewModel {
                static func stub() -> CartViewModel { CartViewModel(count: 3) }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            #if DEBUG
            extension Event {
                static var stub: Self { Event(id: 1, startsAt: .distantPast) }
            }
            #endif
            """, path: "Sources/App/Event/EventModelStub.swift"),
        ]
    )

    let configuration: RuleConfiguration

    /// The key of the per-file fact "the file's code holds a boundary value".
    private enum HasBoundary {}

    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) {
        guard let found = StubFiles.modelExtensions(from: node, in: file),
              !file.cachedFlag(HasBoundary.self, { Self.holdsBoundaryValue(file.tree) }) else { return }
        report(StubFiles.nameToken(of: node.extendedType), "The stubs of '\(found.name)' hold no boundary value; add one with a zero count, a `.max` id or `Date(timeIntervalSince1970: 0)`.", in: file)
    }

    /// Whether the tree holds a boundary value: a `0` argument (which covers the epoch dates),
    /// a `.max`/`.min` member or `.distantPast`/`.distantFuture`.
    static func holdsBoundaryValue(_ tree: SourceFileSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if let literal = node.expression.as(IntegerLiteralExprSyntax.self), Int(literal.literal.text.replacingOccurrences(of: "_", with: "")) == 0 {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if ["max", "min", "distantPast", "distantFuture"].contains(node.declName.baseName.text) { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}
