import Domain
import Foundation
import SwiftData

/// The SwiftData row behind the appointment cache. Never leaves the Data package.
@Model
final class AppointmentRecord {
    @Attribute(.unique) var id: UUID
    var patientID: UUID
    var patientName: String
    var practitioner: String
    var startsAt: Date
    var minutes: Int
    var status: String
    var notes: String

    init(_ appointment: Appointment) {
        id = appointment.id
        patientID = appointment.patientID
        patientName = appointment.patientName
        practitioner = appointment.practitioner
        startsAt = appointment.startsAt
        minutes = Int(appointment.duration.components.seconds / 60)
        status = appointment.status.rawValue
        notes = appointment.notes
    }

    var model: Appointment {
        Appointment(
            id: id,
            patientID: patientID,
            patientName: patientName,
            practitioner: practitioner,
            startsAt: startsAt,
            duration: .seconds(minutes * 60),
            status: Appointment.Status(rawValue: status) ?? .scheduled,
            notes: notes
        )
    }
}
