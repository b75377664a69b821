import SwiftUI

/// The app's colours beyond the system's semantic ones.
enum AppTheme {
    /// Brand accent; 4.8:1 against the system background in light and dark mode.
    static let accent = Color("Accent")
}
