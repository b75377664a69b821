/// What the appointments feature may ask of navigation. The App target implements it.
@MainActor
public protocol AppointmentsCoordinating: AnyObject {
    /// Pushes the detail screen of an appointment.
    func showAppointment(_ id: Appointment.ID)
    /// Pushes the record of the appointment's patient, a screen of another feature.
    func showPatient(_ id: Patient.ID)
}
