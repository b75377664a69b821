import Domain
import Foundation

/// Answers searches and lookups from a fixed list of patients.
actor MockPatientRepository: PatientRepository {
    private let patients: [Patient]
    private(set) var queries: [String] = []

    init(patients: [Patient]) {
        self.patients = patients
    }

    func searchPatients(matching query: String) async throws(AppError) -> [Patient] {
        queries.append(query)
        return patients.filter { $0.fullName.localizedStandardContains(query) }
    }

    func patient(id: Patient.ID) async throws(AppError) -> Patient {
        guard let patient = patients.first(where: { $0.id == id }) else { throw .notFound }
        return patient
    }

    func appointments(of patientID: Patient.ID) async throws(AppError) -> [Appointment] { [] }
}

/// Records where the feature asked to go.
@MainActor
final class MockPatientsCoordinator: PatientsCoordinating {
    private(set) var shownPatients: [Patient.ID] = []
    private(set) var shownAppointments: [Appointment.ID] = []

    func showPatient(_ id: Patient.ID) { shownPatients.append(id) }
    func showAppointment(_ id: Appointment.ID) { shownAppointments.append(id) }
}

/// Records the errors the feature reported.
@MainActor
final class MockErrorRouter: ErrorRouting {
    private(set) var routed: [AppError] = []

    func route(_ error: AppError) { routed.append(error) }
}
