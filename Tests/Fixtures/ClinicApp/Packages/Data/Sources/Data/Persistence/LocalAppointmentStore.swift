import Domain
import Foundation
import SwiftData

/// The on-device cache that answers stale-while-revalidate reads.
@ModelActor
public actor LocalAppointmentStore {
    /// A store on disk, or nil when the container cannot be opened (the app then runs from memory).
    public static func makeDefault() -> LocalAppointmentStore? {
        guard let container = try? ModelContainer(for: AppointmentRecord.self) else { return nil }
        return LocalAppointmentStore(modelContainer: container)
    }

    func appointments(from start: Date, to end: Date) -> [Appointment] {
        let descriptor = FetchDescriptor<AppointmentRecord>(
            predicate: #Predicate { $0.startsAt >= start && $0.startsAt < end },
            sortBy: [SortDescriptor(\.startsAt)]
        )
        return ((try? modelContext.fetch(descriptor)) ?? []).map(\.model)
    }

    func save(_ appointments: [Appointment]) {
        for appointment in appointments {
            modelContext.insert(AppointmentRecord(appointment))
        }
        try? modelContext.save()
    }
}
