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
                    TaskRow(task: task)
                }
            } else {
                ProgressView()
            }
        }
        .task {
            let current = currentViewModel()
            await current.refresh()
        }
    }

    /// The view model, created on first use from the environment's client and kept afterwards.
    private func currentViewModel() -> TaskListViewModel {
        if let viewModel { return viewModel }
        let created = TaskListViewModel(apiClient: apiClient)
        viewModel = created
        return created
    }
}
