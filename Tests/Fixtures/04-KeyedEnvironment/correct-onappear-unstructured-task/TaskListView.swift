import AppDomain
import HeadlessUI

/// The task list: the view model is made once in `.onAppear`, and every appearance starts a refresh.
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
        .onAppear {
            let current: TaskListViewModel
            if let viewModel {
                current = viewModel
            } else {
                current = TaskListViewModel(apiClient: apiClient)
                viewModel = current
            }
            Task { await current.refresh() }
        }
    }
}
