import AppDomain
import HeadlessUI

/// The task list, with a view model built from the API client in the environment.
struct TaskListView: View {
    @Environment(\.apiClient) private var apiClient
    @State private var viewModel: TaskListViewModel?

    var body: some View {
        Group {
            if let viewModel {
                List(viewModel.tasks) { task in
                    Text(task.title)
                }
            } else {
                ProgressView()
            }
        }
        .task {
            // Created once, when the environment is installed; refreshed on every appearance, so the
            // list catches up with the server while it keeps showing what it had.
            let current = viewModel ?? TaskListViewModel(apiClient: apiClient)
            viewModel = current
            await current.refresh()
        }
    }
}
