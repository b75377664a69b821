import Domain
import Foundation
import Observation

/// A patient's record and visit history.
@MainActor
@Observable
public final class PatientRecordViewModel {
    public private(set) var appointments: [Appointment] = []
    private var patient: Patient?

    private let id: Patient.ID
    private let repository: any PatientRepository
    private let coordinator: any PatientsCoordinating
    private let errorRouter: any ErrorRouting

    public init(id: Patient.ID, repository: any PatientRepository, coordinator: any PatientsCoordinating, errorRouter: any ErrorRouting) {
        self.id = id
        self.repository = repository
        self.coordinator = coordinator
        self.errorRouter = errorRouter
    }

    /// The screen title: the patient's name once loaded.
    var title: String {
        patient?.fullName ?? "Patient"
    }

    /// What the record shows, formatted; nil until loaded.
    var details: PatientDetails? {
        patient.map(PatientDetails.init)
    }

    public func load() async {
        do {
            patient = try await repository.patient(id: id)
            appointments = try await repository.appointments(of: id)
        } catch {
            errorRouter.route(error)
        }
    }

    /// The visit's date, formatted for the history list.
    public func visitDate(of appointment: Appointment) -> String {
        appointment.startsAt.formatted(date: .abbreviated, time: .shortened)
    }

    public func openAppointment(_ appointment: Appointment) {
        coordinator.showAppointment(appointment.id)
    }
}
