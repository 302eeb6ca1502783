import AppDomain
import HeadlessUI

/// One to-do item in a list: its title.
struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        Text(task.title)
    }
}
