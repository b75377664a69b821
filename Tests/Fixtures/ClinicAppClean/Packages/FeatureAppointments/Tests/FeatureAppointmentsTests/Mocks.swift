import Domain
import Foundation

/// Returns canned appointments and records cancellations.
actor MockAppointmentRepository: AppointmentRepository {
    var cached: [Appointment] = []
    var fresh: Result<[Appointment], AppError> = .success([])
    private(set) var cancelledIDs: [Appointment.ID] = []
    var cancelFailure: AppError?

    init(cached: [Appointment] = [], fresh: Result<[Appointment], AppError> = .success([])) {
        self.cached = cached
        self.fresh = fresh
    }

    func cachedAppointments(on day: Date) async -> [Appointment] { cached }

    func refreshAppointments(on day: Date) async throws(AppError) -> [Appointment] {
        try fresh.get()
    }

    func appointment(id: Appointment.ID) async throws(AppError) -> Appointment {
        guard let match = (cached + ((try? fresh.get()) ?? [])).first(where: { $0.id == id }) else { throw .notFound }
        return match
    }

    func cancel(_ id: Appointment.ID) async throws(AppError) {
        if let cancelFailure { throw cancelFailure }
        cancelledIDs.append(id)
    }
}

/// Records where the feature asked to go.
@MainActor
final class MockAppointmentsCoordinator: AppointmentsCoordinating {
    private(set) var shownAppointments: [Appointment.ID] = []
    private(set) var shownPatients: [Patient.ID] = []

    func showAppointment(_ id: Appointment.ID) { shownAppointments.append(id) }
    func showPatient(_ id: Patient.ID) { shownPatients.append(id) }
}

/// Records the errors the feature reported.
@MainActor
final class MockErrorRouter: ErrorRouting {
    private(set) var routed: [AppError] = []

    func route(_ error: AppError) { routed.append(error) }
}

func makeAppointment(status: Appointment.Status = .scheduled, startingIn seconds: TimeInterval = 3_600) -> Appointment {
    Appointment(
        id: UUID(),
        patientID: UUID(),
        patientName: "Ada Byron",
        practitioner: "Dr. Snow",
        startsAt: .now.addingTimeInterval(seconds),
        duration: .seconds(1_800),
        status: status
    )
}
