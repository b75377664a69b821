import Foundation

/// Turns `shop://` links into routes.
enum DeepLinkHandler { // PLANTED layout-navigation-files: the deep-link handler outside Navigation/.
    static func route(for url: URL) -> Route? {
        guard url.scheme == "shop" else { return nil }
        switch url.host() {
        case "product":
            guard let id = url.pathComponents.dropFirst().first else { return nil }
            return .productDetail(id: id)
        case "settings":
            return .settings
        default:
            return nil
        }
    }
}
