import Foundation
import Observation

/// Every place the app can push onto a navigation stack.
enum AppRoute: Hashable {
    case article(Article.ID)
    case author(Author)
    case section(Article.Section)
}

/// Owns the selected tab and one navigation path per tab.
///
/// Despite the name, this has nothing to do with the deprecated `NavigationView`;
/// it is the state behind the app's `NavigationStack`s.
@Observable
@MainActor
final class NavigationViewModel {
    enum Tab: Hashable, CaseIterable {
        case today
        case search
        case saved
        case settings
    }

    var selectedTab: Tab = .today
    var todayPath: [AppRoute] = []
    var searchPath: [AppRoute] = []
    var savedPath: [AppRoute] = []

    /// Handles `gazette://article/<uuid>` and `gazette://section/<name>` links.
    func open(_ url: URL) {
        guard url.scheme == "gazette", let host = url.host() else { return }
        let argument = url.pathComponents.dropFirst().first
        switch host {
        case "article":
            guard let argument, let id = UUID(uuidString: argument) else { return }
            selectedTab = .today
            todayPath = [.article(id)]
        case "section":
            guard let argument, let section = Article.Section(rawValue: argument) else { return }
            selectedTab = .today
            todayPath = [.section(section)]
        default:
            break
        }
    }

    /// Pops the stack of the given tab back to its root.
    func popToRoot(_ tab: Tab) {
        switch tab {
        case .today: todayPath.removeAll()
        case .search: searchPath.removeAll()
        case .saved: savedPath.removeAll()
        case .settings: break
        }
    }
}
