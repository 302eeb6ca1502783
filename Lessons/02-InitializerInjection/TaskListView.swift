import AppDomain
import HeadlessUI

/// The to-do items, refreshed when the list appears.
///
/// Die To-dos, aktualisiert, sobald die Liste erscheint.
struct TaskListView: View {
    // TODO: Step 4 — Do not create the view model here: take it from the caller, as
    // `TaskListView(viewModel:)`, so the caller decides which client it uses. A view model the view
    // does not own needs no @State.
    // Schritt 4 — Erzeuge das View-Model nicht hier: Nimm es vom Aufrufer entgegen, als
    // `TaskListView(viewModel:)`, damit der Aufrufer entscheidet, welchen Client es benutzt. Ein View-Model,
    // das der View nicht gehört, braucht kein @State.
    @State private var viewModel = TaskListViewModel()

    var body: some View {
        List(viewModel.tasks) { task in
            Text(task.title)
        }
        .navigationTitle("Tasks")
        .task {
            await viewModel.refresh()
        }
    }
}
