import DesignSystem
import Domain
import SwiftUI

/// A patient's details, allergies and visits.
public struct PatientRecordScreen: View {
    @State private var viewModel: PatientRecordViewModel

    public init(viewModel: PatientRecordViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        Form {
            if let details = viewModel.details {
                PatientDetailsSections(details: details)
                Section("Visits") {
                    ForEach(viewModel.appointments) { appointment in
                        Button(viewModel.visitDate(of: appointment)) {
                            viewModel.openAppointment(appointment)
                        }
                    }
                }
            } else {
                ProgressView()
            }
        }
        .task { await viewModel.load() }
        .navigationTitle(viewModel.title)
    }
}
