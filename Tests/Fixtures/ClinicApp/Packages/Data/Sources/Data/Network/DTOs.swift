import Domain
import Foundation

/// An appointment as the API sends it.
struct AppointmentDTO: Codable, Sendable {
    let id: UUID
    let patientId: UUID
    let patientName: String
    let practitioner: String
    let startsAt: Date
    let minutes: Int
    let status: String
    let notes: String?

    var model: Appointment {
        Appointment(
            id: id,
            patientID: patientId,
            patientName: patientName,
            practitioner: practitioner,
            startsAt: startsAt,
            duration: .seconds(minutes * 60),
            status: Appointment.Status(rawValue: status) ?? .scheduled,
            notes: notes ?? ""
        )
    }
}

/// A patient as the API sends it.
struct PatientDTO: Codable, Sendable {
    let id: UUID
    let fullName: String
    let dateOfBirth: Date
    let phone: String?
    let allergies: [String]?

    var model: Patient {
        Patient(id: id, fullName: fullName, dateOfBirth: dateOfBirth, phone: phone, allergies: allergies ?? [])
    }
}

/// Decoding shared by the repositories.
enum APIDecoding {
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(ClinicError) -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw .unexpected
        }
    }
}
