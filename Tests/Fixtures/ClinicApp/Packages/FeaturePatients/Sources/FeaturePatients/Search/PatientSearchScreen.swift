import DesignSystem
import Domain
import SwiftUI

/// Finds a patient by name or phone number.
public struct PatientSearchScreen: View {
    @State private var viewModel: PatientSearchViewModel
    @State private var log = RowAppearanceLog()

    public init(viewModel: PatientSearchViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        List(viewModel.patients) { patient in
            Button {
                viewModel.select(patient)
            } label: {
                PatientRow(patient: patient, log: log)
            }
        }
        .overlay {
            if viewModel.isSearching {
                ProgressView()
            }
        }
        .searchable(text: $viewModel.query, prompt: "Name or phone")
        .task(id: viewModel.query) { await viewModel.search() }
        .navigationTitle("Patients")
    }
}
