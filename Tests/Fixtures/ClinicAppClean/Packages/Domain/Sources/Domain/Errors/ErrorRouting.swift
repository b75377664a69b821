/// Decides how a failure is presented (alert, banner, sign-in), so ViewModels only report it.
@MainActor
public protocol ErrorRouting: AnyObject {
    /// Presents `error` according to the app's policy.
    func route(_ error: AppError)
}
