import ArchitectCore

extension Registry {
    /// The file rules of this group. Each rule is one type in its category folder.
    static let navigationAndListsRules: [any SyntaxRule.Type] = [
        NoNavigationLinkDestination.self,
        StringlyTypedRoutes.self,
        StableListIdentity.self,
        CollectionTransformInBody.self,
        FormatterInBody.self,
        EagerStackInScrollView.self,
        PrintChangesOutsideDebug.self,
        SharedTabNavigationPath.self,
        MultipleBoolSheets.self,
        SheetUnwrapsSelection.self,
        EquatableViews.self,
        ClosureSkipEquatable.self,
        ConstantRowViewCount.self,
        CoordinatorDeepLinks.self,
        TimelineShapesWithoutCanvas.self,
        CanvasInteractivity.self,
        DrawingGroupContent.self,
        RemoteImageCaching.self,
        LogicInBody.self,
    ]
}
