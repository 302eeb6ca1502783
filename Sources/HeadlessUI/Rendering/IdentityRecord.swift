/// What the host keeps for one view identity between renders: state, lifecycle handlers and its task.
@MainActor
final class IdentityRecord {
    /// `@State` storage of the view at this identity, by property name.
    var states: [String: AnyObject] = [:]
    /// The render pass that last produced this identity.
    var lastSeenPass = 0
    /// Position in the last pass, so that appear handlers run in tree order.
    var order = 0
    /// The body of the view at this identity as last rendered, when the view has one.
    var body: CompositeBody?
    /// The pass in which ``body`` last ran, so that one pass runs it once.
    var lastBodyPass = 0
    /// Whether the view is currently on screen (appear handlers ran, disappear handlers did not yet).
    var isAppeared = false

    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    /// Runs after every render pass while this identity is on screen: `.onPreferenceChange` compares there.
    var afterEveryPass: (() -> Void)?
    var task: TaskSpec?
    var runningTask: Task<Void, Never>?
    /// The `id` value the running task was started for, with a way to compare a new one.
    var runningTaskID: TaskSpec.ID?

    /// The object kept under `key` for this identity, made on first use: what a built-in view remembers
    /// between renders (a stack's pushed views, a sheet's presentation).
    func stored<T: AnyObject>(_ key: String, orMake make: () -> T) -> T {
        if let existing = states[key] as? T { return existing }
        let made = make()
        states[key] = made
        return made
    }

    /// Cancels the task and runs the disappear handler.
    func disappear() {
        runningTask?.cancel()
        runningTask = nil
        runningTaskID = nil
        if isAppeared { onDisappear?() }
        isAppeared = false
    }
}

/// The latest `.task` modifier at an identity: what to run and the value it restarts on.
struct TaskSpec {
    /// The `id:` of `.task(id:)`, with a comparison that works on the erased value.
    struct ID {
        let value: Any
        let isEqual: (Any) -> Bool

        init<T: Equatable>(_ value: T) {
            self.value = value
            isEqual = { ($0 as? T) == value }
        }

        func matches(_ other: ID) -> Bool { isEqual(other.value) }
    }

    let priority: TaskPriority
    let id: ID?
    let action: @isolated(any) () async -> Void
}
