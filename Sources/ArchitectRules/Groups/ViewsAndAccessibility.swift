import ArchitectCore

extension Registry {
    /// The file rules of this group. Each rule is one type in its category folder.
    static let viewsAndAccessibilityRules: [any SyntaxRule.Type] = [
        PreviewMacro.self,
        ScalableFonts.self,
        IconButtonLabel.self,
        FocusEnum.self,
        ViewBuilderComposition.self,
        BodyLength.self,
        ViewNoNetwork.self,
        TestableImport.self,
        ExtractSubviews.self,
        MinimalDependencies.self,
        AnimSpring.self,
        AnimMatchedGeometry.self,
        AnimMatchedGeometryLimits.self,
        AnimGestureDriven.self,
        AnimWithAnimation.self,
        AnimTransitionEffects.self,
    ]
}
