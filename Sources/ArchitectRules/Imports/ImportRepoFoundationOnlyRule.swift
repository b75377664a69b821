import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a repository file that imports an Apple framework other than Foundation (SwiftUI, UIKit, Combine, …).
struct ImportRepoFoundationOnlyRule: SyntaxRule {
    /// The `suffixes` option.
    static let suffixes = Option<[String]>("suffixes", default: ["Repository"], "Name endings of repository types and protocols.")

    /// The `allowedModules` option.
    static let allowedModules = Option<[String]>(
        "allowedModules",
        default: ["Foundation", "FoundationEssentials", "FoundationNetworking", "Swift", "Dispatch", "os", "OSLog", "SwiftData", "CoreData"],
        "System modules a repository file may import.")

    static let description = RuleDescription(
        id: "import-repo-foundation-only", title: "Repositories import Foundation only", category: .imports, impact: .must,
        presets: [.mvvm],
        rationale: """
        A repository turns network or storage results into models; it has no business with views, \
        UIKit types or Combine pipelines. Keeping its imports to Foundation keeps it testable and \
        free of UI concerns, and makes a stray UI dependency show at the top of the file.

        A repository file is a file, outside tests, that declares no View and declares a protocol \
        whose name ends with one of `suffixes` (`ProductRepository`), a type or file-level \
        extension that conforms to such a protocol (`final class RemoteProductRepository: \
        ProductRepository`), or a class or actor so named that is not a `@Model` and not \
        `Codable`, `Decodable` or `Encodable`. A struct or enum merely named `…Repository` with no \
        such conformance is left alone: in a Git client `struct GitHubRepository: Identifiable` is a \
        model. Preview and `#if DEBUG` declarations do not make a repository file.

        Reported, at each offending import: a system module (Apple's SDK or the Swift toolchain) \
        that is not in `allowedModules`: `SwiftUI`, `UIKit`, `AppKit`, `Combine`, `CoreLocation`, … \
        The default also allows `SwiftData` and `CoreData`, which a storage-backed repository needs \
        (the same guide prescribes SwiftData for local data), `OSLog`, `Dispatch` and the Foundation \
        submodules (`FoundationNetworking` holds `URLSession` on Linux). Not reported: third-party \
        packages and the project's own modules, which one file cannot tell apart (a Data-layer \
        repository must import the Domain module that holds its protocol). `@testable` imports, \
        comments and strings are left alone, and so is an import the file does not use at all \
        (`import Combine` with no Combine name), which `import-no-unused` asks to delete.
        """,
        options: [suffixes, allowedModules],
        triggering: [
            RuleExample("""
            import Foundation
            ↓import SwiftUI

            protocol ProductRepository: Sendable {
                func products() async -> Result<[Product], AppError>
            }
            """),
            RuleExample("""
            ↓import Combine
            import Domain
            #if canImport(UIKit)
            ↓import UIKit
            #endif

            final class RemoteImageRepository: ImageRepository, Sendable {
                let client: NetworkClient
                let updates = PassthroughSubject<Void, Never>()
                init(client: NetworkClient) { self.client = client }
            }
            """),
            RuleExample("""
            import Foundation
            ↓@preconcurrency import CoreLocation

            actor PlacesRepository {
                private var cache: [String: Place] = [:]
            }
            """),
            RuleExample("""
            import Foundation
            ↓import SwiftUI

            struct LiveOrders {}
            extension LiveOrders: OrdersStore {}
            """, options: ["suffixes": .strings(["Store"])]),
        ],
        nonTriggering: [
            RuleExample("""
            import Foundation
            import SwiftData
            import Networking

            // Not `import SwiftUI`: "import UIKit" would be wrong here.
            final class OrdersRepositoryImpl: OrdersRepository {
                let context: ModelContext
                init(context: ModelContext) { self.context = context }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct GitHubRepository: Identifiable, Codable {
                let id: Int
                let name: String
            }
            struct RepositoryRow: View {
                let repository: GitHubRepository
                var body: some View { Text(repository.name) }
            }
            """),
            RuleExample("""
            import SwiftUI
            import SwiftData

            @Model final class StarredRepository {
                var name = ""
            }
            final class CodeRepository: Codable {}
            """),
            RuleExample("""
            import SwiftUI
            import Testing
            @testable import App

            final class MockProductRepository: ProductRepository {
                var result: Result<[Product], AppError> = .success([])
            }
            """, path: "Tests/AppTests/MockProductRepository.swift"),
            RuleExample("""
            import SwiftUI

            #if DEBUG
            struct PreviewProductRepository: ProductRepository {}
            #endif
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// The repository type a file declares, or nil; worked out once per file.
    private final class RepositoryName {
        let name: String?
        init(_ name: String?) { self.name = name }
    }

    /// The SDK module `declaration` imports when it is neither `@testable`, in a test file, one
    /// of `allowed`, nor unused (`import-no-unused` asks to delete that one): what a
    /// Foundation-only file must not import. Shared with `mvvm-vm-foundation-only`.
    static func restrictedSDKModule(of declaration: ImportDeclSyntax, in file: FileContext, allowed: [String]) -> String? {
        guard let module = declaration.path.first?.name.text, AppleModules.contains(module), !file.isTestFile,
              SyntaxQueries.attribute("testable", in: declaration.attributes) == nil,
              !allowed.contains(module), !ImportNoUnusedRule.isUnusedImport(declaration, in: file) else { return nil }
        return module
    }

    func visit(_ declaration: ImportDeclSyntax, in file: FileContext) {
        let suffixes = configuration[Self.suffixes].filter { !$0.isEmpty }
        // The repository first, once per file: a file that never spells a suffix declares none,
        // and the import's own test (whether anything uses the module) costs more.
        guard let repository = file.cached(RepositoryName.self, {
                  RepositoryName(suffixes.contains(where: file.mentions) ? Self.repositoryName(in: file.tree, suffixes: suffixes) : nil)
              }).name,
              let module = Self.restrictedSDKModule(of: declaration, in: file, allowed: configuration[Self.allowedModules]) else { return }
        report(declaration, "This file declares the repository '\(repository)' but imports `\(module)`; a repository imports Foundation only, so delete the import or move the code that needs it out of the repository.", in: file)
    }

    /// The first repository protocol, type or conforming extension of the file, or nil when it declares none or declares a View.
    static func repositoryName(in tree: SourceFileSyntax, suffixes: [String]) -> String? {
        guard !suffixes.isEmpty, !DeclarationIndex.of(tree).declaresView else { return nil }
        func named(_ name: String) -> Bool { suffixes.contains { name.hasSuffix($0) } }
        let index = DeclarationIndex.of(tree)
        var candidates: [Syntax] = index.topLevel.filter { $0.is(ProtocolDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self) }.map(Syntax.init)
        candidates += index.types.values
        candidates.sort { $0.position < $1.position }
        for candidate in candidates where !SyntaxQueries.isPreviewOrDebugCode(candidate) {
            guard let group = candidate.asProtocol(DeclGroupSyntax.self), let name = SyntaxQueries.declaredName(of: candidate) else { continue }
            let inherited = SyntaxQueries.inheritedNames(group.inheritanceClause)
            if candidate.is(ProtocolDeclSyntax.self) {
                if named(name) { return name }
                continue
            }
            if inherited.contains(where: named) { return name }
            guard candidate.is(ClassDeclSyntax.self) || candidate.is(ActorDeclSyntax.self), named(name),
                  !suffixes.contains(name), SyntaxQueries.attribute("Model", in: group.attributes) == nil,
                  !inherited.contains(where: { ["Codable", "Decodable", "Encodable"].contains($0) }) else { continue }
            return name
        }
        return nil
    }
}
