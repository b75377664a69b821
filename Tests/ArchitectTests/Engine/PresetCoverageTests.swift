import ArchitectCore
import ArchitectSyntax
@testable import ArchitectRules
import Testing

/// The preset contents the rule catalog prescribes (its §1, §5 and §8 tables), by rule ID.
@Suite("Preset coverage")
struct PresetCoverageTests {
    /// Every row of the clinic document's table (catalog §1).
    static let clinicRows = [
        "diff-equatable-views", "diff-closure-skip", "diff-reference-types", "diff-identity-stability",
        "diff-avoid-anyview", "diff-printchanges-debug", "state-observable-class", "state-ownership",
        "state-single-source", "state-scoped-observation", "state-binding-minimal", "state-environment-global",
        "state-no-published", "view-body-complexity", "view-extract-subviews", "view-no-logic-in-body",
        "view-minimal-dependencies", "view-viewbuilder-composition", "view-no-init-sideeffects",
        "nav-coordinator-pattern", "nav-routes-enum", "nav-deeplink-support", "nav-modal-sheets",
        "nav-no-navigationlink", "layer-dependency-rule", "layer-usecase-protocol", "layer-repository-protocol",
        "layer-model-value-types", "layer-model-equatable-sendable", "layer-no-view-repository",
        "layer-viewmodel-boundary", "di-environment-injection", "di-protocol-abstraction", "di-container-composition",
        "di-no-hidden-singleton", "di-mock-testing", "list-constant-viewcount", "list-filter-in-model",
        "list-id-keypath", "list-lazy-stacks", "data-task-modifier", "data-async-init", "data-error-loadable",
        "data-combine-avoid", "data-cancellation", "clinic-feature-import-allowlist",
        "clinic-feature-no-sibling-import", "clinic-app-sole-convergence", "clinic-spm-local-packages",
        "clinic-domain-contracts", "clinic-coordinator-placement", "clinic-route-shell-destinations",
        "clinic-data-owns-io", "clinic-error-routing", "clinic-swr-optimistic-writes",
    ]

    /// Every row of the performance document's table (catalog §5).
    static let optimiseRows = [
        "conc-combine-to-async", "conc-mainactor-isolation", "conc-swift6-sendable", "conc-task-id-pattern",
        "conc-actor-for-shared-state", "conc-asyncsequence-streams", "conc-strict-concurrency-enabled",
        "perf-view-decomposition", "perf-instruments-profiling", "perf-no-formatter-in-body", "perf-lazy-containers",
        "perf-canvas-timeline", "perf-canvas-not-interactive", "perf-drawinggroup", "perf-equatable-views",
        "perf-task-modifier", "perf-async-image", "anim-spring", "anim-matchedgeometry", "anim-matchedgeometry-limits",
        "anim-gesture-driven", "anim-with-animation", "anim-transition-effects",
    ]

    /// The canonical rules of the `recommended` preset (catalog §8).
    static let recommended = [
        "state-no-published", "data-task-modifier", "data-cancellation", "nav-no-navigationlink", "nav-routes-enum",
        "diff-avoid-anyview", "diff-identity-stability", "list-filter-in-model", "perf-no-formatter-in-body",
        "list-lazy-stacks", "data-async-init", "view-no-init-sideeffects", "diff-printchanges-debug",
        "conc-mainactor-isolation", "conc-swift6-sendable", "conc-asyncsequence-streams", "review-onchange-modern",
        "review-preview-macro", "a11y-scalable-fonts", "a11y-icon-button-label", "review-focus-enum",
        "review-tab-independent-paths", "review-sheet-destination-enum", "review-sheet-item", "state-binding-minimal",
        "view-viewbuilder-composition", "review-body-50-lines", "mvvm-arch-view-no-network",
        "import-testable-tests-only",
    ]

    @Test func everyClinicRowIsARuleAnAliasOrAManualItem() throws {
        let catalog = Registry.catalog
        for id in Self.clinicRows + Self.optimiseRows {
            if let item = catalog.manualItem(for: id) {
                #expect(item.presets.contains(.clinic), "\(id) is a manual item outside clinic")
                continue
            }
            let rule = try #require(catalog.description(for: id), "\(id) is neither a rule, an alias nor a manual item")
            #expect(rule.presets.contains(.clinic), "\(id) (\(rule.id)) is not in the clinic preset")
        }
    }

    @Test func everyPerformanceRowIsInOptimise() throws {
        for id in Self.optimiseRows where Registry.catalog.manualItem(for: id) == nil {
            let rule = try #require(Registry.catalog.description(for: id), "\(id) is missing")
            #expect(rule.presets.contains(.optimise), "\(id) is not in the optimise preset")
        }
    }

    @Test func recommendedIsExactlyTheCatalogTable() {
        let engineRules = Set(Registry.engineRules.map(\.id))
        let actual = Set(Registry.catalog.ruleIDs(in: .recommended)).subtracting(engineRules)
        #expect(actual == Set(Self.recommended))
    }

    @Test func allContainsEveryRule() {
        #expect(Set(Registry.catalog.ruleIDs(in: .all)) == Set(Registry.catalog.descriptions.map(\.id)))
    }

    @Test func noIDIsClaimedTwice() {
        var seen: [String: String] = [:]
        for rule in Registry.catalog.descriptions {
            for id in [rule.id] + rule.aliases {
                #expect(seen[id] == nil, "\(id) is claimed by \(rule.id) and \(seen[id] ?? "")")
                seen[id] = rule.id
            }
        }
        for item in Registry.catalog.manualItems {
            #expect(seen[item.id] == nil, "\(item.id) is both a rule and a manual item")
        }
    }
}
