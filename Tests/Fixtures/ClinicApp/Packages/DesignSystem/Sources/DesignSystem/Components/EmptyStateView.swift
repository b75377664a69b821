import SwiftUI

/// What a list shows when it has nothing to show.
public struct EmptyStateView: View, Equatable {
    let title: String
    let systemImage: String
    let message: String

    public init(_ title: String, systemImage: String, message: String) {
        self.title = title
        self.systemImage = systemImage
        self.message = message
    }

    public var body: some View {
        ContentUnavailableView(title, systemImage: systemImage, description: Text(message))
    }
}
