/// Looks up patients and their history.
public protocol PatientRepository: Sendable {
    /// Patients whose name or phone number matches `query`.
    func searchPatients(matching query: String) async throws(ClinicError) -> [Patient]
    /// One patient's record.
    func patient(id: Patient.ID) async throws(ClinicError) -> Patient
    /// The appointments of one patient, newest first.
    func appointments(of patientID: Patient.ID) async throws(ClinicError) -> [Appointment]
}
