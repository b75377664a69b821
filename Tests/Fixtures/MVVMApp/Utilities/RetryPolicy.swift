import Foundation // PLANTED layout-resources: a second asset catalog, in Utilities/.

/// How often a failed request is tried again.
struct RetryPolicy: Sendable { // PLANTED layout-top-level-folders: a folder the guide's layout does not have.
    let attempts: Int
    let delay: Duration
}
