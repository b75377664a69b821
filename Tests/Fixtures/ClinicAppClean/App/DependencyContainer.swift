import Data
import Domain
import FeatureAppointments
import FeaturePatients
import Foundation
import Observation

/// The composition root: builds every live implementation once and makes the features' ViewModels.
@MainActor
@Observable
final class DependencyContainer {
    let errorRouter = AlertErrorRouter()
    private let appointments: any AppointmentRepository
    private let patients: any PatientRepository

    init(environment: APIEnvironment = .production) {
        let client = URLSessionHTTPClient(environment: environment)
        appointments = RemoteAppointmentRepository(
            client: client,
            store: LocalAppointmentStore.makeDefault(),
            writes: PendingWriteQueue(client: client)
        )
        patients = RemotePatientRepository(client: client)
    }

    func makeAppointmentList(coordinator: any AppointmentsCoordinating) -> AppointmentListViewModel {
        AppointmentListViewModel(repository: appointments, coordinator: coordinator, errorRouter: errorRouter)
    }

    func makeAppointmentDetail(id: Appointment.ID, coordinator: any AppointmentsCoordinating) -> AppointmentDetailViewModel {
        AppointmentDetailViewModel(id: id, repository: appointments, coordinator: coordinator, errorRouter: errorRouter)
    }

    func makePatientSearch(coordinator: any PatientsCoordinating) -> PatientSearchViewModel {
        PatientSearchViewModel(repository: patients, coordinator: coordinator, errorRouter: errorRouter)
    }

    func makePatientRecord(id: Patient.ID, coordinator: any PatientsCoordinating) -> PatientRecordViewModel {
        PatientRecordViewModel(id: id, repository: patients, coordinator: coordinator, errorRouter: errorRouter)
    }
}
