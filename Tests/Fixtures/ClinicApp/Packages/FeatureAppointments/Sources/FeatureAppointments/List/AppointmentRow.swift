import DesignSystem
import Domain
import SwiftUI

/// One appointment in the day list.
struct AppointmentRow: View, Equatable {
    let appointment: Appointment

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: Spacing.large) {
            Text(appointment.startsAt, style: .time)
                .font(.headline)
                .monospacedDigit()
            VStack(alignment: .leading, spacing: Spacing.small) {
                Text(appointment.patientName)
                Text(appointment.practitioner)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            StatusBadge(appointment.status.title, tone: appointment.status.tone)
        }
        .accessibilityElement(children: .combine)
    }
}
