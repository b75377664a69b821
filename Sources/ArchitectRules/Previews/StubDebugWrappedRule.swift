import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags a model or ViewModel stub file whose declarations would ship in a release build.
struct StubDebugWrappedRule: SyntaxRule {
    static let description = RuleDescription(
        id: "stub-debug-wrapped", title: "Wrap stub files in #if DEBUG",
        category: .previews, impact: .must, presets: [.mvvm],
        rationale: """
        Stubs are sample data and factories for previews; the mvvm document wants every \
        `{Feature}ModelStub.swift` and `{Feature}ViewModelStub.swift` wrapped in `#if DEBUG … #endif` \
        so that none of it is compiled into a release build. Reported once per file, at the first \
        top-level declaration outside an `#if DEBUG` clause: in no `#if` at all, in the `#else` or \
        `#elseif` of `#if DEBUG`, under `#if !DEBUG`, or under a flag that only starts with the word \
        (`#if DEBUG_MENU`). Imports, and `#if` blocks holding only imports, may stay outside. Left \
        alone: files of other names (`ProductStubs.swift`, `ModelStub.swift` with no feature name), \
        files in test folders or in a `Preview Content` folder (which Xcode keeps out of release \
        builds), and clauses such as `#if DEBUG && os(iOS)` or `#if DEBUG || STAGING`. \
        A stub file guarded only by another flag (`#if STAGING`) is reported. The fix wraps \
        everything after the imports in one `#if DEBUG` block, leaving a header comment (one \
        followed by a blank line) outside; it leaves alone files that already have `#if` blocks \
        after their imports.
        """,
        triggering: [
            RuleExample("""
            // ProductModelStub.swift
            import Foundation

            ↓extension Product {
                static var stub: Self { Product(id: 1, name: "Green tea") }
            }
            """, path: "Sources/App/Features/Product/Model/ProductModelStub.swift"),
            RuleExample("""
            import Foundation

            #if DEBUG
            extension CartItem {
                static var stub: Self { CartItem(id: 7) }
            }
            #endif

            ↓@MainActor
            extension CartViewModel {
                static func stub(items: [CartItem] = [.stub]) -> CartViewModel {
                    CartViewModel(items: items)
                }
            }
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
            RuleExample("""
            import SwiftUI
            #if canImport(UIKit)
            import UIKit
            #endif

            #if DEBUG
            extension Order {
                static var stub: Self { Order(id: 1) }
            }
            #else
            ↓extension Order {
                static var stub: Self { fatalError("debug only") }
            }
            #endif
            """, path: "Sources/App/Order/OrderModelStub.swift"),
            RuleExample("""
            #if DEBUG_MENU
            ↓struct ProfileFixtures {
                struct Nested {}
            }
            #endif
            """, path: "Sources/App/ProfileModelStub.swift"),
        ],
        nonTriggering: [
            RuleExample("""
            // ProductModelStub.swift — not an extension outside #if DEBUG.
            import Foundation

            #if DEBUG
            /// Sample products for previews.
            extension Product {
                static var stub: Self { Product(id: 1, name: "extension Product") }
                #if os(iOS)
                static var stubs: [Self] { [.stub, .stub, .stub] }
                #endif
            }
            #endif
            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleExample("""
            extension Product {
                static var stub: Self { Product(id: 1, name: "Tea") }
            }
            """, path: "Sources/App/Product/ProductStubs.swift"),
            RuleExample("""
            extension Product {
                static var stub: Self { Product(id: 1, name: "Tea") }
            }
            """, path: "Tests/AppTests/ProductModelStub.swift"),
            RuleExample("""
            import Observation
            #if DEBUG && os(iOS)
            extension SearchViewModel {
                static func stub(query: String = "") -> SearchViewModel { SearchViewModel(query: query) }
            }
            #elseif DEBUG || STAGING
            extension SearchViewModel {
                static func stub() -> SearchViewModel { SearchViewModel(query: "") }
            }
            #endif
            """, path: "Sources/App/Search/SearchViewModelStub.swift"),
            RuleExample("""
            struct Product {
                let id: Int
            }
            """, path: "Sources/App/ModelStub.swift"),
            RuleExample("""
            extension Product {
                static var stub: Self { Product(id: 1) }
            }
            """, path: "App/Preview Content/ProductModelStub.swift"),
        ],
        corrections: [
            RuleCorrection("""
            // Sample values for previews.

            import SwiftUI

            /// A label with realistic text.
            extension Text {
                static var stub: Text { Text("Green tea") }
            }

            extension Color {
                static var stub: Color { .green }
            }

            """, becomes: """
            // Sample values for previews.

            import SwiftUI

            #if DEBUG
            /// A label with realistic text.
            extension Text {
                static var stub: Text { Text("Green tea") }
            }

            extension Color {
                static var stub: Color { .green }
            }
            #endif

            """, path: "Sources/App/Product/ProductModelStub.swift"),
            RuleCorrection("""
            // Header written by the template.

            extension Color {
                static var stub: Color { .green }
            }
            """, becomes: """
            // Header written by the template.

            #if DEBUG
            extension Color {
                static var stub: Color { .green }
            }
            #endif
            """, path: "Sources/App/Cart/CartViewModelStub.swift"),
        ]
    )

    let configuration: RuleConfiguration

    /// Whether the file has been looked at already (it is checked once, at its first declaration).
    private final class Checked {
        var done = false
    }

    func visit(_ node: ImportDeclSyntax, in file: FileContext) { check(file) }
    func visit(_ node: ExtensionDeclSyntax, in file: FileContext) { check(file) }
    func visit(_ node: StructDeclSyntax, in file: FileContext) { check(file) }
    func visit(_ node: ClassDeclSyntax, in file: FileContext) { check(file) }
    func visit(_ node: EnumDeclSyntax, in file: FileContext) { check(file) }

    private enum IsStubFile {}

    private func check(_ file: FileContext) {
        guard file.cachedFlag(IsStubFile.self, { StubFiles.needsDebugWrap(path: file.path, isTestFile: file.isTestFile) }) else { return }
        let checked = file.cached(Checked.self) { Checked() }
        guard !checked.done else { return }
        checked.done = true
        guard let first = StubFiles.firstUnwrapped(in: file.tree.statements) else { return }
        let fixable = StubFiles.wrappableRun(in: file.tree.statements)?.first.map { Syntax($0.item).id == first.id } ?? false
        report(first, "This stub file declares code outside `#if DEBUG`; wrap everything after the imports in `#if DEBUG … #endif` so stubs never ship.", in: file, fixable: fixable)
    }
}
