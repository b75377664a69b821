import Foundation

/// A booked visit of one patient with one practitioner.
public struct Appointment: Identifiable, Hashable, Sendable {
    /// Where the visit stands.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        case scheduled
        case checkedIn
        case completed
        case cancelled
    }

    public let id: UUID
    public let patientID: Patient.ID
    public let patientName: String
    public let practitioner: String
    public let startsAt: Date
    public let duration: Duration
    public var status: Status
    public var notes: String

    public init(
        id: UUID,
        patientID: Patient.ID,
        patientName: String,
        practitioner: String,
        startsAt: Date,
        duration: Duration,
        status: Status = .scheduled,
        notes: String = ""
    ) {
        self.id = id
        self.patientID = patientID
        self.patientName = patientName
        self.practitioner = practitioner
        self.startsAt = startsAt
        self.duration = duration
        self.status = status
        self.notes = notes
    }

    /// Whether the patient may still cancel the visit at `date`.
    public func isCancellable(at date: Date) -> Bool {
        status == .scheduled && startsAt > date
    }
}
