#if DEBUG
import Domain
import Foundation

/// Sample data for previews; never compiled into release builds.
struct PreviewAppointmentRepository: AppointmentRepository {
    static let sample = Appointment(
        id: UUID(),
        patientID: UUID(),
        patientName: "Ada Byron",
        practitioner: "Dr. Snow",
        startsAt: .now.addingTimeInterval(3_600),
        duration: .seconds(1_800)
    )

    func cachedAppointments(on day: Date) async -> [Appointment] { [Self.sample] }
    func refreshAppointments(on day: Date) async throws(ClinicError) -> [Appointment] { [Self.sample] }
    func appointment(id: Appointment.ID) async throws(ClinicError) -> Appointment { Self.sample }
    func cancel(_ id: Appointment.ID) async throws(ClinicError) {}
}

final class PreviewAppointmentsCoordinator: AppointmentsCoordinating {
    func showAppointment(_ id: Appointment.ID) {}
    func showPatient(_ id: Patient.ID) {}
}

final class PreviewErrorRouter: ErrorRouting {
    func route(_ error: ClinicError) {}
}

extension AppointmentListViewModel {
    static var preview: AppointmentListViewModel {
        AppointmentListViewModel(
            repository: PreviewAppointmentRepository(),
            coordinator: PreviewAppointmentsCoordinator(),
            errorRouter: PreviewErrorRouter()
        )
    }
}
#endif
