import Foundation

/// Build-time configuration: the API host and feature flags.
enum AppConfig {
    #if DEBUG
    static let baseURL = URL(string: "https://staging.api.example.com")!
    #else
    static let baseURL = URL(string: "https://api.example.com")!
    #endif

    static let showsRecommendations = false
}
