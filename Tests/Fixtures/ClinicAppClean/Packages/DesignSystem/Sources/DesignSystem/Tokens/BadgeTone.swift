import SwiftUI

/// How strongly a badge asks for attention.
public enum BadgeTone: Hashable, Sendable {
    case neutral
    case positive
    case caution
    case critical

    var color: Color {
        switch self {
        case .neutral: Palette.muted
        case .positive: Palette.positive
        case .caution: Palette.caution
        case .critical: Palette.critical
        }
    }
}
