import Foundation

/// A to-do item of the task list: a title, a priority and whether it is done.
///
/// Named `TaskItem`, not `Task`, because `Task` is Swift's own type for concurrent work: a model
/// called `Task` hides it, and `Task { … }` in the same file stops compiling.
public struct TaskItem: Identifiable, Hashable, Sendable, Codable {
    public let id: UUID
    public var title: String
    public var priority: Int
    public var isDone: Bool

    public init(id: UUID = UUID(), title: String, priority: Int, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.priority = priority
        self.isDone = isDone
    }
}

/// Where the live task list comes from.
public let tasksURL = URL(string: "https://api.example.com/tasks")!
