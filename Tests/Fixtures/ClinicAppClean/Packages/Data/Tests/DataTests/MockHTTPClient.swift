import Domain
import Foundation
@testable import Data

/// Records requests and answers each path with a canned body or error.
actor MockHTTPClient: HTTPClient {
    private(set) var requestedPaths: [String] = []
    private(set) var sentPaths: [String] = []
    var bodies: [String: Data] = [:]
    var failure: AppError?

    func respond(to path: String, with json: String) {
        bodies[path] = Data(json.utf8)
    }

    func fail(with error: AppError?) {
        failure = error
    }

    func get(_ path: String, query: [URLQueryItem]) async throws(AppError) -> Data {
        requestedPaths.append(path)
        if let failure { throw failure }
        guard let body = bodies[path] else { throw .notFound }
        return body
    }

    func send(_ method: String, _ path: String, body: Data?) async throws(AppError) {
        if let failure { throw failure }
        sentPaths.append(path)
    }
}
