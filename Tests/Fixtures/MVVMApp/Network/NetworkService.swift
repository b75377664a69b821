import Foundation

/// Sends requests to the API and decodes any `Decodable` answer; it knows no feature's models.
protocol NetworkServiceProtocol: Sendable {
    func request<T: Decodable & Sendable>(_ endpoint: Endpoint, body: Data?) async -> Result<T, AppError>
}

/// The URLSession implementation: adds the session's token, and signs out on a 401.
final class NetworkService: NetworkServiceProtocol {
    private let sessionService: SessionServiceProtocol
    private let urlSession: URLSession
    weak var progressViewModel: ProductViewModel? // PLANTED mvvm-arch-layer-direction: the network layer holds a ViewModel.

    init(sessionService: SessionServiceProtocol, urlSession: URLSession = .shared) {
        self.sessionService = sessionService
        self.urlSession = urlSession
    }

    func request<T: Decodable & Sendable>(_ endpoint: Endpoint, body: Data?) async -> Result<T, AppError> {
        var components = URLComponents(url: AppConfig.baseURL.appending(path: endpoint.path), resolvingAgainstBaseURL: false)
        components?.queryItems = endpoint.queryItems.isEmpty ? nil : endpoint.queryItems
        guard let url = components?.url else { return .failure(.network(.undecodable)) }
        var request = URLRequest(url: url)
        request.httpMethod = endpoint.method.rawValue
        request.httpBody = body
        if let token = sessionService.accessToken() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        do {
            let (data, response) = try await urlSession.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            if status == 401 {
                sessionService.clearSession()
                return .failure(.network(.unauthorized))
            }
            guard (200..<300).contains(status) else { return .failure(.network(.server(status: status))) }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            guard let value = try? decoder.decode(T.self, from: data) else { return .failure(.network(.undecodable)) }
            return .success(value)
        } catch {
            return .failure(.network(.offline))
        }
    }
}
