import AppDomain
import HeadlessUI

extension EnvironmentValues {
    /// The API client views below see; by default the live one.
    var apiClient: any APIClientProtocol {
        get { self[APIClientKey.self] }
        set(client) { self[APIClientKey.self] = client }
    }
}

/// Carries the default API client: the live `APIClient()`.
struct APIClientKey: EnvironmentKey {
    typealias Value = any APIClientProtocol
    static let defaultValue: any APIClientProtocol = APIClient()
}
