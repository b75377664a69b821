import SwiftUI

// Every face here scales with Dynamic Type. A bare `.system(size: 17)` or
// `UIFont.systemFont(ofSize: 17)` would not, which is why there is none.
extension Font {
    /// The serif reading face. `relativeTo:` makes it follow Dynamic Type like `.body` does.
    static let articleBody = Font.custom("Charter", size: 19, relativeTo: .body)

    /// Headlines scale with the large-title style.
    static let articleHeadline = Font.custom("Charter-Bold", size: 30, relativeTo: .largeTitle)

    /// The masthead wordmark is artwork set in type; it opts out of scaling on purpose.
    static let masthead = Font.custom("Didot", fixedSize: 28)
}

/// A label style that puts a tinted symbol in a rounded square, as in Settings.
struct BadgeLabelStyle: LabelStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        Label {
            configuration.title
        } icon: {
            configuration.icon
                .font(.body.weight(.semibold))
                .foregroundStyle(.white)
                .padding(6)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
        }
    }
}

extension LabelStyle where Self == BadgeLabelStyle {
    static var badge: BadgeLabelStyle { BadgeLabelStyle() }
}

/// A capsule button used for the "Show Summary" toggle.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(.tint.opacity(configuration.isPressed ? 0.25 : 0.12), in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.snappy(duration: 0.2), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}
