import DesignSystem
import Domain
import SwiftUI

/// One patient in the search results.
struct PatientRow: View, Equatable {
    let patient: Patient

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.small) {
            Text(patient.fullName)
                .font(.headline)
            Text(patient.dateOfBirth, format: .dateTime.day().month().year())
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}
