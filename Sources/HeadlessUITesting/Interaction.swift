@_spi(Rendering) import HeadlessUI

/// What a test can do with a rendered control, as a person would: tap it, pull to refresh.
///
/// Each interaction runs inside the host's diagnostic scope and re-renders what changed afterwards.
extension RenderedView {
    /// Taps this control: runs a `Button`'s action, switches a `Toggle`, follows a `NavigationLink`;
    /// then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this view cannot be tapped, or is disabled (SwiftUI ignores taps
    ///   on a disabled control).
    public func tap() throws {
        if let coveredBy = node.coveredBy {
            throw InspectionError("This \(kind) is on a screen that \(coveredBy) covers: a NavigationStack shows only "
                                  + "its topmost view, so nobody can tap it until that view is popped (dismiss, "
                                  + "or the path loses its last value).\n" + tree)
        }
        guard let action = node.action else {
            throw InspectionError(node.untappableReason ?? "Only a Button can be tapped, but this is a \(kind):\n" + tree)
        }
        try requireEnabled(to: "tapping")
        perform(action)
    }

    /// Throws when this control is disabled, naming what a test tried to do with it.
    func requireEnabled(to verb: String) throws {
        guard isEnabled else {
            throw InspectionError("This \(kind) is disabled, so \(verb) it does nothing:\n" + tree)
        }
    }

    /// Runs an interaction the way the host runs view code, then re-renders what changed.
    func perform(_ action: @MainActor () -> Void) {
        guard let graph = node.graph else {
            action()
            return
        }
        graph.runViewCode { action() }
        graph.renderIfNeeded()
    }
}

extension Inspectable {
    /// Pulls to refresh: runs the action of the first `.refreshable` in this subtree and waits for it,
    /// then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` with the tree when no view here is refreshable.
    public func refresh() async throws {
        guard let action = subtree.lazy.compactMap(\.refreshAction).first else {
            throw InspectionError(lookingFor: "view with .refreshable", in: inspectedView.node)
        }
        guard let graph = inspectedView.node.graph else {
            await action()
            return
        }
        await graph.runViewCode { await action() }
        graph.renderIfNeeded()
    }
}
