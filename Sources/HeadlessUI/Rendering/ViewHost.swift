import Foundation
import Observation

/// Renders a view headlessly and keeps it alive: state, environment, lifecycle and tasks, as SwiftUI would.
///
/// ```swift
/// let ui = ViewHost(RecipeListView(service: FakeMealService()))
/// await ui.settle()                       // run .onAppear and .task until nothing is pending
/// #expect(ui.texts.contains("Pfannkuchen"))
/// try ui.find(button: "Favorit").tap()
/// ```
///
/// The view is created inside the host's diagnostic scope, so reading `@Environment` in the view's `init`
/// shows up in ``diagnostics``.
@MainActor
public final class ViewHost {
    private let root: any View
    private let environment: EnvironmentValues
    /// The runtime diagnostics recorded while creating and rendering the view.
    public let log: DiagnosticLog

    private var records: [String: IdentityRecord] = [:]
    private var bodyCounts: [ObjectIdentifier: Int] = [:]
    /// The views whose bodies the current pass runs because something they read changed (`""`: all of them).
    private var changedBodies: Set<String> = []
    /// The render pass in progress or last finished; each pass renders the root or some changed bodies.
    private(set) var pass = 0
    private var orderCounter = 0
    private var appearQueue: [IdentityRecord] = []
    private var afterRenderActions: [() -> Void] = []
    private var renderFailures: [RuntimeDiagnostic] = []
    private nonisolated let invalidation = InvalidationSet()
    private var runningTasks = 0
    private let activity = ActivityTracker()
    /// Whether the hosted view is on screen; see ``disappear()`` and ``appear()``.
    public private(set) var isVisible = true

    /// The most recent rendering of the view.
    public private(set) var rendered: RenderedView = RenderedView(structural: "empty")

    /// Renders `view`, runs its appear handlers and starts its tasks (without waiting for them).
    ///
    /// - Parameters:
    ///   - view: the view; it is created inside the host, so diagnostics of its `init` are kept.
    ///   - environment: the environment the view receives, as if set by an ancestor.
    public init<V: View>(_ view: @autoclosure () -> V, environment: EnvironmentValues = EnvironmentValues()) {
        let log = DiagnosticLog.current ?? DiagnosticLog()
        self.log = log
        self.environment = environment
        let activity = self.activity
        self.root = DiagnosticLog.$current.withValue(log) { activity.track(view) }
        renderNow()
        renderIfNeeded()
    }

    /// Renders the view with a changed environment, as if set by an ancestor:
    /// `ViewHost(RecipeListView()) { $0.mealService = PreviewMealService() }`.
    public convenience init<V: View>(_ view: @autoclosure () -> V,
                                     environment configure: (inout EnvironmentValues) -> Void) {
        var values = EnvironmentValues()
        configure(&values)
        self.init(view(), environment: values)
    }

    /// Every runtime diagnostic so far: outside-of-view reads and missing environment objects.
    public var diagnostics: [RuntimeDiagnostic] { log.entries }

    /// Renders that failed because a required `@Environment(T.self)` object was missing.
    public var failures: [RuntimeDiagnostic] { renderFailures }

    /// How many `.task` bodies are still running.
    public var runningTaskCount: Int { runningTasks }

    /// Whether work the view started is still running: a `.task`, or a `Task { … }` started in
    /// `.onAppear`, in an action or while rendering.
    public var hasPendingWork: Bool { runningTasks > 0 || activity.hasPendingWork }

