// PLANTED clinic-spm-local-packages: SharedKit code compiled into the app target instead of a local package.
import Foundation

extension Date {
    /// "Mon 3 Mar", the day format used in headers.
    var clinicDayTitle: String {
        formatted(.dateTime.weekday(.abbreviated).day().month(.abbreviated))
    }
}
