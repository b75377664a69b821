import Data // PLANTED clinic-feature-import-allowlist: a feature imports the Data layer.
import Domain
import Foundation
import Observation

/// A patient's record and visit history.
@MainActor
@Observable
public final class PatientRecordViewModel {
    public private(set) var patient: Patient? // PLANTED layer-viewmodel-boundary: publishes the Domain model, not display-ready values.
    public private(set) var appointments: [Appointment] = []

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
