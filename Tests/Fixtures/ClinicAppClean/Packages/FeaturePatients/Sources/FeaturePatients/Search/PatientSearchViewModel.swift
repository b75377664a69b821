import Domain
import Foundation
import Observation

/// Searches patients as the user types and opens the chosen record.
@MainActor
@Observable
public final class PatientSearchViewModel {
    public var query = ""
    public private(set) var patients: [Patient] = []
    public private(set) var isSearching = false

    private let repository: any PatientRepository
    private let coordinator: any PatientsCoordinating
    private let errorRouter: any ErrorRouting

    public init(repository: any PatientRepository, coordinator: any PatientsCoordinating, errorRouter: any ErrorRouting) {
        self.repository = repository
        self.coordinator = coordinator
        self.errorRouter = errorRouter
    }

    /// Runs from `.task(id: query)`: waits for typing to pause, then searches. A newer query cancels it.
    public func search() async {
        do {
            try await Task.sleep(for: .milliseconds(300))
        } catch {
            return
        }
        isSearching = true
        defer { isSearching = false }
        do {
            patients = try await repository.searchPatients(matching: query)
        } catch {
            errorRouter.route(error)
        }
    }

    public func select(_ patient: Patient) {
        coordinator.showPatient(patient.id)
    }
}
