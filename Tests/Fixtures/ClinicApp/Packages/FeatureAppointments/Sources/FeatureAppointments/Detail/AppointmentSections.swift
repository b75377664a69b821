import DesignSystem
import SwiftUI

/// Who, with whom, when, and where the visit stands.
struct AppointmentVisitSection: View, Equatable {
    let details: AppointmentDetails

    var body: some View {
        Section("Visit") {
            InfoRow("Patient", value: details.patientName)
            InfoRow("With", value: details.practitioner)
            InfoRow("Starts", value: details.startText)
            InfoRow("Status", value: details.statusTitle)
        }
    }
}

/// The practitioner's notes, when there are any.
struct AppointmentNotesSection: View, Equatable {
    let notes: String

    var body: some View {
        if !notes.isEmpty {
            Section("Notes") {
                Text(notes)
            }
        }
    }
}
