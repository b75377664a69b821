import ArchitectCore
import ArchitectProject
import Testing

@Suite("Layer patterns")
struct LayerPatternTests {
    static let layout = ProjectLayout(manifests: [], configuration: Configuration(baseDirectory: "/p"), rootDirectory: "/p")

    @Test func commonSpellingsOfFeatureModules() {
        for name in ["FeatureOrders", "OrdersFeature", "OrdersFeatures", "MediaUI", "ProfileScreen", "AuthScreens"] {
            #expect(Self.layout.layer(ofModule: name) == "features", "\(name)")
        }
        #expect(Self.layout.layer(ofModule: "AppFeature") == "app")
        #expect(Self.layout.layer(ofModule: "IceCubesApp") == "app")
        #expect(Self.layout.layer(ofModule: "OrdersDomain") == "domain")
    }

    @Test func lookAlikesGetNoLayer() {
        // Apple's modules, the bare fixed part of a pattern, and app names ending in SwiftUI.
        for name in ["SwiftUI", "StoreKit", "UI", "Feature", "Screens", "CountriesSwiftUI"] {
            #expect(Self.layout.layer(ofModule: name) == nil, "\(name)")
        }
        #expect(Self.layout.layer(ofModule: "Styleguide") == nil)
    }

    @Test func foldersOfLooseFilesUseOnlyTheStrongFeatureSpellings() {
        #expect(Self.layout.layer(ofFolder: "HomeScreen") == nil)
        #expect(Self.layout.layer(ofFolder: "SharedUI") == nil)
        #expect(Self.layout.layer(ofFolder: "FeatureCart") == "features")
        #expect(Self.layout.layer(ofFolder: "CartFeature") == "features")
        #expect(Self.layout.placement(of: "/p/App/Screens/HomeScreen/HomeView.swift").module == "App")
        #expect(Self.layout.placement(of: "/p/Sources/SharedUI/Button.swift").module == nil)
        // A configured pattern applies to folders too.
        var configuration = Configuration(baseDirectory: "/p")
        configuration.layers["features"] = ["*Screen"]
        let configured = ProjectLayout(manifests: [], configuration: configuration, rootDirectory: "/p")
        #expect(configured.layer(ofFolder: "HomeScreen") == "features")
    }
}
