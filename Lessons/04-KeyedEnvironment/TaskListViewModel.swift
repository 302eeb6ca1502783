import AppDomain
import Foundation
import Observation

// Given: finished in lesson 02.
// Vorgegeben: fertig aus Lektion 02.

/// The to-do items of the task list, loaded through the client it is given.
///
/// Die To-dos der Aufgabenliste, geladen über den Client, den es bekommt.
@Observable
final class TaskListViewModel {
    private(set) var tasks: [TaskItem] = []

    private let apiClient: any APIClientProtocol

    // `TaskListViewModel()` still talks to the live API; tests and previews pass a fake.
    // `TaskListViewModel()` spricht weiter mit der echten API; Tests und Previews reichen ein Fake hinein.
    init(apiClient: any APIClientProtocol = APIClient()) {
        self.apiClient = apiClient
    }

    func refresh() async {
        tasks = (try? await apiClient.fetch([TaskItem].self, from: tasksURL)) ?? []
    }
}
