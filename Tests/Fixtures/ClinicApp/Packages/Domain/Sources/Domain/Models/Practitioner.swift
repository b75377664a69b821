import Foundation

/// A doctor or nurse who sees patients.
public final class Practitioner { // PLANTED layer-model-value-types: a Domain model declared as a class.
    public let id: UUID
    public var name: String
    public var specialty: String

    public init(id: UUID, name: String, specialty: String) {
        self.id = id
        self.name = name
        self.specialty = specialty
    }
}
