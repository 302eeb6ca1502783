import AppDomain
import HeadlessUI
import Testing
import WorkbookTesting
@testable import Lesson04

@Suite("Step 5 · The same for the task list's API client ⟪de: Dasselbe für den API-Client der Aufgabenliste⟫", .recordingLiveServices)
struct Step5APIClientKeyChecks {
    @Test("without an ancestor's value, apiClient is the live client ⟪de: ohne Wert eines Vorfahren ist apiClient der Live-Client⟫")
    func defaultIsLive() async {
        _ = try? await EnvironmentValues().apiClient.fetch([TaskItem].self, from: tasksURL)
        #expect(liveUses.contains(service: "APIClient", call: "fetch(_:from:)"),
                .step(5, "Where no ancestor set a client, `apiClient` should be the live one: asking it for tasks "
                      + "should reach the live APIClient. Live uses seen: \(describe(liveUses.uses)). Like the "
                      + "recipe service's key, this key should default to the live client, so the app needs no "
                      + "setup.",
                      de: "Wo kein Vorfahre einen Client gesetzt hat, sollte `apiClient` der echte sein: Eine "
                      + "Anfrage nach Aufgaben sollte beim echten APIClient ankommen. Beobachtete Zugriffe auf "
                      + "Live-Dienste: \(describe(liveUses.uses, german: true)). Wie der Key des Rezeptdienstes sollte dieser "
                      + "Key als Standardwert den echten Client haben, damit die App keine Einrichtung braucht.",
                      file: "APIClientKey.swift", symbol: "defaultValue"))
    }

    @Test("TaskListView lists the tasks of the client in its environment ⟪de: TaskListView listet die Aufgaben des Clients aus ihrer Environment⟫")
    func listsEnvironmentTasks() async {
        let ui: ViewHost = ViewHost(TaskListView()) { $0.apiClient = SpyAPIClient(tasks: [.shopping, .baking]) }
        await ui.settle()
        let live = liveCalls(of: "APIClient")
        let reached = live.isEmpty ? "" : " It reached the live \(describe(live)) instead."
        let erreicht = live.isEmpty ? "" : " Stattdessen hat sie \(live.germanObject) erreicht."
        #expect(listsOnce(["Einkaufen", "Kuchen backen"], in: ui.texts),
                .step(5, "TaskListView should list the tasks of the client in its environment (here Einkaufen "
                      + "and Kuchen backen), but it shows \(ui.texts).\(reached) Its view model should be made "
                      + "from the client the view reads from its environment, once the view is in the tree.",
                      de: "TaskListView sollte die Aufgaben des Clients aus ihrer Environment zeigen (hier "
                      + "Einkaufen und Kuchen backen), zeigt aber \(ui.texts).\(erreicht) Ihr View-Model sollte "
                      + "mit dem Client entstehen, den die View aus ihrer Environment liest — erst, wenn die View "
                      + "im Baum hängt.",
                      file: "TaskListView.swift", symbol: ".task"))
    }

    @Test("TaskListView asks for [TaskItem] at tasksURL once when it appears ⟪de: TaskListView fragt beim Erscheinen einmal [TaskItem] unter tasksURL ab⟫")
    func asksForTasksOnce() async {
        let spy = SpyAPIClient(tasks: [.shopping])
        let ui: ViewHost = ViewHost(TaskListView()) { $0.apiClient = spy }
        await ui.settle()
        let expected = "\([TaskItem].self) \(tasksURL.absoluteString)"
        #expect(spy.requests == [expected],
                .step(5, "When it appears, TaskListView should refresh once, which fetches [TaskItem] from "
                      + "tasksURL: [\(expected)]. The client was asked \(spy.requests).",
                      de: "Beim Erscheinen sollte TaskListView einmal aktualisieren und dabei [TaskItem] von "
                      + "tasksURL holen: [\(expected)]. Gefragt wurde der Client nach \(spy.requests).",
                      file: "TaskListView.swift", symbol: "refresh()"))
    }

    @Test("TaskListView keeps its view model and refreshes it each time it comes back on screen ⟪de: TaskListView behält ihr View-Model und aktualisiert es bei jeder Rückkehr auf den Bildschirm⟫")
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
                      + "tasks its view model already has ([Einkaufen]); it shows \(ui.texts). A new view model "
                      + "starts empty: make one only when there is none yet.",
                      de: "Während TaskListView nach dem Wiedererscheinen aktualisiert, sollte sie weiter die "
                      + "Aufgaben zeigen, die ihr View-Model schon hat ([Einkaufen]); sie zeigt \(ui.texts). Ein "
                      + "neues View-Model beginnt leer: Erzeuge nur eins, wenn es noch keins gibt.",
                      file: "TaskListView.swift", symbol: "TaskListViewModel("))
        spy.isHeld = false
        await ui.settle()
        #expect(spy.requests.count == 2 && listsOnce(["Einkaufen", "Kuchen backen"], in: ui.texts),
                .step(5, "Each time TaskListView appears, it should call `refresh()` on its view model: after "
                      + "coming back it should show [Einkaufen, Kuchen backen]. It shows \(ui.texts), after "
                      + "\(spy.requests.count) request(s). Tasks change on the server, so the list should "
                      + "refresh on every appearance, not only when its view model is new.",
                      de: "Bei jedem Erscheinen sollte TaskListView ihr View-Model aktualisieren (`refresh()`): "
                      + "Nach der Rückkehr sollte sie [Einkaufen, Kuchen backen] zeigen. Sie zeigt \(ui.texts), "
                      + "nach \(spy.requests.count) Anfrage(n). Aufgaben ändern sich auf dem Server, darum sollte "
                      + "die Liste bei jedem Erscheinen aktualisieren, nicht nur, wenn ihr View-Model neu ist.",
                      file: "TaskListView.swift", symbol: "refresh()"))
    }
}
