/// Dismisses the presentation a view is in: pops it from its `NavigationStack`, or closes its sheet.
///
/// ```swift
/// struct EditView: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
///
/// As in SwiftUI, calling it in a view that is not presented (the root of a stack, a plain view) does nothing.
@MainActor @preconcurrency
public struct DismissAction {
    /// What the action dismisses, when it stays the same from one render to the next; the renderer compares
    /// it to tell whether a view's environment changed.
    // NB: set once in a nonisolated initializer (an environment key's default is not on the main actor).
    nonisolated(unsafe) let identity: AnyHashable?
    let action: @MainActor () -> Void

    nonisolated init(identity: AnyHashable? = nil, action: @escaping @MainActor () -> Void) {
        self.identity = identity
        self.action = action
    }

    /// Dismisses the presentation; does nothing when the view is not presented.
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// Dismisses the current presentation: a pushed view, or a sheet's content.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] ?? DismissAction(identity: "nothing to dismiss", action: {}) }
        set { self[DismissKey.self] = newValue }
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}
