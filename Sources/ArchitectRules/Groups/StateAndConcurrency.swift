import ArchitectCore
import ArchitectProject

extension Registry {
    /// The file rules of this group. Each rule is one type in its category folder.
    static let stateAndConcurrencyRules: [any SyntaxRule.Type] = [
        StateNoPublished.self,
        StateBindingMinimal.self,
        StateObservableClass.self,
        StateOwnership.self,
        StateSingleSource.self,
        DataTaskModifier.self,
        DataCancellation.self,
        DataAsyncInit.self,
        DataErrorLoadable.self,
        ViewNoInitSideEffects.self,
        ReviewOnChangeModern.self,
        ConcMainActorIsolation.self,
        ConcSwift6Sendable.self,
        ConcAsyncSequenceStreams.self,
        ConcCombineToAsync.self,
        ConcActorForSharedState.self,
        DiNoHiddenSingleton.self,
        DiEnvironmentInjection.self,
        ClinicErrorRouting.self,
        LayerUseCaseProtocol.self,
    ]

    /// The project rules of this group; `Registry.projectRules` should include this list.
    static let stateAndConcurrencyProjectRules: [any ProjectRule.Type] = [
        LayerViewModelBoundary.self,
        DiNoHiddenSingleton.self,
    ]
}
