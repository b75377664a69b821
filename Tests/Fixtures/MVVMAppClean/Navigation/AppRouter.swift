import SwiftUI

/// Owns every navigation stack's path and the presented sheet.
@Observable
@MainActor
final class AppRouter {
    var productsPath = NavigationPath()
    var settingsPath = NavigationPath()
    var sheet: SheetRoute?

    func push(_ route: Route) {
        productsPath.append(route)
    }

    func present(_ route: SheetRoute) {
        sheet = route
    }

    /// Shows the destination a deep link names, if it names one.
    func open(_ url: URL) {
        guard let route = DeepLinkHandler.route(for: url) else { return }
        push(route)
    }
}
