import Domain
import FeatureAppointments
import FeaturePatients
import SwiftUI

/// Maps every route to its screen. Lives in the App target because it is the only module that
/// sees the screens of all features.
struct ClinicDestinations: ViewModifier {
    let coordinator: TabCoordinator
    let container: DependencyContainer

    func body(content: Content) -> some View {
        content
            .navigationDestination(for: AppointmentRoute.self) { route in
                switch route {
                case .detail(let id):
                    AppointmentDetailScreen(viewModel: container.makeAppointmentDetail(id: id, coordinator: coordinator))
                }
            }
            .navigationDestination(for: PatientRoute.self) { route in
                switch route {
                case .detail(let id):
                    PatientRecordScreen(viewModel: container.makePatientRecord(id: id, coordinator: coordinator))
                }
            }
    }
}
