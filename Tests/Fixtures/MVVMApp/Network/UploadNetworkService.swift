import Foundation

/// Uploads product photos.
final class UploadNetworkService { // PLANTED mvvm-conc-network-sendable: stateless but not Sendable.
    private let urlSession: URLSession

    init(urlSession: URLSession = .shared) {
        self.urlSession = urlSession
    }

    func upload(_ data: Data, to endpoint: Endpoint) async -> Result<Void, AppError> {
        var request = URLRequest(url: AppConfig.baseURL.appending(path: endpoint.path))
        request.httpMethod = HTTPMethod.post.rawValue
        guard (try? await urlSession.upload(for: request, from: data)) != nil else { return .failure(.network(.offline)) }
        return .success(())
    }
}

extension UploadNetworkService {
    /// The photo service's upload host.
    static let photoUploadHost = "https://api.photos.example.com/v1" // PLANTED config-single-base-url: a host spelt outside AppConfig.
}
