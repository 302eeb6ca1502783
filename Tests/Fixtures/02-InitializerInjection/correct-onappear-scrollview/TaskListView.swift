import AppDomain
import HeadlessUI

/// The to-do items of the injected view model, as a scrolling column.
struct TaskListView: View {
    let viewModel: TaskListViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("My tasks")
                    .font(.largeTitle)
                ForEach(viewModel.tasks) { item in
                    Text(item.title)
                        .strikethroughIfDone(item.isDone)
                }
            }
        }
        .refreshable {
            await viewModel.refresh()
        }
        .onAppear {
            Task {
                await viewModel.refresh()
            }
        }
    }
}

private extension View {
    /// Dims finished tasks (no strikethrough in every SDK, so a lower opacity).
    func strikethroughIfDone(_ isDone: Bool) -> some View {
        opacity(isDone ? 0.5 : 1)
    }
}
