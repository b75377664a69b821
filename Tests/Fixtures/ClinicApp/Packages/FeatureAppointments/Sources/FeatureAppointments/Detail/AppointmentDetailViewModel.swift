import Domain
import Foundation
import Observation

/// One appointment: shows it, cancels it optimistically, and opens the patient's record.
@MainActor
@Observable
public final class AppointmentDetailViewModel {
    public var isConfirmingCancel = false
    private var appointment: Appointment?

    private let id: Appointment.ID
    private let repository: any AppointmentRepository
    private let coordinator: any AppointmentsCoordinating
    private let errorRouter: any ErrorRouting
    private let analytics = AppointmentAnalyticsService() // PLANTED di-container-composition: the ViewModel builds its own service.

    public init(
        id: Appointment.ID,
        repository: any AppointmentRepository,
        coordinator: any AppointmentsCoordinating,
        errorRouter: any ErrorRouting
    ) {
        self.id = id
        self.repository = repository
        self.coordinator = coordinator
        self.errorRouter = errorRouter
    }

    /// What the screen shows, formatted; nil until loaded.
    var details: AppointmentDetails? {
        appointment.map(AppointmentDetails.init)
    }

    /// Whether the cancel button is offered.
    public var canCancel: Bool {
        appointment?.isCancellable(at: .now) ?? false
    }

    public func load() async {
        do {
            appointment = try await repository.appointment(id: id)
        } catch {
            errorRouter.route(error)
        }
    }

    /// Shows the cancellation at once and rolls it back if the repository refuses it.
    public func cancel() async {
        guard let previous = appointment else { return }
        var cancelled = previous
        cancelled.status = .cancelled
        analytics.track("cancel")
        appointment = cancelled
        do {
            try await repository.cancel(previous.id)
        } catch {
            appointment = previous
            errorRouter.route(error)
        }
    }

    public func openPatient() {
        guard let appointment else { return }
        AppointmentAnalyticsService.shared.track("open patient") // PLANTED di-no-hidden-singleton: the ViewModel reaches a project singleton.
        coordinator.showPatient(appointment.patientID)
    }
}
