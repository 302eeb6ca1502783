import AppDomain
import Foundation
import Observation

/// The to-do items of the task list.
@Observable
final class TaskListViewModel {
    var tasks: [TaskItem] = []

    // TODO: Step 2 — Do not create the client here. Store an `apiClient: any APIClientProtocol` and add
    // `init(apiClient: any APIClientProtocol = APIClient())`. Then fetch through `apiClient` in refresh().
    private let apiClient = APIClient()

    func refresh() async {
        tasks = (try? await apiClient.fetch([TaskItem].self, from: tasksURL)) ?? []
    }
}
