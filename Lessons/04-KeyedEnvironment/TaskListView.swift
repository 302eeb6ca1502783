import AppDomain
import HeadlessUI

/// The task list.
struct TaskListView: View {
    // TODO: Step 5 — Read `@Environment(\.apiClient) private var apiClient` and keep
    // `@State private var viewModel: TaskListViewModel?`. In `.task`, create the view model from
    // `apiClient` only when there is none yet, then call `refresh()` — on every appearance.
    // Show a ProgressView while there is no view model.
    @State private var viewModel = TaskListViewModel()

    var body: some View {
        List(viewModel.tasks) { task in
            Text(task.title)
        }
        .task {
            await viewModel.refresh()
        }
    }
}
