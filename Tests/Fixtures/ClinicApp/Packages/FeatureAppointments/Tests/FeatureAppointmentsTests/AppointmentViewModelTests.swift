import Domain
import Testing
@testable import FeatureAppointments

@MainActor
@Suite("Appointment ViewModels")
struct AppointmentViewModelTests {
    @Test func loadShowsFreshAppointments() async {
        let fresh = [makeAppointment()]
        let viewModel = AppointmentListViewModel(
            repository: MockAppointmentRepository(cached: [], fresh: .success(fresh)),
            coordinator: MockAppointmentsCoordinator(),
            errorRouter: SpyErrorRouter()
        )

        await viewModel.load()

        #expect(viewModel.appointments == fresh)
        #expect(!viewModel.isRefreshing)
    }

    @Test func anOfflineRefreshKeepsTheCacheAndRoutesTheError() async {
        let cached = [makeAppointment()]
        let router = SpyErrorRouter()
        let viewModel = AppointmentListViewModel(
            repository: MockAppointmentRepository(cached: cached, fresh: .failure(.offline)),
            coordinator: MockAppointmentsCoordinator(),
            errorRouter: router
        )

        await viewModel.load()

        #expect(viewModel.appointments == cached)
        #expect(router.routed == [.offline])
    }

    @Test func selectingOpensTheAppointment() {
        let coordinator = MockAppointmentsCoordinator()
        let appointment = makeAppointment()
        let viewModel = AppointmentListViewModel(
            repository: MockAppointmentRepository(),
            coordinator: coordinator,
            errorRouter: SpyErrorRouter()
        )

        viewModel.select(appointment)

        #expect(coordinator.shownAppointments == [appointment.id])
    }

    @Test func aRefusedCancellationIsRolledBack() async {
        let appointment = makeAppointment()
        let repository = MockAppointmentRepository(cached: [appointment])
        await repository.setCancelFailure(.conflict(message: "Already checked in"))
        let router = SpyErrorRouter()
        let viewModel = AppointmentDetailViewModel(
            id: appointment.id,
            repository: repository,
            coordinator: MockAppointmentsCoordinator(),
            errorRouter: router
        )
        await viewModel.load()

        await viewModel.cancel()

        #expect(viewModel.details?.statusTitle == "Scheduled")
        #expect(router.routed == [.conflict(message: "Already checked in")])
    }
}

extension MockAppointmentRepository {
    func setCancelFailure(_ error: ClinicError) {
        cancelFailure = error
    }
}
