import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags `import Combine`, `import os`/`OSLog` and `import Observation` in files that use none of their names.
struct ImportNoUnusedRule: SyntaxRule {
    /// A module whose use the rule can tell from names alone.
    struct Checked: Sendable {
        /// The names (types, functions, members) whose appearance counts as using the module.
        let names: Set<String>
        /// Name beginnings that count as use (`os_` for `os_log`, `os_unfair_lock_lock`).
        let prefixes: [String]
        /// What to say the module is used for.
        let examples: String
        /// Whether the file must also import a module that brings Darwin (for `os`).
        let needsDarwinElsewhere: Bool
    }

    /// Modules that bring Darwin's C library, which `os` also re-exports.
    static let darwinCarriers: Set<String> = ["Foundation", "SwiftUI", "UIKit", "AppKit", "Darwin"]

    static let combine = Checked(
        names: [
            "Combine", "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher", "Publishers", "Subscriber", "Subscribers",
            "AnySubscriber", "Subscription", "Subscriptions", "Subject", "PassthroughSubject", "CurrentValueSubject", "Just",
            "Future", "Deferred", "Empty", "Fail", "Record", "Published", "ObservableObject", "ObservableObjectPublisher",
            "ConnectablePublisher", "Scheduler", "ImmediateScheduler", "SchedulerTimeIntervalConvertible", "CombineIdentifier",
            "CustomCombineIdentifierConvertible", "TopLevelDecoder", "TopLevelEncoder",
            "sink", "assign", "store", "eraseToAnyPublisher", "receive", "subscribe", "send", "publisher", "publish",
            "autoconnect", "connect", "makeConnectable", "objectWillChange", "values", "debounce", "throttle",
            "removeDuplicates", "combineLatest", "merge", "zip", "switchToLatest", "share", "multicast", "handleEvents",
            "replaceNil", "replaceError", "replaceEmpty", "setFailureType", "mapError", "tryMap", "tryCatch", "catch",
            "retry", "collect", "scan", "delay", "timeout", "measureInterval", "breakpoint", "buffer", "prepend",
            "ignoreOutput", "dataTaskPublisher", "assertNoFailure", "cancel", "onReceive", "value",
        ],
        prefixes: [], examples: "no publisher, subject, `AnyCancellable`, `@Published` or `ObservableObject`",
        needsDarwinElsewhere: false)

    static let os = Checked(
        names: ["Logger", "log", "debug", "info", "notice", "error", "fault", "warning", "critical", "trace", "signpost"],
        prefixes: ["os_", "OS"], examples: "no `Logger`, `os_log`, `OSLog`, signpost or unfair lock",
        needsDarwinElsewhere: true)

    static let observation = Checked(
        names: ["Observable", "withObservationTracking", "Observations", "access", "withMutation"],
        prefixes: ["Observation"], examples: "no `@Observable`, `@ObservationIgnored` or `withObservationTracking`",
        needsDarwinElsewhere: false)

    /// The checked modules by the name an `import` gives.
    static let checked: [String: Checked] = ["Combine": combine, "os": os, "OSLog": os, "Observation": observation]

