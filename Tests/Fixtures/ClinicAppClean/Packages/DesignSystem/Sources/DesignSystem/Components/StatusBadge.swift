import SwiftUI

/// A short capsule label such as "Checked in".
public struct StatusBadge: View, Equatable {
    let title: String
    let tone: BadgeTone

    public init(_ title: String, tone: BadgeTone) {
        self.title = title
        self.tone = tone
    }

    public var body: some View {
        Text(title)
            .font(.caption.weight(.semibold))
            .foregroundStyle(tone.color)
            .padding(.horizontal, Spacing.medium)
            .padding(.vertical, Spacing.small)
            .background(tone.color.opacity(0.15), in: Capsule())
    }
}

#Preview {
    HStack {
        StatusBadge("Scheduled", tone: .neutral)
        StatusBadge("Checked in", tone: .positive)
        StatusBadge("Cancelled", tone: .critical)
    }
}
