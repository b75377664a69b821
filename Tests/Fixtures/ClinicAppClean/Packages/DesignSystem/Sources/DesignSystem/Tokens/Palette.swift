import SwiftUI

/// The clinic's colours, named by purpose.
public enum Palette {
    public static let accent = Color.teal
    public static let positive = Color.green
    public static let caution = Color.orange
    public static let critical = Color.red
    public static let muted = Color.secondary
}

/// Spacing steps used across the app.
public enum Spacing {
    public static let small: CGFloat = 4
    public static let medium: CGFloat = 8
    public static let large: CGFloat = 16
}
