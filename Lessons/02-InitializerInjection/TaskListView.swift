import AppDomain
import HeadlessUI

/// The to-do items, refreshed when the list appears.
struct TaskListView: View {
    // TODO: Step 4 — Do not create the view model here: take it from outside with
    // `let viewModel: TaskListViewModel`, so `TaskListView(viewModel:)` decides which client it uses.
    @State private var viewModel = TaskListViewModel()

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
