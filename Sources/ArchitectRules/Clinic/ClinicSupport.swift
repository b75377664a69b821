import ArchitectCore
import ArchitectProject

/// Shared knowledge of the clinic project rules.
enum ClinicSupport {
    /// Apple's own modules, which any layer may import unless a rule says otherwise.
    static let appleModules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "UIKit", "AppKit", "Observation", "Combine", "CoreGraphics", "CoreImage",
        "CoreLocation", "CoreData", "SwiftData", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "PhotoKit",
        "StoreKit", "UserNotifications", "WidgetKit", "ActivityKit", "AppIntents", "Charts", "OSLog", "os", "Dispatch",
        "Security", "CryptoKit", "LocalAuthentication", "Network", "WebKit", "SafariServices", "QuartzCore", "Metal",
        "MetalKit", "SceneKit", "SpriteKit", "RealityKit", "ARKit", "Vision", "VisionKit", "CoreML", "NaturalLanguage",
        "Speech", "HealthKit", "HealthKitUI", "EventKit", "EventKitUI", "Contacts", "ContactsUI", "MessageUI", "CloudKit",
        "GameKit", "CoreHaptics", "CoreMotion", "CoreBluetooth", "CoreNFC", "PassKit", "AuthenticationServices",
        "BackgroundTasks", "LinkPresentation", "QuickLook", "PDFKit", "TipKit", "Accessibility", "UniformTypeIdentifiers",
        "RegexBuilder", "Synchronization", "Testing", "XCTest", "CoreTransferable", "SwiftUICore", "CoreText", "ImageIO",
        "MediaPlayer", "MusicKit", "ShazamKit", "CoreSpotlight", "Intents", "IntentsUI", "DeviceActivity", "FamilyControls",
        "ManagedSettings", "SwiftDataMacros", "Glibc", "Darwin", "FoundationNetworking",
    ]

    /// One finding per place a forbidden dependency is written, for the dependencies `LayerPolicy`
    /// assigns to `rule`'s ID.
    static func forbiddenDependencyFindings(of rule: some ProjectRule, in project: ProjectIndex, message: (DependencyUse, String, String) -> String) -> [Finding] {
        let id = type(of: rule).description.id
        let layout = project.layout
        return project.dependencyUses.compactMap { use in
            let fromLayer = layout.layer(ofModule: use.from)
            let toLayer = layout.layer(ofModule: use.to)
            guard LayerPolicy.forbiddingRule(from: fromLayer, to: toLayer) == id else { return nil }
            return rule.finding(use.path, use.location, message(use, fromLayer ?? "?", toLayer ?? "?"))
        }
    }

    /// The imports of production files in `layer` that name neither a project module nor one of
    /// `known` (Apple's modules and configured names): third-party packages, file by file.
    static func thirdPartyImports(in project: ProjectIndex, layer: String, known: Set<String>) -> [(file: FileSummary, placement: FilePlacement, item: ImportSummary)] {
        let projectModules = project.moduleNames
        var result: [(file: FileSummary, placement: FilePlacement, item: ImportSummary)] = []
        for file in project.files {
            guard let placement = project.placements[file.path], placement.layer == layer, !placement.isTestFile else { continue }
            for item in file.imports where !projectModules.contains(item.module) && !known.contains(item.module) {
                result.append((file, placement, item))
            }
        }
        return result
    }

    /// How a dependency is written, for messages: "imports" or "depends on … in Package.swift".
    static func verb(_ use: DependencyUse) -> String {
        use.kind == .import ? "imports" : "depends in Package.swift on"
    }
}
