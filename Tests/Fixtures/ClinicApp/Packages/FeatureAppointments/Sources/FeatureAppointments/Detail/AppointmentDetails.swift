import Domain
import Foundation

/// An appointment as the detail screen shows it: every value ready to display.
struct AppointmentDetails: Equatable, Sendable {
    let patientName: String
    let practitioner: String
    let startText: String
    let statusTitle: String
    let notes: String

    init(_ appointment: Appointment) {
        patientName = appointment.patientName
        practitioner = appointment.practitioner
        startText = appointment.startsAt.formatted(date: .abbreviated, time: .shortened)
        statusTitle = appointment.status.title
        notes = appointment.notes
    }
}
