import SwiftUI

/// The tab bar; each tab has its own route shell and its own navigation path.
struct RootView: View {
    @Bindable var coordinator: AppCoordinator
    @Bindable var errorRouter: AlertErrorRouter

    var body: some View {
        TabView(selection: $coordinator.selectedTab) {
            Tab("Appointments", systemImage: "calendar", value: AppTab.appointments) {
                AppointmentsRouteShell(coordinator: coordinator.appointmentsTab)
            }
            Tab("Patients", systemImage: "person.2", value: AppTab.patients) {
                PatientsRouteShell(coordinator: coordinator.patientsTab)
            }
        }
        .alert("Something went wrong", isPresented: $errorRouter.isPresenting) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(errorRouter.message)
        }
    }
}
