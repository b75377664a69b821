import Domain
import Foundation

/// Changes already applied locally that the server has not confirmed yet (optimistic writes).
public actor PendingWriteQueue {
    /// One change waiting for the server.
    public enum Write: Hashable, Sendable {
        case cancelAppointment(Appointment.ID)
    }

    private let client: any HTTPClient
    private var pending: [Write] = []

    public init(client: any HTTPClient) {
        self.client = client
    }

    /// Queues a change and tries to send everything waiting.
    func enqueue(_ write: Write) async {
        pending.append(write)
        await flush()
    }

    /// Sends queued changes in order; stops at the first failure and keeps the rest for later.
    public func flush() async {
        while let next = pending.first {
            do {
                try await send(next)
                pending.removeFirst()
            } catch {
                return
            }
        }
    }

    private func send(_ write: Write) async throws(ClinicError) {
        switch write {
        case .cancelAppointment(let id):
            try await client.send("POST", "/appointments/\(id.uuidString)/cancel", body: nil)
        }
    }
}
