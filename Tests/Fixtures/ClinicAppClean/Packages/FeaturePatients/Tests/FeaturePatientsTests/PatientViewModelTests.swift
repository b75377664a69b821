import Domain
import Foundation
import Testing
@testable import FeaturePatients

@MainActor
@Suite("Patient ViewModels")
struct PatientViewModelTests {
    private let ada = Patient(id: UUID(), fullName: "Ada Byron", dateOfBirth: Date(timeIntervalSince1970: 0))

    @Test func searchFindsMatchingPatients() async {
        let repository = MockPatientRepository(patients: [ada])
        let viewModel = PatientSearchViewModel(repository: repository, coordinator: MockPatientsCoordinator(), errorRouter: MockErrorRouter())
        viewModel.query = "ada"

        await viewModel.search()

        #expect(viewModel.patients == [ada])
        #expect(await repository.queries == ["ada"])
    }

    @Test func anUnknownRecordRoutesNotFound() async {
        let router = MockErrorRouter()
        let viewModel = PatientRecordViewModel(
            id: UUID(),
            repository: MockPatientRepository(patients: [ada]),
            coordinator: MockPatientsCoordinator(),
            errorRouter: router
        )

        await viewModel.load()

        #expect(viewModel.details == nil)
        #expect(router.routed == [.notFound])
    }

    @Test func selectingOpensTheRecord() {
        let coordinator = MockPatientsCoordinator()
        let viewModel = PatientSearchViewModel(repository: MockPatientRepository(patients: [ada]), coordinator: coordinator, errorRouter: MockErrorRouter())

        viewModel.select(ada)

        #expect(coordinator.shownPatients == [ada.id])
    }
}
