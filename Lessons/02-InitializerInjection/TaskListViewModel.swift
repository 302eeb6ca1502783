import AppDomain
import Foundation
import Observation

/// The to-do items of the task list.
@Observable
final class TaskListViewModel {
    var tasks: [TaskItem] = []

    // TODO: Step 2 — Do not create the client here: take it through an initializer labelled `apiClient:`,
    // typed by the protocol, so a test can hand in a fake. `TaskListViewModel()` must keep working with the
    // live client. Then fetch through `apiClient` in refresh().
    private let apiClient = APIClient()

    func refresh() async {
        tasks = (try? await apiClient.fetch([TaskItem].self, from: tasksURL)) ?? []
    }
}
