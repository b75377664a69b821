import DesignSystem
import SwiftUI

/// The patient's contact details and allergies.
struct PatientDetailsSections: View, Equatable {
    let details: PatientDetails

    var body: some View {
        Section("Patient") {
            InfoRow("Name", value: details.name)
            InfoRow("Phone", value: details.phone)
        }
        Section("Allergies") {
            ForEach(details.allergies, id: \.self) { allergy in
                Text(allergy)
            }
        }
    }
}
