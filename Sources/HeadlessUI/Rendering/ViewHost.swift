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
    private var pass = 0
    private var orderInPass = 0
    private var appearQueue: [IdentityRecord] = []
    private var afterRenderActions: [() -> Void] = []
    private var renderFailures: [RuntimeDiagnostic] = []
    private nonisolated let invalidation = InvalidationFlag()
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

    /// Marks the view as changed, from any thread; it re-renders on the next `settle()`, tap, or
    /// main-actor turn.
    nonisolated var invalidator: @Sendable () -> Void {
        let flag = invalidation
        return { [weak self] in
            flag.set()
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

    private func renderNow() {
        pass += 1
        orderInPass = 0
        invalidation.clear()
        runViewCode {
            let tree = withObservationTracking({
                RenderContext(host: self, path: "", environment: environment).build(root, at: "root")
            }, onChange: invalidator)
            attach(tree)
            rendered = tree
            for (path, record) in records where record.lastSeenPass != pass {
                record.disappear()
                records[path] = nil
            }
            runAppearQueue()
            runAfterRenderActions()
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
            orderInPass += 1
            record.order = orderInPass
        }
        return record
    }

    /// Registers the lifecycle modifiers found at a record during this pass.
    func register(onAppear: (() -> Void)?, onDisappear: (() -> Void)?,
                  task: TaskSpec?, at record: IdentityRecord) {
        if let onAppear { record.onAppear = onAppear }
        if let onDisappear { record.onDisappear = onDisappear }
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

/// A flag that Observation's change handler may set from any thread.
final class InvalidationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = true

    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
    func clear() { lock.withLock { value = false } }
}

extension ViewHost {
    /// Creates the app, then renders the content of its scene with the app's state installed.
    public convenience init<A: App>(app: @autoclosure () -> A) {
        self.init(AppRoot(app: app()))
    }
}

/// Renders an app like a view: its state is installed, then its scene's content is rendered.
struct AppRoot<A: App>: View, PrimitiveView {
    let app: A

    var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        let kind = displayName(of: A.self)
        if let failed = context.installProperties(of: app, kind: kind, value: app) { return failed }
        let node = RenderedView(kind: kind, value: app)
        guard let scene = app.body as? any ContentScene else {
            node.modifiers.append("scene \(A.Body.self) has no content to render")
            return node
        }
        node.children = [context.build(scene.contentView, at: "scene")]
        return node
    }
}
