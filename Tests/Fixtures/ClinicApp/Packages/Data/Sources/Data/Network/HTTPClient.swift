import Domain
import Foundation

/// Sends requests to the clinic API. Repositories depend on this protocol so tests can replace it.
public protocol HTTPClient: Sendable {
    /// The body of a successful GET.
    func get(_ path: String, query: [URLQueryItem]) async throws(ClinicError) -> Data
    /// Sends a change; succeeds when the server accepts it.
    func send(_ method: String, _ path: String, body: Data?) async throws(ClinicError)
}

/// The backend the app talks to.
public enum APIEnvironment: Sendable {
    case production
    case staging

    var host: String {
        switch self {
        case .production: "api.clinic.example"
        case .staging: "staging.api.clinic.example"
        }
    }
}

/// The live client on top of URLSession, retrying transient failures a few times.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let environment: APIEnvironment
    private let maxAttempts: Int

    public init(environment: APIEnvironment, session: URLSession = .shared, maxAttempts: Int = 3) {
        self.environment = environment
        self.session = session
        self.maxAttempts = maxAttempts
    }

    public func get(_ path: String, query: [URLQueryItem]) async throws(ClinicError) -> Data {
        try await perform(makeRequest("GET", path, query: query, body: nil))
    }

    public func send(_ method: String, _ path: String, body: Data?) async throws(ClinicError) {
        _ = try await perform(makeRequest(method, path, query: [], body: body))
    }

    private func makeRequest(_ method: String, _ path: String, query: [URLQueryItem], body: Data?) throws(ClinicError) -> URLRequest {
        var components = URLComponents()
        components.scheme = "https"
        components.host = environment.host
        components.path = path
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else { throw .unexpected }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        return request
    }

    private func perform(_ request: URLRequest) async throws(ClinicError) -> Data {
        var attempt = 1
        while true {
            do {
                return try await performOnce(request)
            } catch {
                guard Self.isTransient(error), attempt < maxAttempts else { throw error }
                attempt += 1
                try? await Task.sleep(for: .milliseconds(200 * attempt))
            }
        }
    }

    private static func isTransient(_ error: ClinicError) -> Bool {
        switch error {
        case .offline: true
        case .server(let status): status >= 500
        default: false
        }
    }

    private func performOnce(_ request: URLRequest) async throws(ClinicError) -> Data {
        let result: (Data, URLResponse)
        do {
            result = try await session.data(for: request)
        } catch {
            throw .offline
        }
        guard let response = result.1 as? HTTPURLResponse else { throw .unexpected }
        switch response.statusCode {
        case 200..<300: return result.0
        case 404: throw .notFound
        case 409: throw .conflict(message: String(decoding: result.0, as: UTF8.self))
        default: throw .server(status: response.statusCode)
        }
    }
}
