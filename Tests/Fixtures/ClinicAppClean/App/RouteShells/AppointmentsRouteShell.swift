import FeatureAppointments
import SwiftUI

/// The appointments tab: binds its coordinator's path and installs the destinations.
struct AppointmentsRouteShell: View {
    @Bindable var coordinator: TabCoordinator
    @Environment(DependencyContainer.self) private var container

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            AppointmentListScreen(viewModel: container.makeAppointmentList(coordinator: coordinator))
                .modifier(ClinicDestinations(coordinator: coordinator, container: container))
        }
    }
}
