import ArchitectCore
import Testing

/// End-to-end runs of the command line on the two single-target MVVM fixture apps in
/// `Tests/Fixtures`: `MVVMAppClean`, a shop app written the way the MVVM guide asks, must lint
/// clean under `--preset mvvm`; `MVVMApp` is the overlay that plants one violation of each
/// project rule of the preset (see `FixtureTwins`).
@Suite("MVVM fixture projects")
struct MVVMFixtureTests {
    /// The MVVM twins.
    static let twins = FixtureTwins(overlayName: "MVVMApp", preset: .mvvm)

    @Test func violatingFixtureHasOneFindingOfEachProjectRuleWhereItIsPlanted() throws {
        try Self.twins.expectOneFindingOfEachProjectRuleWhereItIsPlanted()
    }

    @Test func cleanTwinHasNoFindingAtAll() throws {
        try Self.twins.expectCleanTwinLintsClean()
    }

    @Test func composedViolatingAppIsTheCleanTwinWithTheOverlayOnTop() throws {
        try Self.twins.expectComposedAppIsTheCleanTwinWithTheOverlayOnTop()
    }
}
