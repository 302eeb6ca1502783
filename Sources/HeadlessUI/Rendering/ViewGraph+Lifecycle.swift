/// What the graph does as views come and go: appear handlers, `.onDisappear`, and the tasks of `.task`,
/// started once per appearance and cancelled when a view leaves.
extension ViewGraph {
    /// Takes the view off screen: runs `.onDisappear` and cancels tasks, but keeps `@State` — like
    /// switching to another tab and back in SwiftUI.
    @_spi(Rendering) public func disappear() {
        isVisible = false
        runViewCode {
            for record in records.values.sorted(by: { $0.order > $1.order }) { record.disappear() }
        }
    }

    /// Puts the view back on screen: runs `.onAppear` and starts `.task` again with the kept state.
    @_spi(Rendering) public func appear() {
        isVisible = true
        appearQueue = records.values.sorted(by: { $0.order < $1.order })
        runViewCode { runAppearQueue() }
        renderIfNeeded()
    }

    /// Registers the lifecycle modifiers found at a record during this pass; a view that is not on screen
    /// (covered by a pushed view) disappears after the pass but keeps its state.
    func register(onAppear: (() -> Void)?, onDisappear: (() -> Void)?,
                  task: TaskSpec?, at record: IdentityRecord, onScreen: Bool = true) {
        if let onAppear { record.onAppear = onAppear }
        if let onDisappear { record.onDisappear = onDisappear }
        guard onScreen else {
            // NB: no appear handler or task while off screen, so that the host coming back on screen does not
            // start them; the render that shows the view again registers them anew.
            record.onAppear = nil
            record.task = nil
            if record.isAppeared { afterRender { record.disappear() } }
            return
        }
        if let task {
            record.task = task
            // `.task(id:)` restarts when its id changes while the view stays on screen.
            if record.isAppeared, let running = record.runningTaskID, let new = task.id, !running.matches(new) {
                record.runningTask?.cancel()
                start(task, for: record)
            }
        }
        if !record.isAppeared && isVisible && !appearQueue.contains(where: { $0 === record }) {
            appearQueue.append(record)
        }
    }

    func runAppearQueue() {
        let queue = appearQueue
        appearQueue = []
        for record in queue where !record.isAppeared && records.values.contains(where: { $0 === record }) {
            record.isAppeared = true
            record.onAppear?()
            if let task = record.task { start(task, for: record) }
        }
    }

    private func start(_ spec: TaskSpec, for record: IdentityRecord) {
        runningTasks += 1
        record.runningTaskID = spec.id
        let action = spec.action
        record.runningTask = Task(priority: spec.priority) { [weak self] in
            await action()
            self?.runningTasks -= 1
        }
    }
}
