import AppDomain
import HeadlessUI

/// The task list in one section, refreshed on every appearance and on pull-to-refresh.
struct TaskListView: View {
    @Environment(\.apiClient) private var apiClient
    @State private var viewModel: TaskListViewModel?

    var body: some View {
        Group {
            if let viewModel {
                List {
                    Section("Aufgaben") {
                        ForEach(viewModel.tasks) { task in
                            Text(task.title)
                        }
                    }
                }
                .refreshable {
                    await viewModel.refresh()
                }
            } else {
                ProgressView()
            }
        }
        .task {
            if viewModel == nil {
                viewModel = TaskListViewModel(apiClient: apiClient)
            }
            await viewModel?.refresh()
        }
    }
}