    /// Re-renders and runs tasks until nothing is pending or `timeout` has passed.
    ///
    /// Pending work is whatever the view started, however it started it: `.task`, `Task { … }` in
    /// `.onAppear` or in a button's action, and the tasks those start in turn.
    ///
    /// - Returns: `true` when the view settled, `false` when tasks were still running at the deadline.
    @discardableResult
    public func settle(timeout: Duration = .seconds(2)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var quietRounds = 0
        while true {
            if invalidation.isSet {
                renderNow()
                quietRounds = 0
                continue
            }
            if !hasPendingWork {
                // NB: a few yields let work that was just scheduled on the main actor run first.
                quietRounds += 1
                if quietRounds > 5 { return true }
                await Task.yield()
                continue
            }
            quietRounds = 0
            if clock.now >= deadline { return false }
            await Task.yield()
            if hasPendingWork && !invalidation.isSet {
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
    }

    /// Takes the view off screen: runs `.onDisappear` and cancels tasks, but keeps `@State` — like
    /// switching to another tab and back in SwiftUI.
    public func disappear() {
        isVisible = false
        runViewCode {
            for record in records.values.sorted(by: { $0.order > $1.order }) { record.disappear() }
        }
    }

    /// Puts the view back on screen: runs `.onAppear` and starts `.task` again with the kept state.
    public func appear() {
        isVisible = true
        appearQueue = records.values.sorted(by: { $0.order < $1.order })
        runViewCode { runAppearQueue() }
        renderIfNeeded()
    }

    // MARK: - Rendering

    /// Marks the view with a body at `path` as changed (`""` is the whole tree), from any thread: only that
    /// view's body runs again, and the views it returns, as SwiftUI re-runs only the bodies that read a change.
    /// It re-renders on the next `settle()`, tap, or main-actor turn.
    nonisolated func invalidator(for path: String) -> @Sendable () -> Void {
        let flag = invalidation
        return { [weak self] in
            flag.insert(path)
            Task { @MainActor in self?.renderIfNeeded() }
        }
    }

    /// Re-renders until nothing is invalid (appear handlers may change state again).
    func renderIfNeeded() {
        var passes = 0
        while invalidation.isSet && passes < 100 {
            renderNow()
            passes += 1
        }
    }

    /// Runs every body again, as SwiftUI may at any time (a rotation, a new text size, a change above that
    /// reaches the environment), and shows what that does: state a view keeps survives, anything a body
    /// creates is created anew.
    public func redraw() {
        invalidation.insert("")
        renderIfNeeded()
    }

    /// How many times the body of a view of type `V` has run in this host, for checks that a parent's change
    /// does not rebuild a child (SwiftUI runs a body only when what it read changed, or its parent's body ran).
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        bodyCounts[ObjectIdentifier(type), default: 0]
    }

    func countBody(of view: any View) {
        bodyCounts[ObjectIdentifier(Swift.type(of: view)), default: 0] += 1
    }

    /// Renders what changed: the whole tree when the root's part changed, else the body of each changed view,
    /// outermost first (an inner one that the outer render already rebuilt is not rendered twice).
    private func renderNow() {
        pass += 1
        let changed = invalidation.take()
        changedBodies = changed
        defer { changedBodies = [] }
        runViewCode {
            if changed.contains("") {
                renderRoot()
            } else {
                for path in changed.sorted(by: { $0.count < $1.count }) { renderBody(at: path) }
            }
            runAppearQueue()
            runAfterRenderActions()
        }
    }

    /// The rendering of the view at `path` from the last pass, when its body need not run again: its parent
    /// created it with the same inputs and environment, and nothing its body read changed. Its identities stay.
    func keptBody(at path: String, for view: any View, in environment: EnvironmentValues) -> RenderedView? {
        guard !changedBodies.contains(""), !changedBodies.contains(path), let record = records[path],
              let previous = record.body, record.lastBodyPass != pass,
              InputComparison.same(previous.view, view), previous.context.environment.matches(environment)
        else { return nil }
        record.lastSeenPass = pass
        let prefix = path + "/"
        for (key, inner) in records where key.hasPrefix(prefix) { inner.lastSeenPass = pass }
        // NB: a fresh node around the kept body: the modifiers around the view decorate it anew this pass.
        let node = RenderedView(kind: previous.node.kind, value: previous.node.value)
        node.bodyChild = previous.node.bodyChild
        node.children = previous.node.bodyChild.map { [$0] } ?? []
        record.body = CompositeBody(view: previous.view, context: previous.context, node: node)
        return node
    }

    private func renderRoot() {
        let later = DeferredBodies()
        let context = RenderContext(host: self, path: "", environment: environment, deferred: later)
        let tree = withObservationTracking({ context.build(root, at: "root") }, onChange: invalidator(for: ""))
        later.renderAll()
        attach(tree)
        rendered = tree
        removeRecords(notSeenUnder: "")
    }

    private func renderBody(at path: String) {
        guard let record = records[path], let body = record.body, record.lastBodyPass != pass else { return }
        body.render()
        attach(body.node)
        removeRecords(notSeenUnder: path)
    }

    /// Takes off screen the identities below `path` that this pass did not produce.
    private func removeRecords(notSeenUnder path: String) {
        let prefix = path + "/"
        for (key, record) in records where record.lastSeenPass != pass && (path.isEmpty || key.hasPrefix(prefix)) {
            record.disappear()
            records[key] = nil
        }
    }

    /// Runs code of the view (rendering, lifecycle handlers, actions) the way the host observes it:
    /// its diagnostics go to this host's log, and the tasks it starts count as pending work.
    func runViewCode<T>(_ body: () throws -> T) rethrows -> T {
        try DiagnosticLog.$current.withValue(log) { try activity.track(body) }
    }

    /// Like ``runViewCode(_:)`` for an action the caller awaits, such as `.refreshable`.
    func runViewCode<T>(_ body: () async throws -> T) async rethrows -> T {
        try await DiagnosticLog.$current.withValue(log) { try await activity.track(body) }
    }

    /// Runs `action` once the current render pass is done, like SwiftUI's `onChange` after its update.
    func afterRender(_ action: @escaping () -> Void) {
        afterRenderActions.append(action)
    }

    private func runAfterRenderActions() {
        let actions = afterRenderActions
        afterRenderActions = []
        for action in actions { action() }
    }

    private func attach(_ node: RenderedView) {
        node.host = self
        node.children.forEach(attach)
    }

    /// The record for `path`, created on first sight; newly seen identities are queued to appear.
    func record(at path: String) -> IdentityRecord {
        let record: IdentityRecord
        if let existing = records[path] {
            record = existing
        } else {
            record = IdentityRecord()
            records[path] = record
        }
        if record.lastSeenPass != pass {
            record.lastSeenPass = pass
            // NB: counts on across passes, so a view rendered again on its own stays after the ones before it.
            orderCounter += 1
            record.order = orderCounter
        }
        return record
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

    func recordRenderFailure(_ failure: RuntimeDiagnostic) {
        failure.record()
        if !renderFailures.contains(failure) { renderFailures.append(failure) }
    }

    private func runAppearQueue() {
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
