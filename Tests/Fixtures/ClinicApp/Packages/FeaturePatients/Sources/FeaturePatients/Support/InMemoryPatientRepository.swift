import Domain

/// Patients kept in memory, meant for previews but compiled into release builds.
struct InMemoryPatientRepository: PatientRepository { // PLANTED layer-repository-protocol: implementation outside Data.
    var patients: [Patient] = []

    func searchPatients(matching query: String) async throws(ClinicError) -> [Patient] {
        patients.filter { $0.fullName.localizedStandardContains(query) }
    }

    func patient(id: Patient.ID) async throws(ClinicError) -> Patient {
        guard let patient = patients.first(where: { $0.id == id }) else { throw .notFound }
        return patient
    }

    func appointments(of patientID: Patient.ID) async throws(ClinicError) -> [Appointment] { [] }
}
