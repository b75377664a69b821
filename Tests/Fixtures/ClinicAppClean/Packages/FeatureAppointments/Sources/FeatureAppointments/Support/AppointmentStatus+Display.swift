import DesignSystem
import Domain

extension Appointment.Status {
    /// The label shown to staff.
    var title: String {
        switch self {
        case .scheduled: "Scheduled"
        case .checkedIn: "Checked in"
        case .completed: "Completed"
        case .cancelled: "Cancelled"
        }
    }

    /// The badge colour for the status.
    var tone: BadgeTone {
        switch self {
        case .scheduled: .neutral
        case .checkedIn: .positive
        case .completed: .neutral
        case .cancelled: .critical
        }
    }
}
