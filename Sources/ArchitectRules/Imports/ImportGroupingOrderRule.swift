import ArchitectCore
import ArchitectProject
import ArchitectSyntax
import SwiftSyntax

/// Flags a file whose leading imports are not grouped system first, with a blank line after the
/// system group, and alphabetical within each run of imports.
struct ImportGroupingOrderRule: SyntaxRule {
    /// The `systemModules` option.
    static let systemModules = Option<[String]>(
        "systemModules", default: [],
        "Modules that count as system modules besides those of Apple's SDKs and the Swift toolchain.")

    static let description = RuleDescription(
        id: "import-grouping-order", title: "Group and sort imports", category: .imports, impact: .should,
        presets: [.mvvm],
        rationale: """
        Imports read best in three groups: system frameworks, then third-party packages, then the \
        project's own modules, a blank line between groups and each group in alphabetical order. \
        A reader then sees at a glance what a file depends on beyond the SDK.

        Which non-system module is third-party and which is the project's own cannot be told from \
        one file, so the rule checks only what holds either way. It reads the run of imports at the \
        top of the file and reports, once per file at the first import out of place: a system \
        import (Apple's SDK and Swift toolchain modules, plus `systemModules`) after a non-system \
        one; a non-system import directly after a system one with no blank line between them; and \
        two neighbouring imports of the same kind, with no blank line between them, out of \
        alphabetical order (a run with no blank line is one group, or two groups missing their \
        separator; both are wrong when unsorted). Order is by the imported path; a pair in order \
        either ignoring case or by character code is accepted. Attributes (`@testable`, \
        `@preconcurrency`) and kinds (`import struct`) do not change the order.

        A module imported a second time in the run is reported instead, at the repeat (sorting \
        does not remove it, so that finding is not fixable). \
        Left alone: imports that form one alphabetically sorted block with no blank line, \
        system and non-system mixed, which is the layout formatters such as swift-format's \
        `OrderedImports` produce (grouping them would be undone by the next format run; on the \
        pinned apps such files were most of this rule's findings); order across a blank line within system or non-system imports (it may be the \
        third-party/project boundary, or a deliberate subgroup), extra blank lines, files with \
        imports inside `#if` or after other code, imports with comments between them (a comment may \
        label a group), several imports on one line, test files, preview and test support (a file \
        or folder named with `Mock`, `Stub`, `Fake` or `Preview`), and files with a single import.

        The fix sorts the system imports into one group at the top, puts a blank line after it and \
        sorts each remaining run of non-system imports in place, keeping their blank lines, the \
        file's header comment and same-line comments. It always uses Apple's list: a module named \
        only in `systemModules` makes its finding not fixable.
        """,
        options: [systemModules],
        triggering: [
            RuleExample("""
            // Orders feature.
            import Kingfisher
            ↓import Foundation
            import SwiftUI
            """),
            RuleExample("""
            import Foundation
            import SwiftUI
            ↓import Kingfisher

            struct Cover: View {
                var body: some View { Text("import Kingfisher") }
            }
            """),
            RuleExample("""
            import SwiftUI
            ↓import Foundation

            import Kingfisher
            """),
            RuleExample("""
            // Sorted, but one module comes twice: the repeat is what to remove.
            import DesignKit
            import Models
            import SwiftUI
            ↓import DesignKit
            """),
            RuleExample("""
            import Foundation

            import NetworkKit
            ↓@testable import Models
            import struct SharedModels.Order
            """),
            RuleExample("""
            import SwiftUI
            ↓import DesignKit
            """, options: ["systemModules": .strings(["DesignKit"])]),
        ],
        nonTriggering: [
            RuleExample("""
            import SwiftUI
            import Models
            import Foundation

            #if DEBUG
            let sampleMovie = Movie(id: 0, title: "Demo")
            #endif
            """, path: "MovieSwift/Shared/Mocks.swift"),
            RuleExample("""
            // 1. System frameworks
            import Foundation
            import SwiftUI      // Only in Views

            // 2. Third-party packages
            import Kingfisher

            // 3. Project modules
            import NetworkKit
            import SharedModels
            """),
            RuleExample("""
            import Combine
            import Foundation
            import os
            import OSLog
            import SwiftUI

            import Nuke
            import NukeUI

            import AppAccount
            @testable import Models
            """),
            RuleExample("""
            import SwiftUI
            #if canImport(UIKit)
            import UIKit
            #endif
            import Foundation
            """),
            RuleExample("""
            import XCTest
            @testable import App
            """, path: "Tests/AppTests/AppTests.swift"),
            RuleExample("""
            import Foundation

            import Kingfisher
            import SwiftUI
            """, options: ["systemModules": .strings(["Kingfisher"])]),
            RuleExample("""
            import SwiftUI

            struct Settings: View {
                var body: some View { Text("import Foundation") }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            // Settings screen.
            import FixPrelude
            import SwiftUI // views
            import Combine
            import Foundation

            struct Settings {}
            """, becomes: """
            // Settings screen.
            import Combine
            import Foundation
            import SwiftUI // views

            import FixPrelude

            struct Settings {}
            """),
        ]
    )

    let configuration: RuleConfiguration

    /// One import of the leading run.
    struct Entry {
        let declaration: ImportDeclSyntax
        let item: CodeBlockItemSyntax
        /// The imported path, `SharedModels.Order` for `import struct SharedModels.Order`.
        let path: String
        let isSystem: Bool
        /// Whether a blank line separates it from the import before it.
        let blankBefore: Bool
    }

