import Foundation
import Observation

/// The renderer's state for one hosted view: identities and their records, render passes, what changed,
/// lifecycle and tasks, as SwiftUI keeps them. The checks drive it through `ViewHost`;
/// an app's `main` and the preview gallery use it too.
///
/// The view is created inside the graph's diagnostic scope, so reading `@Environment` in the view's `init`
/// shows up in ``log``.
@MainActor
@_spi(Rendering) public final class ViewGraph {
    private let root: any View
    private let environment: EnvironmentValues
    /// The runtime diagnostics recorded while creating and rendering the view.
    @_spi(Rendering) public let log: DiagnosticLog

    var records: [String: IdentityRecord] = [:]
    private var bodyCounts: [ObjectIdentifier: Int] = [:]
    /// The views whose bodies the current pass runs because something they read changed (`""`: all of them).
    private var changedBodies: Set<String> = []
    /// The render pass in progress or last finished; each pass renders the root or some changed bodies.
    private(set) var pass = 0
    private var orderCounter = 0
    var appearQueue: [IdentityRecord] = []
    private var afterRenderActions: [() -> Void] = []
    private var renderFailures: [RuntimeDiagnostic] = []
    private nonisolated let invalidation = InvalidationSet()
    var runningTasks = 0
    /// Which `@FocusState` holds focus: one view of the window at a time.
    let focus = FocusScope()
    private let activity = ActivityTracker()
    /// Whether the hosted view is on screen; see ``disappear()`` and ``appear()``.
    @_spi(Rendering) public internal(set) var isVisible = true

    /// The most recent rendering of the view.
    @_spi(Rendering) public private(set) var rendered: RenderNode = RenderNode(structural: "empty")

    /// Renders `view`, runs its appear handlers and starts its tasks (without waiting for them).
    ///
    /// - Parameters:
    ///   - view: the view; it is created inside the host, so diagnostics of its `init` are kept.
    ///   - environment: the environment the view receives, as if set by an ancestor.
    @_spi(Rendering) public init<V: View>(_ view: @autoclosure () -> V, environment: EnvironmentValues = EnvironmentValues()) {
        let log = DiagnosticLog.current ?? DiagnosticLog()
        self.log = log
        self.environment = environment
        let activity = self.activity
        self.root = DiagnosticLog.$current.withValue(log) { activity.track(view) }
        renderNow()
        renderIfNeeded()
    }

    /// Every runtime diagnostic so far: outside-of-view reads and missing environment objects.
    @_spi(Rendering) public var diagnostics: [RuntimeDiagnostic] { log.entries }

    /// Renders that failed because a required `@Environment(T.self)` object was missing.
    @_spi(Rendering) public var failures: [RuntimeDiagnostic] { renderFailures }

    /// How many `.task` bodies are still running.
    @_spi(Rendering) public var runningTaskCount: Int { runningTasks }

    /// Whether work the view started is still running: a `.task`, or a `Task { … }` started in
    /// `.onAppear`, in an action or while rendering.
    @_spi(Rendering) public var hasPendingWork: Bool { runningTasks > 0 || activity.hasPendingWork }

    /// Re-renders and runs tasks until nothing is pending or `timeout` has passed.
    ///
    /// Pending work is whatever the view started, however it started it: `.task`, `Task { … }` in
    /// `.onAppear` or in a button's action, and the tasks those start in turn.
    ///
    /// - Returns: `true` when the view settled, `false` when tasks were still running at the deadline.
    @discardableResult
    @_spi(Rendering) public func settle(timeout: Duration = .seconds(2)) async -> Bool {
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
    @_spi(Rendering) public func renderIfNeeded() {
        var passes = 0
        while invalidation.isSet && passes < 100 {
            renderNow()
            passes += 1
        }
    }

    /// Runs every body again, as SwiftUI may at any time (a rotation, a new text size, a change above that
    /// reaches the environment), and shows what that does: state a view keeps survives, anything a body
    /// creates is created anew.
    @_spi(Rendering) public func redraw() {
        invalidation.insert("")
        renderIfNeeded()
    }

    /// How many times the body of a view of type `V` has run in this host, for checks that a parent's change
    /// does not rebuild a child (SwiftUI runs a body only when what it read changed, or its parent's body ran).
    @_spi(Rendering) public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
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
            for record in records.values.sorted(by: { $0.order < $1.order }) { record.afterEveryPass?() }
            // NB: focus may have moved in this pass, so what `@FocusedValue` reads is gathered once it is done.
            _ = focus.refreshValues(from: rendered)
        }
    }

    /// The rendering of the view at `path` from the last pass, when its body need not run again: its parent
    /// created it with the same inputs and environment, and nothing its body read changed. Its identities stay.
    func keptBody(at path: String, for view: any View, in environment: EnvironmentValues) -> RenderNode? {
        guard !changedBodies.contains(""), !changedBodies.contains(path), let record = records[path],
              let previous = record.body, record.lastBodyPass != pass,
              InputComparison.same(previous.view, view), previous.context.environment.matches(environment)
        else { return nil }
        record.lastSeenPass = pass
        let prefix = path + "/"
        for (key, inner) in records where key.hasPrefix(prefix) { inner.lastSeenPass = pass }
        // NB: a fresh node around the kept body: the modifiers around the view decorate it anew this pass.
        let node = RenderNode(previous.node.kind)
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
    @_spi(Rendering) public func runViewCode<T>(_ body: () throws -> T) rethrows -> T {
        try DiagnosticLog.$current.withValue(log) { try activity.track(body) }
    }

    /// Like ``runViewCode(_:)`` for an action the caller awaits, such as `.refreshable`.
    @_spi(Rendering) public func runViewCode<T>(_ body: () async throws -> T) async rethrows -> T {
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

    private func attach(_ node: RenderNode) {
        node.graph = self
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

    func recordRenderFailure(_ failure: RuntimeDiagnostic) {
        failure.record()
        if !renderFailures.contains(failure) { renderFailures.append(failure) }
    }
}
