import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Things that happen to the app while it runs and that screens may want to react to.
enum AppEvent: Sendable, Equatable {
    case becameActive
    case dayChanged
}

/// Delivers `AppEvent`s as an `AsyncStream`.
///
/// Observation goes through `NotificationCenter.notifications(named:)`, so there is no
/// `addObserver(_:selector:name:object:)` registration to balance with a removal; the
/// stream's consumer task is cancelled when the view that iterates it goes away.
enum AppEvents {
    @MainActor
    static func stream(center: NotificationCenter = .default) -> AsyncStream<AppEvent> {
        AsyncStream { continuation in
            let watcher = Task { @MainActor in
                await withDiscardingTaskGroup { group in
                    group.addTask { @MainActor in
                        for await _ in center.notifications(named: activeName) {
                            continuation.yield(.becameActive)
                        }
                    }
                    group.addTask { @MainActor in
                        for await _ in center.notifications(named: dayChangeName) {
                            continuation.yield(.dayChanged)
                        }
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in watcher.cancel() }
        }
    }

    #if os(iOS)
    private static var activeName: Notification.Name { UIApplication.didBecomeActiveNotification }
    private static var dayChangeName: Notification.Name { UIApplication.significantTimeChangeNotification }
    #else
    private static var activeName: Notification.Name { Notification.Name("GazetteDidBecomeActive") }
    private static var dayChangeName: Notification.Name { .NSCalendarDayChanged }
    #endif
}
