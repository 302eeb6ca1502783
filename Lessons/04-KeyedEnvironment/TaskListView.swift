import AppDomain
import HeadlessUI

/// The task list.
struct TaskListView: View {
    // TODO: Step 5 — Build the view model from the environment's API client once the view is on screen,
    // only when there is none yet, and refresh it on every appearance. A ProgressView until it exists.
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
