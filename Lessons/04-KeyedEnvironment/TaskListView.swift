import AppDomain
import HeadlessUI

/// The task list.
///
/// Die Aufgabenliste.
struct TaskListView: View {
    // TODO: Step 5 — Build the view model from the environment's API client once the view is on screen,
    // only when there is none yet, and refresh it on every appearance. A ProgressView until it exists.
    // Schritt 5 — Bau das View-Model aus dem API-Client der Environment, sobald die View auf dem Bildschirm
    // ist, nur wenn es noch keins gibt, und aktualisiere es bei jedem Erscheinen. Bis es existiert, eine
    // ProgressView.
    @State private var viewModel = TaskListViewModel()

    var body: some View {
        List(viewModel.tasks) { task in
            Text(task.title)
        }
        .task {
            await viewModel.refresh()
        }
    }
}
