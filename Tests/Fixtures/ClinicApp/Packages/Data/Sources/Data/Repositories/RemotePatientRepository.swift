import Domain
import Foundation

/// Patients straight from the API, with the records already seen kept in memory.
public actor RemotePatientRepository: PatientRepository {
    private let client: any HTTPClient
    private var seen: [Patient.ID: Patient] = [:]

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func searchPatients(matching query: String) async throws(ClinicError) -> [Patient] {
        guard !query.isEmpty else { return [] }
        let data = try await client.get("/patients", query: [URLQueryItem(name: "q", value: query)])
        let patients = try APIDecoding.decode([PatientDTO].self, from: data).map(\.model)
        for patient in patients { seen[patient.id] = patient }
        return patients
    }

    public func patient(id: Patient.ID) async throws(ClinicError) -> Patient {
        if let known = seen[id] { return known }
        let data = try await client.get("/patients/\(id.uuidString)", query: [])
        let patient = try APIDecoding.decode(PatientDTO.self, from: data).model
        seen[id] = patient
        return patient
    }

    public func appointments(of patientID: Patient.ID) async throws(ClinicError) -> [Appointment] {
        let data = try await client.get("/patients/\(patientID.uuidString)/appointments", query: [])
        return try APIDecoding.decode([AppointmentDTO].self, from: data)
            .map(\.model)
            .sorted { $0.startsAt > $1.startsAt }
    }
}
