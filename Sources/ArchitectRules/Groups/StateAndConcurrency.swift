import ArchitectCore

extension Registry {
    /// The file rules of this group. Each rule is one type in its category folder.
    static let stateAndConcurrencyRules: [any SyntaxRule.Type] = [
        StateNoPublished.self,
        StateBindingMinimal.self,
        DataTaskModifier.self,
        DataCancellation.self,
        DataAsyncInit.self,
        ViewNoInitSideEffects.self,
        ReviewOnChangeModern.self,
        ConcMainActorIsolation.self,
        ConcSwift6Sendable.self,
        ConcAsyncSequenceStreams.self,
    ]
}
