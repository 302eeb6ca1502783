import AppDomain
import HeadlessUI

/// The environment key under which views find the API client; by default the live `APIClient()`.
struct APIClientKey: EnvironmentKey {
    // Computed like MealServiceKey's default: nothing stored, so nothing has to be `Sendable`.
    static var defaultValue: any APIClientProtocol { APIClient() }
}

extension EnvironmentValues {
    /// The API client of this part of the view tree.
    var apiClient: any APIClientProtocol {
        get { self[APIClientKey.self] }
        set { self[APIClientKey.self] = newValue }
    }
}
