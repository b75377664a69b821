/// The modules that come with Swift and with Apple's SDKs, which no rule may call third-party.
///
/// It covers the public frameworks of the iOS, iPadOS, Mac Catalyst, macOS, watchOS, tvOS and
/// visionOS SDKs, including those that exist on one platform only or are deprecated but still
/// importable (`MobileCoreServices`, `AddressBook`), the libraries that ship with the Swift
/// toolchain, and the C library modules of Darwin, Linux and Windows. Packages Apple publishes
/// on GitHub (`swift-collections`, `swift-log`, …) are dependencies like any other and are not
/// listed. The groups are by subject so a missing name is easy to spot: add a name to its group.
public enum AppleModules {
    /// The standard library and the libraries of the Swift toolchain.
    static let swiftToolchain: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport", "Distributed", "Observation", "RegexBuilder",
        "Synchronization", "Cxx", "CxxStdlib", "Dispatch", "ObjectiveC", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Testing", "XCTest",
        "XCUIAutomation", "StoreKitTest", "PlaygroundSupport",
    ]

    /// C libraries and kernel-level modules.
    static let system: Set<String> = [
        "Darwin", "Glibc", "Musl", "Android", "WASILibc", "WinSDK", "ucrt", "CRT", "MachO", "XPC", "zlib", "SQLite3",
        "sqlite3", "os", "OSLog", "System", "Kernel", "IOKit", "IOSurface", "DriverKit", "PCIDriverKit", "USBDriverKit",
        "HIDDriverKit", "NetworkingDriverKit", "SerialDriverKit", "AudioDriverKit", "BlockStorageDeviceDriverKit",
        "SCSIControllerDriverKit", "SCSIPeripheralsDriverKit", "SystemExtensions", "EndpointSecurity", "Hypervisor",
        "Virtualization", "DiskArbitration", "FSKit", "CoreFoundation", "CoreServices", "LaunchServices",
        "ServiceManagement", "SystemConfiguration", "Accelerate", "simd", "Spatial", "Compression", "AppleArchive",
        "ExceptionHandling", "MetricKit", "OpenDirectory", "Tcl", "Tk", "GSS", "Kerberos", "LDAP",
    ]

    /// Security, identity, accounts and privacy.
    static let security: Set<String> = [
        "Security", "SecurityFoundation", "SecurityInterface", "CryptoKit", "CryptoTokenKit", "LocalAuthentication",
        "LocalAuthenticationEmbeddedUI", "AuthenticationServices", "DeviceCheck", "AppTrackingTransparency",
        "ExecutionPolicy", "LightweightCodeRequirements", "SensitiveContentAnalysis", "Accounts", "Social",
        "IdentityLookup", "IdentityLookupUI", "ManagedSettings", "ManagedSettingsUI", "FamilyControls",
        "DeviceActivity", "ScreenTime", "AutomaticAssessmentConfiguration", "SafetyKit",
    ]

    /// Networking, devices and connectivity.
    static let connectivity: Set<String> = [
        "Network", "NetworkExtension", "CFNetwork", "NetFS", "CoreWLAN", "WiFiAware", "CoreBluetooth", "IOBluetooth",
        "IOBluetoothUI", "IOUSBHost", "CoreNFC", "ExternalAccessory", "NearbyInteraction", "CoreMIDI",
        "GameController", "CoreHID", "AccessorySetupKit", "DeviceDiscoveryExtension", "DeviceDiscoveryUI",
        "HomeKit", "Matter", "MatterSupport", "ThreadNetwork", "DockKit", "CoreTelephony", "CallKit",
        "LiveCommunicationKit", "PushKit", "PushToTalk", "MultipeerConnectivity", "WatchConnectivity",
        "ProximityReader", "EnergyKit", "CarPlay",
    ]

    /// App services: data, system integration, commerce, extensions.
    static let appServices: Set<String> = [
        "Combine", "CoreData", "SwiftData", "CloudKit", "CoreSpotlight", "UniformTypeIdentifiers", "CoreTransferable",
        "UserNotifications", "UserNotificationsUI", "NotificationCenter", "BackgroundTasks", "BackgroundAssets",
        "FileProvider", "FileProviderUI", "ExtensionFoundation", "ExtensionKit", "AppIntents", "Intents",
        "IntentsUI", "ActivityKit", "WidgetKit", "AppClip", "StoreKit", "MarketplaceKit", "AdServices", "AdSupport",
        "AdAttributionKit", "iAd", "PassKit", "FinanceKit", "FinanceKitUI", "ManagedAppDistribution", "EventKit",
        "EventKitUI", "Contacts", "ContactsUI", "ContactProvider", "AddressBook", "AddressBookUI", "MessageUI",
        "Messages", "SharedWithYou", "SharedWithYouCore", "GroupActivities", "LinkPresentation", "SafariServices",
        "WebKit", "JavaScriptCore", "BrowserEngineKit", "BrowserEngineCore", "CoreLocation", "CoreLocationUI",
        "MapKit", "WeatherKit", "CoreMotion", "HealthKit", "HealthKitUI", "WorkoutKit", "SensorKit", "ClassKit",
        "ExposureNotification", "JournalingSuggestions", "Translation", "TranslationUIProvider", "TipKit",
        "MobileCoreServices", "BusinessChat", "Automator", "OSAKit", "ScriptingBridge", "AppleScriptKit",
        "AppleScriptObjC", "PreferencePanes", "InstallerPlugins", "InputMethodKit", "Collaboration",
        "DataDetection", "TabularData", "MediaSetup", "VideoSubscriberAccount",
    ]

    /// User interface.
    static let userInterface: Set<String> = [
        "SwiftUI", "SwiftUICore", "UIKit", "AppKit", "Cocoa", "Carbon", "ApplicationServices", "WatchKit",
        "ClockKit", "TVUIKit", "TVServices", "TVMLKit", "Charts", "Symbols", "Accessibility", "MediaAccessibility",
        "QuickLook", "QuickLookUI", "QuickLookThumbnailing", "PDFKit", "Quartz", "PencilKit", "PaperKit",
        "DeveloperToolsSupport", "PreviewsMacros", "CompositorServices", "RealityKit", "RealityFoundation", "ARKit",
        "RoomPlan",
    ]

    /// Graphics, images, audio and video.
    static let media: Set<String> = [
        "CoreGraphics", "CoreImage", "CoreText", "QuartzCore", "ImageIO", "ColorSync", "CoreDisplay", "Metal",
        "MetalKit", "MetalFX", "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "ModelIO", "SceneKit",
        "SpriteKit", "GameplayKit", "GameKit", "GLKit", "OpenGL", "OpenGLES", "OpenAL", "GLUT", "PHASE",
        "CoreHaptics", "AVFoundation", "AVFAudio", "AVKit", "AVRouting", "AudioToolbox", "AudioUnit", "CoreAudio",
        "CoreAudioKit", "CoreAudioTypes", "CoreMedia", "CoreMediaIO", "CoreVideo", "VideoToolbox", "MediaPlayer",
        "MediaLibrary", "MediaExtension", "MusicKit", "ShazamKit", "iTunesLibrary", "Photos", "PhotosUI",
        "ImageCaptureCore", "ImageKit", "ImagePlayground", "Cinematic", "ScreenCaptureKit", "ReplayKit",
        "AssetsLibrary",
    ]

    /// Machine learning, vision and language.
    static let intelligence: Set<String> = [
        "CoreML", "CreateML", "CreateMLComponents", "MLCompute", "Vision", "VisionKit", "NaturalLanguage", "Speech",
        "SoundAnalysis", "FoundationModels", "VisualIntelligence",
    ]

    /// Every module of the groups above.
    public static let all: Set<String> = swiftToolchain.union(system).union(security).union(connectivity)
        .union(appServices).union(userInterface).union(media).union(intelligence)

    /// Whether `module` comes with Swift or an Apple SDK.
    public static func contains(_ module: String) -> Bool { all.contains(module) }
}
