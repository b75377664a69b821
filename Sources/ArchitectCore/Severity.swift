/// How strongly a finding fails a run.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case note
    case warning
    case error

    /// Reads a severity as written in configuration; `info` is accepted for `note`.
    public init?(configValue: String) {
        switch configValue {
        case "error": self = .error
        case "warning": self = .warning
        case "note", "info": self = .note
        default: return nil
        }
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The impact level the source documents give a rule.
public enum Impact: String, Sendable, Codable, CaseIterable {
    case critical
    case nonNegotiable = "non-negotiable"
    case high
    case mediumHigh = "medium-high"
    case medium
    case low
    case must
    case should
    case info
    case unlisted

    /// The severity a rule with this impact gets unless a preset or the configuration says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        case .critical, .nonNegotiable: .error
        case .high, .mediumHigh, .medium, .must: .warning
        case .low, .should, .info, .unlisted: .note
        }
    }
}
