import AppDomain
import HeadlessUI

/// Open and finished to-do items of the view model it is given.
struct TaskListView: View {
    let viewModel: TaskListViewModel

    private var openTasks: [TaskItem] { viewModel.tasks.filter { !$0.isDone } }
    private var doneTasks: [TaskItem] { viewModel.tasks.filter(\.isDone) }

    var body: some View {
        List {
            Section("To do") {
                ForEach(openTasks) { task in
                    TaskRow(task: task)
                }
            }
            Section {
                ForEach(doneTasks) { task in
                    TaskRow(task: task)
                }
            } header: {
                Text("Done")
            }
        }
        .navigationTitle("Tasks")
        .task {
            await viewModel.refresh()
        }
    }
}
