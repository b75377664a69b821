import Domain
import FeaturePatients
import Foundation
import Observation
import SwiftUI

/// Owns one tab's navigation path. Implements every feature's `*Coordinating` protocol, so a screen
/// of one feature can push a screen of another without either feature knowing the other.
@MainActor
@Observable
final class TabCoordinator: AppointmentsCoordinating, PatientsCoordinating {
    var path = NavigationPath()

    func showAppointment(_ id: Appointment.ID) {
        path.append(AppointmentRoute.detail(id))
    }

    func showPatient(_ id: Patient.ID) {
        path.append(PatientRoute.detail(id))
    }

    /// Replaces the stack with the screen a deep link names.
    @discardableResult
    func handle(url: URL) -> Bool {
        guard let link = DeepLink(url: url) else { return false }
        path = NavigationPath()
        switch link {
        case .appointment(let id): showAppointment(id)
        case .patient(let id): showPatient(id)
        }
        return true
    }
}
