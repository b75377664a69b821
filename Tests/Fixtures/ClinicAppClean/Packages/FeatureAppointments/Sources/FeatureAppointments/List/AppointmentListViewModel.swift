import Domain
import Foundation
import Observation

/// Loads one day's appointments for the list and hands taps to the coordinator.
@MainActor
@Observable
public final class AppointmentListViewModel {
    public private(set) var appointments: [Appointment] = []
    public private(set) var isRefreshing = false
    public var day: Date

    private let repository: any AppointmentRepository
    private let coordinator: any AppointmentsCoordinating
    private let errorRouter: any ErrorRouting

    public init(
        day: Date = .now,
        repository: any AppointmentRepository,
        coordinator: any AppointmentsCoordinating,
        errorRouter: any ErrorRouting
    ) {
        self.day = day
        self.repository = repository
        self.coordinator = coordinator
        self.errorRouter = errorRouter
    }

    /// The screen title: the day being shown.
    public var title: String {
        day.formatted(date: .abbreviated, time: .omitted)
    }

    /// Whether to show the empty state.
    public var showsEmptyState: Bool {
        appointments.isEmpty && !isRefreshing
    }

    /// Shows the cached day at once, then replaces it with the server's answer.
    public func load() async {
        appointments = await repository.cachedAppointments(on: day)
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            appointments = try await repository.refreshAppointments(on: day)
        } catch {
            errorRouter.route(error)
        }
    }

    /// Opens an appointment.
    public func select(_ appointment: Appointment) {
        coordinator.showAppointment(appointment.id)
    }
}
