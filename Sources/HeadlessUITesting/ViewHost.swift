import Foundation
@_spi(Rendering) import HeadlessUI

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
/// shows up in ``diagnostics``. The rendering itself is HeadlessUI's `ViewGraph`; this is what the checks and
/// the preview gallery may ask of it.
@MainActor
public final class ViewHost: Inspectable {
    /// The renderer's state for the hosted view.
    package let graph: ViewGraph

    /// Renders `view`, runs its appear handlers and starts its tasks (without waiting for them).
    ///
    /// - Parameters:
    ///   - view: the view; it is created inside the host, so diagnostics of its `init` are kept.
    ///   - environment: the environment the view receives, as if set by an ancestor.
    public init<V: View>(_ view: @autoclosure () -> V, environment: EnvironmentValues = EnvironmentValues()) {
        graph = ViewGraph(view(), environment: environment)
    }

    /// Renders the view with a changed environment, as if set by an ancestor:
    /// `ViewHost(RecipeListView()) { $0.mealService = PreviewMealService() }`.
    public convenience init<V: View>(_ view: @autoclosure () -> V,
                                     environment configure: (inout EnvironmentValues) -> Void) {
        var values = EnvironmentValues()
        configure(&values)
        self.init(view(), environment: values)
    }

    /// Creates the app, then renders the content of its scene with the app's state installed.
    public convenience init<A: App>(app: @autoclosure () -> A) {
        self.init(AppRoot(app: app()))
    }

    /// The most recent rendering of the view.
    public var rendered: RenderedView { RenderedView(graph.rendered) }

    public var inspectedView: RenderedView { rendered }

    /// The runtime diagnostics recorded while creating and rendering the view.
    public var log: DiagnosticLog { graph.log }

    /// Every runtime diagnostic so far: outside-of-view reads and missing environment objects.
    public var diagnostics: [RuntimeDiagnostic] { graph.diagnostics }

    /// Renders that failed because a required `@Environment(T.self)` object was missing.
    public var failures: [RuntimeDiagnostic] { graph.failures }

    /// How many `.task` bodies are still running.
    public var runningTaskCount: Int { graph.runningTaskCount }

    /// Whether work the view started is still running: a `.task`, or a `Task { … }` started in
    /// `.onAppear`, in an action or while rendering.
    public var hasPendingWork: Bool { graph.hasPendingWork }

    /// Whether the hosted view is on screen; see ``disappear()`` and ``appear()``.
    public var isVisible: Bool { graph.isVisible }

    /// The URLs the views opened through the system's `openURL` action (a `Link`, or `openURL(url)` with no
    /// handler of their own), oldest first. Nothing is really opened.
    public var openedURLs: [URL] { OpenedURLs.urls(for: graph.log) }

    /// Re-renders and runs tasks until nothing is pending or `timeout` has passed.
    ///
    /// Pending work is whatever the view started, however it started it: `.task`, `Task { … }` in
    /// `.onAppear` or in a button's action, and the tasks those start in turn.
    ///
    /// - Returns: `true` when the view settled, `false` when tasks were still running at the deadline.
    @discardableResult
    public func settle(timeout: Duration = .seconds(2)) async -> Bool {
        await graph.settle(timeout: timeout)
    }

    /// Takes the view off screen: runs `.onDisappear` and cancels tasks, but keeps `@State` — like
    /// switching to another tab and back in SwiftUI.
    public func disappear() { graph.disappear() }

    /// Puts the view back on screen: runs `.onAppear` and starts `.task` again with the kept state.
    public func appear() { graph.appear() }

    /// Runs every body again, as SwiftUI may at any time (a rotation, a new text size, a change above that
    /// reaches the environment), and shows what that does: state a view keeps survives, anything a body
    /// creates is created anew.
    public func redraw() { graph.redraw() }

    /// How many times the body of a view of type `V` has run in this host, for checks that a parent's change
    /// does not rebuild a child (SwiftUI runs a body only when what it read changed, or its parent's body ran).
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int { graph.bodyEvaluations(of: type) }
}
