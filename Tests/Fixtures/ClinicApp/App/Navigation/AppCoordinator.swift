import Foundation
import Observation

/// The tabs of the root view.
enum AppTab: Hashable {
    case appointments
    case patients
}

/// The root coordinator: the selected tab, one coordinator per tab, and deep links.
@MainActor
@Observable
final class AppCoordinator {
    var selectedTab = AppTab.appointments
    let appointmentsTab = TabCoordinator()
    let patientsTab = TabCoordinator()

    /// Opens a deep link in the tab it belongs to.
    @discardableResult
    func handle(url: URL) -> Bool {
        switch DeepLink(url: url) {
        case .appointment?:
            selectedTab = .appointments
            return appointmentsTab.handle(url: url)
        case .patient?:
            selectedTab = .patients
            return patientsTab.handle(url: url)
        case nil:
            return false
        }
    }
}
