import ArchitectCore
import ArchitectSyntax
import SwiftSyntax

/// Flags ViewModels that track loading status with several flags instead of one state enum.
struct DataErrorLoadableRule: SyntaxRule {
    /// The `flagNames` option.
    static let flagNames = Option<[String]>("flagNames", default: ["isLoading", "hasError", "hasLoaded", "isEmpty", "error", "errorMessage"],
                       "Stored property names that count as status flags.")

    /// The `minFlags` option.
    static let minFlags = Option<Int>("minFlags", default: 2, "How many status flags next to a data property are reported.")

    /// The `enumName` option.
    static let enumName = Option<String>("enumName", default: "Loadable", "The state enum the message suggests.")

    /// The rule's ID, rationale, options and examples.
    public static let description = RuleDescription(
        id: "data-error-loadable", title: "Model loading state as one enum, not flags", category: .data, impact: .medium,
        presets: [.clinic, .review, .clean], aliases: ["review-loadstate-enum", "clean-viewstate-enum"],
        rationale: """
        Separate status flags next to the data (`isLoading`, `error`, `hasLoaded`, …) can be \
        combined in ways that mean nothing: loading and failed at once, loaded but still showing \
        the old error, "empty" before the first fetch. Every view then guesses which flag wins. \
        One enum with the cases idle, loading, loaded(value) and error holds exactly one state at \
        a time, and a `switch` over it makes the view handle each case.

        The rule is a heuristic. It reports, at the class name, a class marked `@Observable` or \
        named `…ViewModel` that has at least one other stored `var` (the data) and at least \
        `minFlags` (2) stored properties whose names are in `flagNames` (`isLoading`, `hasError`, \
        `hasLoaded`, `isEmpty`, `error`, `errorMessage` by default). A property called `error` \
        counts only when its type names an error (`Error?`, `(any Error)?`, `AppError?`). \
        Computed flags derived from a state enum (`var isLoading: Bool { state == .loading }`) \
        are fine and are not counted, nor are `static` or `private`/`fileprivate` data \
        properties. The enum named in the message follows the preset (`Loadable` for clinic, \
        `LoadState` for review, `ViewState` for clean; option `enumName`). Known false positive: \
        a form ViewModel whose flags describe a submit rather than a load; pagination flags such \
        as `isLoadingMore` are not in the default list. Test files and preview or debug code \
        (`#Preview`, `PreviewProvider`, `#if DEBUG`) are left alone: their stand-in models mimic \
        states on purpose.
        """,
        options: [
            flagNames,
            minFlags,
            enumName,
        ],
        presetOptions: [
            .review: ["enumName": .string("LoadState")],
            .clean: ["enumName": .string("ViewState")],
        ],
        triggering: [
            RuleExample("""
            @Observable
            final class ↓InvoiceListViewModel {
                var invoices: [Invoice] = []
                var isLoading = false
                var errorMessage: String?
            }
            """),
            RuleExample("""
            enum Billing {
                final class ↓HistoryViewModel {
                    private(set) var entries: [Entry] = []
                    #if DEBUG
                    var hasLoaded = false
                    #endif
                    var error: (any Error)?
                }
            }
            """),
            RuleExample("""
            @Observation.Observable
            final class ↓FeedStore {
                var posts: [Post] = []
                var isRefreshing = false
                var failure: AppError?
                var isLoading = false
            }
            """, options: ["flagNames": .strings(["isRefreshing", "failure", "isLoading"]), "minFlags": .int(3)]),
        ],
        nonTriggering: [
            RuleExample("""
            @Observable final class SpyProfileViewModel {
                var profile: Profile?
                var isLoading = false
                var errorMessage: String?
            }
            """, path: "Tests/ProfileTests/SpyProfileViewModel.swift"),
            RuleExample("""
            #if DEBUG
            @Observable final class PreviewFeedViewModel {
                var items: [Item] = []
                var isLoading = true
                var hasError = false
            }
            #endif
            """),
            RuleExample("""
            // isLoading and errorMessage as stored flags would be reported.
            @Observable
            final class InvoiceListViewModel {
                var invoices: Loadable<[Invoice]> = .idle
                var isLoading: Bool { invoices.isLoading }
                var errorMessage: String? { invoices.errorText }
            }
            """),
            RuleExample("""
            @Observable
            final class SearchViewModel {
                var query = ""
                var results: [String] = []
                var isLoading = false
                var error: String?
            }
            """),
            RuleExample("""
            struct BannerState {
                var text = ""
                var isLoading = false
                var errorMessage: String?
            }
            final class ImageLoader {
                var image: Data?
                var isLoading = false
                var error: Error?
            }
            """),
            RuleExample("""
            @Observable
            final class SyncStatusViewModel {
                private let service: SyncService
                private var retries = 0
                var isLoading = false
                var errorMessage: String?
                init(service: SyncService) { self.service = service }
            }
            """),
        ]
    )

    /// The severity and options this run uses.
    public let configuration: RuleConfiguration

    /// Checks one node the engine hands over and reports what is wrong with it.
    public func visit(_ classDecl: ClassDeclSyntax, in file: FileContext) {
        guard !file.isTestFile, TypeRoles.isViewModel(classDecl),
              !SyntaxQueries.isPreviewOrDebugCode(classDecl) else { return }
        let flagNames = Set(configuration[Self.flagNames])
        var flags: [String] = []
        var hasData = false
        for variable in TypeRoles.storedVariables(in: classDecl.memberBlock) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if flagNames.contains(name), name != "error" || namesAnError(binding.typeAnnotation?.type) {
                    flags.append(name)
                } else if variable.bindingSpecifier.tokenKind == .keyword(.var), !TypeRoles.isPrivate(variable.modifiers) {
                    hasData = true
                }
            }
        }
        let minimum = max(1, configuration[Self.minFlags])
        guard hasData, flags.count >= minimum else { return }
        let listed = flags.map { "`\($0)`" }.joined(separator: ", ")
        let enumName = configuration[Self.enumName]
        report(classDecl.name, "`\(classDecl.name.text)` tracks its loading status in separate properties (\(listed)); replace them with one `\(enumName)` enum (idle, loading, loaded, error) so impossible combinations cannot occur.", in: file)
    }

    /// Whether a declared type names an error: some identifier in it ends in `Error`.
    private func namesAnError(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return type.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let text) = token.tokenKind { return text.hasSuffix("Error") }
            return false
        }
    }
}
