import AppDomain
import HeadlessUI

// TODO: Step 5 — The same for the task list: `struct APIClientKey: EnvironmentKey` whose
// `static let defaultValue: any APIClientProtocol = APIClient()`, and `EnvironmentValues.apiClient`
// with a getter and a setter through `self[APIClientKey.self]`.
