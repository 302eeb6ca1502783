import AppDomain
import Foundation
import Observation

/// Holds the task list and asks the injected client for a fresh copy.
@Observable
final class TaskListViewModel {
    var tasks: [TaskItem] = []

    private let apiClient: any APIClientProtocol

    init(apiClient: any APIClientProtocol = APIClient()) {
        self.apiClient = apiClient
    }

    func refresh() async {
        do {
            tasks = try await apiClient.fetch([TaskItem].self, from: tasksURL)
        } catch {
            tasks = []
        }
    }
}
