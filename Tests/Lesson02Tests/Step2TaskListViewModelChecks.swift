import AppDomain
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 2 · TaskListViewModel takes its API client ⟪de: TaskListViewModel bekommt seinen API-Client⟫", .recordingLiveServices)
struct Step2TaskListViewModelChecks {
    @Test("TaskListViewModel() still fetches from the live APIClient by default ⟪de: TaskListViewModel() lädt standardmäßig weiter vom Live-APIClient⟫")
    func defaultsToLiveClient() async {
        let viewModel = TaskListViewModel()
        await viewModel.refresh()
        #expect(liveUses.contains(service: "APIClient", call: "fetch(_:from:)"),
                .step(2, "TaskListViewModel() without arguments should still fetch through the live APIClient: "
                      + "the live client belongs in the parameter's default value. Live uses seen: "
                      + "\(describe(liveUses.uses)).",
                      de: "TaskListViewModel() ohne Argumente sollte weiterhin über den Live-Dienst APIClient "
                      + "laden: Er gehört als Standardwert in den Parameter. Beobachtete Zugriffe auf Live-Dienste: "
                      + "\(describe(liveUses.uses, german: true)).",
                      file: "TaskListViewModel.swift", symbol: "init("))
    }

    @Test("refresh() loads [TaskItem] from tasksURL through the client it is given ⟪de: refresh() lädt [TaskItem] von tasksURL über den Client, den es bekommt⟫")
    func refreshesFromInjectedClient() async {
        let client = StubAPIClient(tasks: TaskItem.checkTasks)
        let viewModel = TaskListViewModel(apiClient: client)
        await viewModel.refresh()
        #expect(client.requests == ["Array<TaskItem> from \(tasksURL.absoluteString)"],
                .step(2, "refresh() should fetch [TaskItem] from tasksURL once, through the client the view "
                      + "model was given; that client saw \(client.requests).",
                      de: "refresh() sollte [TaskItem] genau einmal von tasksURL laden, und zwar über den Client, "
                      + "den das View-Model bekommen hat; bei diesem Client kam \(client.requests) an.",
                      file: "TaskListViewModel.swift", symbol: "func refresh"))
        #expect(viewModel.tasks.map(\.title) == TaskItem.checkTasks.map(\.title),
                .step(2, "After refresh(), `tasks` should hold the client's tasks \(TaskItem.checkTasks.map(\.title)); "
                      + "it holds \(viewModel.tasks.map(\.title)).",
                      de: "Nach refresh() sollte `tasks` die Aufgaben des Clients enthalten, "
                      + "\(TaskItem.checkTasks.map(\.title)); es enthält \(viewModel.tasks.map(\.title)).",
                      file: "TaskListViewModel.swift", symbol: "func refresh"))
    }

    @Test("never reaches the live APIClient when it is given a client ⟪de: erreicht nie den Live-APIClient, wenn es einen Client bekommt⟫")
    func staysOffTheLiveClient() async {
        let viewModel = TaskListViewModel(apiClient: StubAPIClient(tasks: TaskItem.checkTasks))
        await viewModel.refresh()
        let live = liveUses.uses(of: "APIClient")
        #expect(live.isEmpty,
                .step(2, "TaskListViewModel reached the live \(describe(live)) although it was given an API "
                      + "client. Do not create APIClient() inside the view model: fetch through the client that "
                      + "came in through the initializer.",
                      de: "TaskListViewModel hat \(live.germanObject) erreicht, obwohl "
                      + "es einen API-Client bekommen hat. Erzeug im View-Model kein APIClient(): Lade über den "
                      + "Client, der durch den Initializer hereinkommt.",
                      file: "TaskListViewModel.swift", symbol: "func refresh"))
    }
}
