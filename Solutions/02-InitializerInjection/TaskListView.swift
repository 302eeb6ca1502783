import AppDomain
import HeadlessUI

/// The to-do items of the view model it is given, refreshed when the list appears.
struct TaskListView: View {
    // The caller owns the view model, so the caller decides which client it talks to.
    let viewModel: TaskListViewModel

    var body: some View {
        List(viewModel.tasks) { task in
            Text(task.title)
        }
        .navigationTitle("Tasks")
        .task {
            await viewModel.refresh()
        }
    }
}
