import ArchitectCore
import ArchitectProject

extension Registry {
    /// The project rules of the clinic architecture (module graph, layers, placement).
    static let clinicProjectRules: [any ProjectRule.Type] = [
        AppSoleConvergence.self,
        FeatureImportAllowlist.self,
        FeatureNoSiblingImport.self,
        SpmLocalPackages.self,
        DomainContracts.self,
        CoordinatorPlacement.self,
        StrictConcurrencyEnabled.self,
        DiffReferenceTypes.self,
        LayerDependencyRule.self,
        RepositoryPlacement.self,
        ModelValueTypes.self,
        ModelEquatableSendable.self,
        DiMockTesting.self,
        DiContainerComposition.self,
        DiProtocolAbstraction.self,
    ]
}
