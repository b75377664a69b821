import Foundation

extension Date {
    /// The date as a short, localised day and month, e.g. for list rows.
    var shortDayAndMonth: String {
        formatted(.dateTime.day().month(.abbreviated))
    }
}
