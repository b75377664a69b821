/// The screens of the appointments feature that can be pushed.
public enum AppointmentRoute: Hashable, Sendable {
    case detail(Appointment.ID)
}

/// The screens of the patients feature that can be pushed.
public enum PatientRoute: Hashable, Sendable {
    case detail(Patient.ID)
}