    static let description = RuleDescription(
        id: "import-no-unused", title: "Remove unused imports",
        category: .imports, impact: .should, presets: [.mvvm],
        rationale: """
        The mvvm guide asks for unused imports to go: they slow builds a little, widen what a file \
        can reach, and mislead readers about what it depends on (an `import Combine` left in a \
        ViewModel migrated to async/await suggests it still uses publishers).

        Knowing in general whether an import is used needs the type checker, so the rule checks \
        only modules whose use always shows in the names a file spells: `Combine` (its types, \
        `@Published`, `ObservableObject` and the publisher operators such as `sink`, `assign`, \
        `store`, `debounce`, `eraseToAnyPublisher`, `values`, and SwiftUI's `onReceive`, whose \
        argument is a publisher even when no Combine name is spelt), `os` and `OSLog` (`Logger`, `OSLog…`, \
        `OSSignposter`, `OSAllocatedUnfairLock`, every `os_…` function, and the logging methods \
        `debug`, `info`, `error`, `log` and the like called on a logger declared elsewhere) and \
        `Observation` (`@Observable`, `Observation…`, `withObservationTracking`). The `import` is \
        reported, at its keyword or first attribute, when none of those names occurs anywhere in \
        the file outside import statements: in code, under any `#if` branch, as a type, a call or \
        a member. `os` is checked only in files that also import Foundation, SwiftUI, UIKit or \
        AppKit, since it also re-exports Darwin's C functions.

        Left alone: every other module (SwiftUI, Foundation, UIKit and umbrella or project \
        modules re-export too much to judge by name), `@_exported` imports, imports of one \
        declaration (`import class Combine.AnyCancellable`). Any same-named identifier of the \
        project (a variable called `store` or `error`) counts as use, so the rule misses some \
        unused imports rather than report a used one. A `Combine` operator that Swift sequences \
        share (`map`, `filter`, `first`) used on a publisher from another file, with no Combine \
        name besides, would be missed by this check; removing the import from such a file then \
        fails to compile only outside SwiftUI files, which re-export Combine.
        """,
        triggering: [
            RuleExample("""
            ↓import Combine
            import Foundation

            // Migrated from Combine: no more AnyCancellable here.
            @MainActor @Observable final class ProductViewModel {
                var products: [ProductModel] = []
                let title = "sink"
                func load() async { products = await repository.fetch() }
            }
            """),
            RuleExample("""
            import SwiftUI
            #if os(iOS)
            ↓import os.log
            #endif

            struct LoggerBadge: View {
                var body: some View { Text("Logger").font(.caption) }
            }
            """),
            RuleExample("""
            import Foundation
            ↓@preconcurrency import OSLog
            ↓import Observation

            extension Settings {
                struct Store { var values: [String: Int] = [:] }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("""
            import Combine
            import Foundation

            final class SearchViewModel {
                private var cancellables = Set<AnyCancellable>()
                func bind(_ query: some Publisher<String, Never>) {}
            }
            """),
            RuleExample("""
            import Combine
            import os
            import SwiftUI

            struct FeedView: View {
                @ObservedObject var model: FeedModel
                var body: some View {
                    List(model.items) { Text($0.title) }
                        .onReceive(model.$items.debounce(for: 0.3, scheduler: RunLoop.main)) { _ in appLog.info("changed") }
                }
            }
            """),
            RuleExample("""
            @_exported import Combine
            import class Combine.AnyCancellable
            import os
            import Observation

            @Observable final class Counter { var value = 0 }
            func now() -> Double { sqrt(2) }
            """),
            RuleExample("""
            import Foundation
            import OSLog

            #if DEBUG
            let log = Logger(subsystem: "app", category: "net")
            #endif
            final class Cache { let lock = OSAllocatedUnfairLock() }
            """),
        ]
    )

    let configuration: RuleConfiguration

    func visit(_ node: ImportDeclSyntax, in file: FileContext) {
        guard let checked = Self.unusedChecked(node, in: file) else { return }
        let shown = node.path.trimmedDescription
        report(node, "Nothing in this file uses \(shown) (\(checked.examples)); remove `import \(shown)`.", in: file)
    }

    /// Whether this rule reports `node`: an import of a checked module that nothing in the file
    /// uses. `import-repo-foundation-only` and `mvvm-vm-foundation-only` leave such an import to it.
    static func isUnusedImport(_ node: ImportDeclSyntax, in file: FileContext) -> Bool {
        unusedChecked(node, in: file) != nil
    }

    /// The checked module's names when `node` imports one that the file does not use.
    private static func unusedChecked(_ node: ImportDeclSyntax, in file: FileContext) -> Checked? {
        guard node.importKindSpecifier == nil, let module = node.path.first?.name.text,
              let checked = checked[module],
              SyntaxQueries.attribute("_exported", in: node.attributes) == nil else { return nil }
        let names = file.cached(FileNames.self) { FileNames(file.tree) }
        if checked.needsDarwinElsewhere, names.importedModules.isDisjoint(with: darwinCarriers) { return nil }
        return names.uses(checked) ? nil : checked
    }

    /// The identifiers a file spells outside its import statements, collected once.
    private final class FileNames {
        var identifiers: Set<String> = []
        let importedModules: Set<String>

        init(_ tree: SourceFileSyntax) {
            importedModules = SyntaxQueries.importedModules(of: tree)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, token.parent?.is(ImportPathComponentSyntax.self) != true else { continue }
                identifiers.insert(text)
            }
        }

        func uses(_ checked: Checked) -> Bool {
            if !identifiers.isDisjoint(with: checked.names) { return true }
            guard !checked.prefixes.isEmpty else { return false }
            return identifiers.contains { name in checked.prefixes.contains { name.hasPrefix($0) } }
        }
    }
}
