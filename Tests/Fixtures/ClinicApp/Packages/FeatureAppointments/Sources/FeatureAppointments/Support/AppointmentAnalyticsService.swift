/// Counts what staff do on appointment screens.
final class AppointmentAnalyticsService {
    private(set) var events: [String] = []

    func track(_ event: String) {
        events.append(event)
    }
}
