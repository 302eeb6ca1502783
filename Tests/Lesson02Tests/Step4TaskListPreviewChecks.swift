import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson02

@Suite("Step 4 · A task list preview with the fake ⟪de: Eine Preview der Aufgabenliste mit dem Fake⟫", .recordingLiveServices)
struct Step4TaskListPreviewChecks {
    @Test("TaskListView shows the tasks of the view model it is given ⟪de: TaskListView zeigt die Aufgaben des View-Models, das sie bekommt⟫")
    func showsInjectedViewModel() async {
        let viewModel = TaskListViewModel(apiClient: StubAPIClient(tasks: TaskItem.checkTasks))
        let ui = ViewHost(TaskListView(viewModel: viewModel))
        await ui.settle()
        let expected = TaskItem.checkTasks.map(\.title)
        #expect(shows(expected, in: ui.texts),
                .step(4, "TaskListView(viewModel:) should refresh the view model it is given when it appears and "
                      + "show its tasks \(expected); it shows \(ui.texts). Keep the view model you are given "
                      + "instead of creating one in the view.",
                      de: "TaskListView(viewModel:) sollte das View-Model, das sie bekommt, beim Erscheinen "
                      + "aktualisieren und seine Aufgaben \(expected) zeigen; sie zeigt \(ui.texts). Behalte das "
                      + "übergebene View-Model, statt in der View ein eigenes zu erzeugen.",
                      file: "TaskListView.swift", symbol: "viewModel"))
        let live = liveUses.uses(of: "APIClient")
        #expect(live.isEmpty,
                .step(4, "TaskListView reached the live \(describe(live)) although it was given a view model. Use "
                      + "the view model from the initializer.",
                      de: "TaskListView hat \(live.germanObject) erreicht, obwohl sie ein "
                      + "View-Model bekommen hat. Nimm das View-Model aus dem Initializer.",
                      file: "TaskListView.swift", symbol: "viewModel"))
    }

    @Test("the preview shows the fake's sample tasks without any live service ⟪de: die Preview zeigt die Beispielaufgaben des Fakes ohne jeden Live-Dienst⟫")
    func previewRendersOffline() async throws {
        let expected = try await FakeAPIClient().fetch([TaskItem].self, from: tasksURL).map(\.title)
        let ui = ViewHost(TaskListView_Previews.previews)
        await ui.settle()
        // Each preview on its own: more previews (e.g. a failing client) are welcome.
        let shown = ui.previews.map(\.texts)
        #expect(!expected.isEmpty && shown.contains { shows(expected, in: $0) },
                .step(4, "One of TaskListView_Previews' previews should show TaskListView with FakeAPIClient's "
                      + "sample tasks \(expected); the previews show \(shown).",
                      de: "Eine der Previews in TaskListView_Previews sollte TaskListView mit den "
                      + "Beispielaufgaben von FakeAPIClient zeigen, \(expected); die Previews zeigen \(shown).",
                      file: "TaskListPreviews.swift", symbol: "TaskListView_Previews"))
        #expect(liveUses.uses.isEmpty,
                .step(4, "The previews reached the live \(describe(liveUses.uses)); a preview should not depend "
                      + "on the network. Build its view model on a FakeAPIClient() instead.",
                      de: "Die Previews haben \(liveUses.uses.germanObject) erreicht; "
                      + "eine Preview sollte nicht vom Netz abhängen. Bau ihr View-Model stattdessen mit einem "
                      + "FakeAPIClient().",
                      file: "TaskListPreviews.swift", symbol: "TaskListView_Previews"))
    }
}
