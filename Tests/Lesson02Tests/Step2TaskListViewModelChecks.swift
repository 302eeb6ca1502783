import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 2 · TaskListViewModel takes its API client", .recordingLiveServices)
struct Step2TaskListViewModelChecks {
    @Test("TaskListViewModel() still fetches from the live APIClient by default")
    func defaultsToLiveClient() async {
        let viewModel = TaskListViewModel()
        await viewModel.refresh()
        #expect(liveUses.contains(service: "APIClient", call: "fetch(_:from:)"),
                .step(2, "TaskListViewModel() without arguments should still fetch through the live APIClient: "
                      + "give the parameter the default value `APIClient()`. Live uses seen: "
                      + "\(describe(liveUses.uses)).", file: "TaskListViewModel.swift", symbol: "init("))
    }

    @Test("refresh() loads [TaskItem] from tasksURL through the client it is given")
    func refreshesFromInjectedClient() async {
        let client = StubAPIClient(tasks: TaskItem.checkTasks)
        let viewModel = TaskListViewModel(apiClient: client)
        await viewModel.refresh()
        #expect(client.requests == ["Array<TaskItem> from \(tasksURL.absoluteString)"],
                .step(2, "refresh() should call `apiClient.fetch([TaskItem].self, from: tasksURL)` once on the "
                      + "client it was given; the client saw \(client.requests).",
                      file: "TaskListViewModel.swift", symbol: "func refresh"))
        #expect(viewModel.tasks.map(\.title) == TaskItem.checkTasks.map(\.title),
                .step(2, "After refresh(), `tasks` should hold the client's tasks \(TaskItem.checkTasks.map(\.title)); "
                      + "it holds \(viewModel.tasks.map(\.title)).", file: "TaskListViewModel.swift",
                      symbol: "func refresh"))
    }

    @Test("never reaches the live APIClient when it is given a client")
    func staysOffTheLiveClient() async {
        let viewModel = TaskListViewModel(apiClient: StubAPIClient(tasks: TaskItem.checkTasks))
        await viewModel.refresh()
        let live = liveUses.uses(of: "APIClient")
        #expect(live.isEmpty,
                .step(2, "TaskListViewModel reached the live \(describe(live)) although it was given an API "
                      + "client. Do not create APIClient() inside the view model: store the `apiClient` from the "
                      + "initializer and fetch through it.", file: "TaskListViewModel.swift", symbol: "func refresh"))
    }
}
