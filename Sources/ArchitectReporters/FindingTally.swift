import ArchitectCore
import ArchitectSyntax

/// Findings counted by category and impact, for the summaries of the `markdown` and `html` formats.
public struct FindingTally: Sendable {
    /// Categories that have findings, sorted by name.
    public let categories: [String]
    /// Impacts that have findings, from most to least severe (the order of `Impact.allCases`).
    public let impacts: [Impact]
    private let counts: [String: [Impact: Int]]

    /// Counts `findings`.
    public init(_ findings: [Finding]) {
        var counts: [String: [Impact: Int]] = [:]
        for finding in findings {
            counts[finding.category, default: [:]][finding.impact, default: 0] += 1
        }
        self.counts = counts
        self.categories = counts.keys.sorted()
        let present = Set(findings.map(\.impact))
        self.impacts = Impact.allCases.filter { present.contains($0) }
    }

    /// Findings of one category and impact.
    public func count(category: String, impact: Impact) -> Int {
        counts[category]?[impact] ?? 0
    }

    /// Findings of one category.
    public func count(category: String) -> Int {
        counts[category]?.values.reduce(0, +) ?? 0
    }

    /// Findings of one impact.
    public func count(impact: Impact) -> Int {
        counts.values.reduce(0) { $0 + ($1[impact] ?? 0) }
    }
}
