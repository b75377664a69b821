import Domain

/// What the patients feature may ask of navigation. The App target implements it.
@MainActor
public protocol PatientsCoordinating: AnyObject { // PLANTED clinic-coordinator-placement: a coordinator protocol outside Domain.
    /// Pushes a patient's record.
    func showPatient(_ id: Patient.ID)
    /// Pushes one of the patient's appointments, a screen of another feature.
    func showAppointment(_ id: Appointment.ID)
}
