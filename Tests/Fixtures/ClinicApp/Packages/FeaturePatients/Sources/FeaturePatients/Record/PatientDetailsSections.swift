import DesignSystem
import Domain
import SwiftUI

/// The patient's contact details and allergies.
struct PatientDetailsSections: View, Equatable {
    let patient: Patient

    var body: some View {
        Section("Patient") {
            InfoRow("Name", value: patient.fullName)
            InfoRow("Phone", value: patient.phone ?? "Not given")
        }
        Section("Allergies") {
            ForEach(patient.allergies, id: \.self) { allergy in
                Text(allergy)
            }
        }
    }
}
