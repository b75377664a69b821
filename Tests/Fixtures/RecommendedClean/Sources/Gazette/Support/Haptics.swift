#if os(iOS)
import UIKit

/// Light feedback for bookmarking and deleting.
@MainActor
enum Haptics {
    static func success() {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }

    static func selection() {
        UISelectionFeedbackGenerator().selectionChanged()
    }
}
#else
/// Other platforms have no haptics engine; the calls do nothing there.
@MainActor
enum Haptics {
    static func success() {}
    static func selection() {}
}
#endif
