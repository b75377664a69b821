import DesignSystem
import Domain
import SwiftUI

/// The details of one appointment.
public struct AppointmentDetailScreen: View {
    @State private var viewModel: AppointmentDetailViewModel

    public init(viewModel: AppointmentDetailViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        Form {
            if let details = viewModel.details {
                AppointmentVisitSection(details: details)
                AppointmentNotesSection(notes: details.notes)
                Section {
                    Button("Open patient record") { viewModel.openPatient() }
                    if viewModel.canCancel {
                        Button("Cancel appointment", role: .destructive) { viewModel.isConfirmingCancel = true }
                    }
                }
            } else {
                ProgressView()
            }
        }
        .confirmationDialog("Cancel this appointment?", isPresented: $viewModel.isConfirmingCancel, titleVisibility: .visible) {
            Button("Cancel appointment", role: .destructive) {
                Task { await viewModel.cancel() }
            }
        }
        .task { await viewModel.load() }
        .navigationTitle("Appointment")
    }
}
