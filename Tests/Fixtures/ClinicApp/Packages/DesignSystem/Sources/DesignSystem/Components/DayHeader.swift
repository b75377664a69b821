import FeatureAppointments // PLANTED clinic-app-sole-convergence: DesignSystem depends on a feature.
import SwiftUI

/// The large date above a day's schedule.
public struct DayHeader: View, Equatable {
    let title: String

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        Text(title)
            .font(.largeTitle.bold())
    }
}