    /// What is wrong with a file's imports: where to report and what to say.
    struct Problem {
        let declaration: ImportDeclSyntax
        let message: String
        /// Whether the problem is a module imported a second time, which sorting does not mend.
        var isRepeat = false
    }

    /// The leading imports of `tree`, or nil when the rule stays silent about them.
    static func leadingImports(of tree: SourceFileSyntax, isSystem: (String) -> Bool) -> [Entry]? {
        var entries: [Entry] = []
        var reachedCode = false
        for item in tree.statements {
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                guard !reachedCode, let module = declaration.path.first?.name.text else { return nil }
                var newlines = 0
                for piece in item.leadingTrivia {
                    switch piece {
                    case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count): newlines += count
                    case .spaces, .tabs: continue
                    default: if !entries.isEmpty { return nil }   // a comment between imports
                    }
                }
                if !entries.isEmpty, newlines == 0 { return nil }   // several on one line
                if item.semicolon != nil { return nil }
                entries.append(Entry(declaration: declaration, item: item, path: declaration.path.trimmedText,
                                     isSystem: isSystem(module), blankBefore: !entries.isEmpty && newlines > 1))
            } else {
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self), containsImport(ifConfig) { return nil }
                reachedCode = true
            }
        }
        return entries.count > 1 ? entries : nil
    }

    /// Whether an `#if` block holds an import in any clause, also in nested blocks.
    static func containsImport(_ ifConfig: IfConfigDeclSyntax) -> Bool {
        ifConfig.clauses.contains { clause in
            guard case .statements(let statements)? = clause.elements else { return false }
            return statements.contains {
                $0.item.is(ImportDeclSyntax.self) || ($0.item.as(IfConfigDeclSyntax.self).map(containsImport) ?? false)
            }
        }
    }

    /// Whether `first` may come before `second` in a group: in order ignoring case, or by character code.
    static func inOrder(_ first: String, _ second: String) -> Bool {
        first.lowercased() <= second.lowercased() || Array(first.utf8).lexicographicallyPrecedes(Array(second.utf8)) || first == second
    }

    /// The first misplaced import of the leading run, or nil.
    static func problem(in entries: [Entry]) -> Problem? {
        // A module imported twice is the defect to name; ordering around the repeat would only
        // move it. It is not fixable by sorting.
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.path).inserted {
            return Problem(declaration: entry.declaration, message: "`\(entry.path)` is already imported above; remove this repeated import.", isRepeat: true)
        }
        // One sorted block with no blank line is what formatters such as swift-format's
        // OrderedImports write; grouping it would be undone on the next format.
        let pairs = zip(entries, entries.dropFirst())
        if pairs.allSatisfy({ !$1.blankBefore && inOrder($0.path, $1.path) }) { return nil }
        for (previous, current) in zip(entries, entries.dropFirst()) {
            if !previous.isSystem, current.isSystem {
                return Problem(declaration: current.declaration,
                               message: "The system import `\(current.path)` follows the non-system import `\(previous.path)`; put system imports first, in their own group.")
            }
            if previous.isSystem, !current.isSystem, !current.blankBefore {
                return Problem(declaration: current.declaration,
                               message: "`\(current.path)` is not a system module; separate it from the system imports above with a blank line.")
            }
            if previous.isSystem == current.isSystem, !current.blankBefore, !inOrder(previous.path, current.path) {
                return Problem(declaration: current.declaration,
                               message: "`\(current.path)` should come before `\(previous.path)`; keep each group of imports in alphabetical order.")
            }
        }
        return nil
    }

    /// Whether a module is a system module by Apple's list alone (what the fix uses).
    static func isAppleModule(_ module: String) -> Bool { AppleModules.contains(module) }

    private final class Analysis {
        let problem: Problem?
        let fixable: Bool
        init(problem: Problem?, fixable: Bool) {
            self.problem = problem
            self.fixable = fixable
        }
    }

    /// Whether a file is preview or test support by its name or folder (`Mocks.swift`,
    /// `Stubs/Orders.swift`): the same words `ext-file-naming` leaves alone.
    static func isTestSupport(_ path: String) -> Bool {
        ExtFileNamingRule.namesSupport(path.split(separator: "/").suffix(3))
    }

    func visit(_ declaration: ImportDeclSyntax, in file: FileContext) {
        guard !file.isTestFile else { return }
        // Everything that depends only on the file is settled once, for its first import.
        let analysis = file.cached(Analysis.self) {
            guard !Self.isTestSupport(file.path) else { return Analysis(problem: nil, fixable: false) }
            let extra = Set(configuration[Self.systemModules])
            guard let entries = Self.leadingImports(of: file.tree, isSystem: { AppleModules.contains($0) || extra.contains($0) }),
                  let problem = Self.problem(in: entries) else { return Analysis(problem: nil, fixable: false) }
            let fixable = entries.allSatisfy { !extra.contains($0.declaration.path.first?.name.text ?? "") || Self.isAppleModule($0.declaration.path.first?.name.text ?? "") }
            return Analysis(problem: problem, fixable: fixable && !problem.isRepeat)
        }
        guard let problem = analysis.problem, problem.declaration.id == declaration.id else { return }
        report(declaration, problem.message, in: file, fixable: analysis.fixable)
    }
}
