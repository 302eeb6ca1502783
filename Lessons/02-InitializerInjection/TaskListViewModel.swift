import AppDomain
import Foundation
import Observation

/// The to-do items of the task list.
///
/// Die To-dos der Aufgabenliste.
@Observable
final class TaskListViewModel {
    var tasks: [TaskItem] = []

    // TODO: Step 2 — Do not create the client here: take it through an initializer labelled `apiClient:`,
    // typed by the protocol, so a test can hand in a fake. `TaskListViewModel()` must keep working with the
    // live client. Then fetch through `apiClient` in refresh().
    // Schritt 2 — Erzeuge den Client nicht hier: Nimm ihn über einen Initializer mit dem Label `apiClient:`
    // entgegen, typisiert über das Protokoll, damit ein Test ein Fake hineinreichen kann.
    // `TaskListViewModel()` muss mit dem echten Client weiter funktionieren. Hol dann in refresh() über
    // `apiClient`.
    private let apiClient = APIClient()

    func refresh() async {
        tasks = (try? await apiClient.fetch([TaskItem].self, from: tasksURL)) ?? []
    }
}
