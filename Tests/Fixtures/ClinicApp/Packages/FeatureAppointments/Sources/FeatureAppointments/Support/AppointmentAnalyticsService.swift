/// Counts what staff do on appointment screens.
final class AppointmentAnalyticsService {
    /// The one shared instance, which screens should not reach for.
    static let shared = AppointmentAnalyticsService()
    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}
