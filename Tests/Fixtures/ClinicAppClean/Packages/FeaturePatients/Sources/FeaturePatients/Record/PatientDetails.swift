import Domain

/// A patient as the record screen shows it: every value ready to display.
struct PatientDetails: Equatable, Sendable {
    let name: String
    let phone: String
    let allergies: [String]

    init(_ patient: Patient) {
        name = patient.fullName
        phone = patient.phone ?? "Not given"
        allergies = patient.allergies
    }
}
