import AppDomain
import HeadlessUI

struct TaskListView_Previews: PreviewProvider {
    static var previews: some View {
        // TODO: Step 4 — This preview talks to the live API: slow, and empty offline. Show
        // `TaskListView(viewModel: TaskListViewModel(apiClient: FakeAPIClient()))` instead.
        TaskListView()
    }
}
