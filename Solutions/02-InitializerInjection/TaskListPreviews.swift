import AppDomain
import HeadlessUI

struct TaskListView_Previews: PreviewProvider {
    static var previews: some View {
        // The fake answers instantly, so the canvas shows sample tasks even offline.
        TaskListView(viewModel: TaskListViewModel(apiClient: FakeAPIClient()))
            .previewDisplayName("Sample tasks")
    }
}
