import SwiftUI

/// Localised strings that several screens share.
enum AppStrings {
    static let continueTitle: LocalizedStringKey = "Continue"
    static let retryTitle: LocalizedStringKey = "Try Again"
}
