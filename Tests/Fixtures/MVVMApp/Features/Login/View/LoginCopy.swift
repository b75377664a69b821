import SwiftUI

/// Texts of the login screen, kept beside the view instead of in the feature's strings file.
enum LoginCopy {
    static let forgotPassword: LocalizedStringKey = "Forgot password?" // PLANTED l10n-appstrings-location: keys outside AppStrings.swift and StringsLogin.swift.
    static let headline = Font.custom("BrandFont-Bold", size: 28, relativeTo: .title) // PLANTED asset-fonts-registered: no Info.plist lists UIAppFonts.
}
