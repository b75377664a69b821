import DesignSystem
import Domain
import SwiftUI

/// The day's appointments; a tap asks the coordinator to open one.
public struct AppointmentListScreen: View {
    @State private var viewModel: AppointmentListViewModel

    public init(viewModel: AppointmentListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        List(viewModel.appointments) { appointment in
            Button {
                viewModel.select(appointment)
            } label: {
                AppointmentRow(appointment: appointment)
            }
        }
        .overlay {
            if viewModel.showsEmptyState {
                EmptyStateView("No appointments", systemImage: "calendar", message: "Nothing is booked for this day.")
            }
        }
        .refreshable { await viewModel.load() }
        .task { await viewModel.load() }
        .navigationTitle(viewModel.title)
    }
}

#if DEBUG
#Preview {
    NavigationStack {
        AppointmentListScreen(viewModel: .preview)
    }
}
#endif
