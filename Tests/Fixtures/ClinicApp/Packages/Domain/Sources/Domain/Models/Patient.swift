import Foundation

/// A person registered with the clinic.
public struct Patient: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var fullName: String
    public var dateOfBirth: Date
    public var phone: String?
    public var allergies: [String]

    public init(id: UUID, fullName: String, dateOfBirth: Date, phone: String? = nil, allergies: [String] = []) {
        self.id = id
        self.fullName = fullName
        self.dateOfBirth = dateOfBirth
        self.phone = phone
        self.allergies = allergies
    }
}
