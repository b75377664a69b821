import FeaturePatients
import SwiftUI

/// The patients tab: binds its coordinator's path and installs the destinations.
struct PatientsRouteShell: View {
    @Bindable var coordinator: TabCoordinator
    @Environment(DependencyContainer.self) private var container

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            PatientSearchScreen(viewModel: container.makePatientSearch(coordinator: coordinator))
                .modifier(ClinicDestinations(coordinator: coordinator, container: container))
        }
    }
}
