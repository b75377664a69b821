import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a system-framework import other than Foundation in a file that declares a ViewModel.
struct MvvmVmFoundationOnlyRule: SyntaxRule {
    /// The `allowedModules` option.
    static let allowedModules = Option<[String]>(
        "allowedModules",
        default: ["Foundation", "FoundationEssentials", "FoundationNetworking", "Swift", "Observation", "Dispatch", "os", "OSLog"],
        "System modules a ViewModel file may import.")

    static let description = RuleDescription(
        id: "mvvm-vm-foundation-only", title: "ViewModels import Foundation only", category: .mvvmArchitecture, impact: .must,
        presets: [.mvvm],
        rationale: """
        A ViewModel turns domain data into screen state; it should compile, and be unit-tested, \
        without any UI framework. When it imports SwiftUI (or UIKit, Combine, MapKit…) it starts \
        holding colours, images and view types, and the boundary between the screen and its \
        logic quietly dissolves. Foundation plus the project's own modules is all it needs.

        Reported, at each offending import: a system module (Apple's SDK or the Swift toolchain) \
        outside `allowedModules`, in a file outside tests that declares a class whose name ends \
        in `ViewModel` (nested ones count; those in `#if DEBUG` and previews do not). The default \
        allows Foundation and its submodules, `Observation` (which `@Observable` needs without \
        SwiftUI), `Dispatch` and the logging modules. Left alone: an import the file does not use at all (`import-no-unused` asks \
        to delete it), third-party packages and the \
        project's own modules (a domain module is allowed, and one file cannot tell it from a \
        package); `@testable` imports; files that also declare a View, where the import serves \
        the View (placing the ViewModel in its own file is a layout question); and files that \
        declare a repository, whose imports `import-repo-foundation-only` already reports, so no \
        line is reported twice. Structs, enums and protocols named `…ViewModel` do not make a \
        ViewModel file.
        """,
        options: [allowedModules],
        triggering: [
            RuleExample("""
            import Foundation
            ↓import SwiftUI

            @Observable @MainActor
            final class ProductViewModel {
                var tint: Color = .blue
            }
            """),
            RuleExample("""
            ↓import Combine
            import Networking
            #if canImport(UIKit)
            ↓import UIKit
            #endif

            enum Orders {
                @MainActor final class ListViewModel {
                    var rows: [String] = []
                    private var cancellables = Set<AnyCancellable>()
                }
            }
            """),
            RuleExample("""
            import Foundation
            ↓@preconcurrency import MapKit

            @Observable @MainActor
            final class StoresViewModel {
                var stores: [String] = []
            }
            extension StoresViewModel {
                func search() async {}
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import Foundation
            import Observation
            import SharedModels
            import Kingfisher

            // Not `import SwiftUI`: "import SwiftUI" would be reported here.
            @Observable @MainActor
            final class ProductViewModel {
                var products: [String] = []
            }
            """),
            RuleExample("""
            import SwiftUI

            @Observable final class FollowButtonViewModel {
                var isFollowing = false
            }
            struct FollowButton: View {
                let viewModel: FollowButtonViewModel
                var body: some View { Text("Follow") }
            }
            """),
            RuleExample("""
            import SwiftUI
            import Testing
            @testable import App

            final class SpyProductViewModel {}
            """, path: "Tests/AppTests/SpyProductViewModel.swift"),
            RuleExample("""
            import SwiftUI

            struct RowViewModel { let title: String; let color: Color }
            protocol ProfileViewModel: AnyObject {}
            #if DEBUG
            final class PreviewViewModel {}
            #endif
            """),
            RuleExample("""
            import Combine

            protocol ProductRepository { func products() async -> [String] }
            final class ProductViewModel {
                let repository: ProductRepository
                init(repository: ProductRepository) { self.repository = repository }
            }
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// The ViewModel a file declares (when it declares no View and no repository), worked out once per file.
    private final class ViewModelName {
        let name: String?
        init(_ name: String?) { self.name = name }
    }

    func visit(_ declaration: ImportDeclSyntax, in file: FileContext) {
        // The ViewModel first, once per file (a file that never spells the suffix declares none):
        // the import's own test, whether anything uses the module, costs more.
        guard let viewModel = file.cached(ViewModelName.self, {
                  ViewModelName(file.mentions(ViewModelShapes.viewModelSuffix) ? Self.viewModelName(in: file.tree) : nil)
              }).name,
              let module = ImportRepoFoundationOnlyRule.restrictedSDKModule(of: declaration, in: file, allowed: configuration[Self.allowedModules]) else { return }
        report(declaration, "This file declares the ViewModel '\(viewModel)' but imports `\(module)`; a ViewModel imports Foundation only, so delete the import or move the code that needs it into the View or a service.", in: file)
    }

    /// The first ViewModel class of a file, or nil when it declares none, declares a View or
    /// declares a repository (the repository rule's default suffix).
    static func viewModelName(in tree: SourceFileSyntax) -> String? {
        let index = DeclarationIndex.of(tree)
        guard !index.declaresView,
              ImportRepoFoundationOnlyRule.repositoryName(in: tree, suffixes: ImportRepoFoundationOnlyRule.suffixes.defaultValue) == nil
        else { return nil }
        let classes = index.types.values.compactMap { $0.as(ClassDeclSyntax.self) }
            .filter { ViewModelShapes.isViewModelName($0.name.text) && !SyntaxQueries.isPreviewOrDebugCode($0) }
        return classes.min { $0.position < $1.position }?.name.text
    }
}
