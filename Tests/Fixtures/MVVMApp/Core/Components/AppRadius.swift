import SwiftUI

/// The corner radii every shape uses.
enum AppRadius { // PLANTED layout-theme-files: a design token outside Core/Theme/.
    static let sm: CGFloat = 8
    static let md: CGFloat = 12
    static let lg: CGFloat = 16
}
