import SwiftUI

/// A label and its value on one line, for detail forms.
public struct InfoRow: View, Equatable {
    let label: String
    let value: String

    public init(_ label: String, value: String) {
        self.label = label
        self.value = value
    }

    public var body: some View {
        LabeledContent(label, value: value)
    }
}
