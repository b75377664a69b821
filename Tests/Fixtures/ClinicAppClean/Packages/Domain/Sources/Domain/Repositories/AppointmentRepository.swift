import Foundation

/// Reads and writes appointments. Data decides where they come from; features only see this contract.
public protocol AppointmentRepository: Sendable {
    /// The last known appointments of a day, answered at once from the local cache.
    func cachedAppointments(on day: Date) async -> [Appointment]
    /// Fetches the day's appointments from the server and refreshes the cache.
    func refreshAppointments(on day: Date) async throws(AppError) -> [Appointment]
    /// One appointment, from the cache when possible.
    func appointment(id: Appointment.ID) async throws(AppError) -> Appointment
    /// Marks the appointment cancelled at once and queues the change for the server.
    func cancel(_ id: Appointment.ID) async throws(AppError)
}
