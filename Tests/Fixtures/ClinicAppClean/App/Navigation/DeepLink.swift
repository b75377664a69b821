import Foundation

/// A URL the app can open: `clinic://appointments/<id>` or `clinic://patients/<id>`.
enum DeepLink: Equatable {
    case appointment(UUID)
    case patient(UUID)

    init?(url: URL) {
        guard url.scheme == "clinic", let id = UUID(uuidString: url.lastPathComponent) else { return nil }
        switch url.host() {
        case "appointments": self = .appointment(id)
        case "patients": self = .patient(id)
        default: return nil
        }
    }
}
