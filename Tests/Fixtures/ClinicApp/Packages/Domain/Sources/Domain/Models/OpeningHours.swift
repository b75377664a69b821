/// When the clinic takes appointments, in minutes after midnight.
public struct OpeningHours: Codable { // PLANTED layer-model-equatable-sendable: neither Equatable nor Sendable.
    public var opensAt: Int
    public var closesAt: Int

    public init(opensAt: Int, closesAt: Int) {
        self.opensAt = opensAt
        self.closesAt = closesAt
    }
}
