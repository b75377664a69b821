import SwiftUI

/// A button that shows only a symbol but always has a spoken title.
///
/// The title is part of the initializer, so callers cannot forget it: VoiceOver reads
/// `title`, while `.labelStyle(.iconOnly)` keeps the visual compact.
struct IconButton: View {
    let title: LocalizedStringKey
    let systemImage: String
    var role: ButtonRole?
    let action: () -> Void

    init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.role = role
        self.action = action
    }

    var body: some View {
        Button(title, systemImage: systemImage, role: role, action: action)
            .labelStyle(.iconOnly)
            .imageScale(.large)
    }
}

/// A close button for sheets, drawn as a filled circle.
struct CloseButton: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: "xmark.circle.fill")
                .symbolRenderingMode(.hierarchical)
                .font(.title2)
        }
        .accessibilityLabel("Close")
    }
}

/// Two glyph buttons that step the reading text size.
///
/// VoiceOver does not see the two buttons: the stack is one adjustable element with its
/// own label and value, which is how a stepper-like control should be exposed.
struct TextSizeControl: View {
    @Binding var step: Int
    let range: ClosedRange<Int>

    var body: some View {
        HStack(spacing: 12) {
            Button {
                step = max(range.lowerBound, step - 1)
            } label: {
                Image(systemName: "textformat.size.smaller")
            }
            .disabled(step == range.lowerBound)

            Button {
                step = min(range.upperBound, step + 1)
            } label: {
                Image(systemName: "textformat.size.larger")
            }
            .disabled(step == range.upperBound)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Text Size")
        .accessibilityValue("\(step - range.lowerBound + 1) of \(range.count)")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: step = min(range.upperBound, step + 1)
            case .decrement: step = max(range.lowerBound, step - 1)
            @unknown default: break
            }
        }
    }
}

#Preview {
    @Previewable @State var step = 2
    HStack(spacing: 24) {
        TextSizeControl(step: $step, range: 0...4)
        IconButton("Share", systemImage: "square.and.arrow.up") {}
        IconButton("Delete", systemImage: "trash", role: .destructive) {}
        CloseButton {}
    }
    .padding()
}
