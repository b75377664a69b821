import DesignSystem
import Domain
import SwiftUI

/// Remembers which rows were already shown, to fade in only new ones.
final class RowAppearanceLog {
    private(set) var seen: Set<Patient.ID> = []

    func markSeen(_ id: Patient.ID) {
        seen.insert(id)
    }
}

/// One patient in the search results.
struct PatientRow: View {
    let patient: Patient
    let log: RowAppearanceLog // PLANTED diff-reference-types: a View stores a class that is not Equatable.

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.small) {
            Text(patient.fullName)
                .font(.headline)
            Text(patient.dateOfBirth, format: .dateTime.day().month().year())
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .onAppear { log.markSeen(patient.id) }
    }
}
