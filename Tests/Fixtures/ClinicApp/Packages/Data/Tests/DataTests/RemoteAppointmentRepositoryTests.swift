import Domain
import Foundation
import Testing
@testable import Data

@Suite("RemoteAppointmentRepository")
struct RemoteAppointmentRepositoryTests {
    private let id = UUID()

    private var json: String {
        """
        {"id": "\(id.uuidString)", "patientId": "\(UUID().uuidString)", "patientName": "Ada Byron",
         "practitioner": "Dr. Snow", "startsAt": "2030-01-01T09:00:00Z", "minutes": 30, "status": "scheduled"}
        """
    }

    @Test func cancellingAppliesLocallyAndQueuesTheWrite() async throws {
        let client = MockHTTPClient()
        await client.respond(to: "/appointments/\(id.uuidString)", with: json)
        let repository = RemoteAppointmentRepository(client: client, store: nil, writes: PendingWriteQueue(client: client))

        try await repository.cancel(id)

        #expect(try await repository.appointment(id: id).status == .cancelled)
        #expect(await client.sentPaths == ["/appointments/\(id.uuidString)/cancel"])
    }

    @Test func anOfflineCancellationStaysQueued() async throws {
        let client = MockHTTPClient()
        await client.respond(to: "/appointments/\(id.uuidString)", with: json)
        let repository = RemoteAppointmentRepository(client: client, store: nil, writes: PendingWriteQueue(client: client))
        _ = try await repository.appointment(id: id)
        await client.fail(with: .offline)

        try await repository.cancel(id)

        #expect(try await repository.appointment(id: id).status == .cancelled)
        #expect(await client.sentPaths.isEmpty)
    }
}
