import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson04

@Suite("Step 5 · The same for the task list's API client", .recordingLiveServices)
struct Step5APIClientKeyChecks {
    @Test("without an ancestor's value, apiClient is the live client")
    func defaultIsLive() async {
        _ = try? await EnvironmentValues().apiClient.fetch([TaskItem].self, from: tasksURL)
        #expect(liveUses.contains(service: "APIClient", call: "fetch(_:from:)"),
                .step(5, "Where no ancestor set a client, `apiClient` should be the live one: asking it for tasks "
                      + "should reach the live APIClient. Live uses seen: \(describe(liveUses.uses)). Give the key "
                      + "the default `static let defaultValue: any APIClientProtocol = APIClient()`.",
                      file: "APIClientKey.swift", symbol: "defaultValue"))
    }

    @Test("TaskListView lists the tasks of the client in its environment")
    func listsEnvironmentTasks() async {
        let ui: ViewHost = ViewHost(TaskListView()) { $0.apiClient = SpyAPIClient(tasks: [.shopping, .baking]) }
        await ui.settle()
        let live = liveCalls(of: "APIClient")
        let reached = live.isEmpty ? "" : " It reached the live \(describe(live)) instead."
        #expect(listsOnce(["Einkaufen", "Kuchen backen"], in: ui.texts),
                .step(5, "TaskListView should list the tasks of the client in its environment (here Einkaufen "
                      + "and Kuchen backen), but it shows \(ui.texts).\(reached) Read "
                      + "`@Environment(\\.apiClient) private var apiClient` and create "
                      + "`TaskListViewModel(apiClient: apiClient)` in `.task`.",
                      file: "TaskListView.swift", symbol: ".task"))
    }

    @Test("TaskListView asks for [TaskItem] at tasksURL once when it appears")
    func asksForTasksOnce() async {
        let spy = SpyAPIClient(tasks: [.shopping])
        let ui: ViewHost = ViewHost(TaskListView()) { $0.apiClient = spy }
        await ui.settle()
        let expected = "\([TaskItem].self) \(tasksURL.absoluteString)"
        #expect(spy.requests == [expected],
                .step(5, "When it appears, TaskListView should refresh once, which fetches [TaskItem] from "
                      + "tasksURL: [\(expected)]. The client was asked \(spy.requests).",
                      file: "TaskListView.swift", symbol: "refresh()"))
    }

    @Test("TaskListView keeps its view model and refreshes it each time it comes back on screen")
    func refreshesOnReappearance() async {
        let spy = SpyAPIClient(tasks: [.shopping])
        let ui: ViewHost = ViewHost(TaskListView()) { $0.apiClient = spy }
        await ui.settle()
        spy.tasks = [.shopping, .baking]
        spy.isHeld = true
        ui.disappear()
        ui.appear()
        await ui.settle(timeout: .milliseconds(30))
        #expect(listsOnce(["Einkaufen"], in: ui.texts) && count(of: "Kuchen backen", in: ui.texts) == 0,
                .step(5, "While it refreshes after coming back on screen, TaskListView should keep showing the "
                      + "tasks its view model already has ([Einkaufen]); it shows \(ui.texts). Create the view "
                      + "model only when there is none yet (`viewModel ?? TaskListViewModel(apiClient: apiClient)`).",
                      file: "TaskListView.swift", symbol: "TaskListViewModel("))
        spy.isHeld = false
        await ui.settle()
        #expect(spy.requests.count == 2 && listsOnce(["Einkaufen", "Kuchen backen"], in: ui.texts),
                .step(5, "Each time TaskListView appears, it should call `refresh()` on its view model: after "
                      + "coming back it should show [Einkaufen, Kuchen backen]. It shows \(ui.texts), after "
                      + "\(spy.requests.count) request(s). Call `refresh()` in `.task` on every appearance, not "
                      + "only when the view model is new.", file: "TaskListView.swift", symbol: "refresh()"))
    }
}
