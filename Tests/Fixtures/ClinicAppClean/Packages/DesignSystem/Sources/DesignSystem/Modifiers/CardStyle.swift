import SwiftUI

/// Pads content and sets it on the clinic's glass card.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(Spacing.large)
            .glassEffect(in: .rect(cornerRadius: 16))
    }
}

extension View {
    /// Presents the view as a card.
    public func cardStyle() -> some View {
        modifier(CardStyle())
    }
}
