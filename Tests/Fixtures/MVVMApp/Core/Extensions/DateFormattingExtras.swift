import Foundation

extension Date { // PLANTED ext-group-related: date formatting also lives in DateFormatting.swift.
    /// The date with the weekday, day, month and year, e.g. for a detail screen.
    var longDayMonthYear: String {
        formatted(.dateTime.weekday(.wide).day().month(.wide).year())
    }
}
