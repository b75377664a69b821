import Foundation
import Testing
@testable import Domain

@Suite("Appointment")
struct AppointmentTests {
    private func appointment(startingIn seconds: TimeInterval, status: Appointment.Status) -> Appointment {
        Appointment(
            id: UUID(),
            patientID: UUID(),
            patientName: "Ada Byron",
            practitioner: "Dr. Snow",
            startsAt: Date(timeIntervalSinceReferenceDate: 1_000 + seconds),
            duration: .seconds(1_800),
            status: status
        )
    }

    @Test func aFutureScheduledVisitCanBeCancelled() {
        let now = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(appointment(startingIn: 3_600, status: .scheduled).isCancellable(at: now))
    }

    @Test func aStartedOrClosedVisitCannotBeCancelled() {
        let now = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(!appointment(startingIn: -60, status: .scheduled).isCancellable(at: now))
        #expect(!appointment(startingIn: 3_600, status: .checkedIn).isCancellable(at: now))
    }
}
