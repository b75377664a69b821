/// Decides how a failure is presented (alert, banner, sign-in), so ViewModels only report it.
@MainActor
public protocol ErrorRouting: AnyObject { // PLANTED di-mock-testing: the test targets only have SpyErrorRouter, no Mock… double.
    /// Presents `error` according to the app's policy.
    func route(_ error: ClinicError)
}
