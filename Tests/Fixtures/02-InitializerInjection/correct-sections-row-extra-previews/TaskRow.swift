import AppDomain
import HeadlessUI

/// One to-do item: a check mark, its title and its priority.
struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        HStack {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            Text(task.title)
            Spacer()
            Text("P\(task.priority)")
                .font(.caption)
        }
    }
}
