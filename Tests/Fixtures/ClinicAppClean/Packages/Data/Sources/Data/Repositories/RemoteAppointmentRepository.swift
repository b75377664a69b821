import Domain
import Foundation

/// Appointments served stale-while-revalidate: the local cache answers at once, the API refreshes it,
/// and cancellations are applied locally before the queue sends them.
public actor RemoteAppointmentRepository: AppointmentRepository {
    private let client: any HTTPClient
    private let store: LocalAppointmentStore?
    private let writes: PendingWriteQueue
    private var memory: [Appointment.ID: Appointment] = [:]

    public init(client: any HTTPClient, store: LocalAppointmentStore?, writes: PendingWriteQueue) {
        self.client = client
        self.store = store
        self.writes = writes
    }

    public func cachedAppointments(on day: Date) async -> [Appointment] {
        let range = Self.range(of: day)
        if let store {
            return await store.appointments(from: range.lowerBound, to: range.upperBound)
        }
        return memory.values
            .filter { range.contains($0.startsAt) }
            .sorted { $0.startsAt < $1.startsAt }
    }

    public func refreshAppointments(on day: Date) async throws(AppError) -> [Appointment] {
        let range = Self.range(of: day)
        let data = try await client.get("/appointments", query: [
            URLQueryItem(name: "from", value: range.lowerBound.ISO8601Format()),
            URLQueryItem(name: "to", value: range.upperBound.ISO8601Format()),
        ])
        let appointments = try APIDecoding.decode([AppointmentDTO].self, from: data).map(\.model)
        remember(appointments)
        await store?.save(appointments)
        return appointments
    }

    public func appointment(id: Appointment.ID) async throws(AppError) -> Appointment {
        if let known = memory[id] { return known }
        let data = try await client.get("/appointments/\(id.uuidString)", query: [])
        let appointment = try APIDecoding.decode(AppointmentDTO.self, from: data).model
        remember([appointment])
        return appointment
    }

    public func cancel(_ id: Appointment.ID) async throws(AppError) {
        var appointment = try await appointment(id: id)
        appointment.status = .cancelled
        remember([appointment])
        await store?.save([appointment])
        await writes.enqueue(.cancelAppointment(id))
    }

    private func remember(_ appointments: [Appointment]) {
        for appointment in appointments { memory[appointment.id] = appointment }
    }

    private static func range(of day: Date) -> Range<Date> {
        let calendar = Calendar.current
        let start = calendar.startOfDay(for: day)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        return start..<end
    }
}
