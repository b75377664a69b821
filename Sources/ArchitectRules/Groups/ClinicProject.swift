import ArchitectCore
import ArchitectProject

extension Registry {
    /// The project rules of the clinic architecture (module graph, layers, placement).
    static let clinicProjectRules: [any ProjectRule.Type] = [
        AppSoleConvergence.self,
        FeatureImportAllowlist.self,
        FeatureNoSiblingImport.self,
    ]
}
