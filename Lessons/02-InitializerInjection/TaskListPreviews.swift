import AppDomain
import HeadlessUI

struct TaskListView_Previews: PreviewProvider {
    static var previews: some View {
        // TODO: Step 4 — This preview depends on the live API: slow, blank offline, different data each
        // time. Hand TaskListView a view model that runs on FakeAPIClient instead.
        // Schritt 4 — Diese Preview hängt an der echten API: langsam, offline leer, jedes Mal andere Daten.
        // Gib TaskListView stattdessen ein View-Model, das mit FakeAPIClient arbeitet.
        TaskListView()
    }
}
