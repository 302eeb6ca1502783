import AppDomain
import HeadlessUI

/// The task list. The spinner's task creates the view model; the list's task refreshes it each time the
/// list appears.
struct TaskListView: View {
    @Environment(\.apiClient) private var apiClient
    @State private var viewModel: TaskListViewModel?

    var body: some View {
        if let viewModel {
            List(viewModel.tasks) { task in
                Text(task.title)
            }
            .task {
                await viewModel.refresh()
            }
        } else {
            ProgressView()
                .task {
                    viewModel = TaskListViewModel(apiClient: apiClient)
                }
        }
    }
}
