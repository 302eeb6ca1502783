/// Environment values that SwiftUI defines, and the ones the renderer passes down to built-in views.
extension EnvironmentValues {
    /// Whether controls in this view can be used; `.disabled(true)` sets it to `false` for a subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Dismisses the alert that the views here are the actions of; buttons call it after their action.
    var dismissAlert: (@MainActor () -> Void)? {
        get { self[DismissAlertKey.self] }
        set { self[DismissAlertKey.self] = newValue }
    }

    /// The enclosing `NavigationStack`'s state: links push onto it, `.navigationDestination(for:)` declares
    /// its views there; `nil` outside of a stack.
    var navigationStore: NavigationStore? {
        get { self[NavigationStoreKey.self] }
        set { self[NavigationStoreKey.self] = newValue }
    }

    /// The view pushed on top of the screen this view is on, which hides it; `nil` while it is on screen.
    var coveringView: String? {
        get { self[CoveringViewKey.self] }
        set { self[CoveringViewKey.self] = newValue }
    }
}


private struct CoveringViewKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct DismissAlertKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

private struct NavigationStoreKey: EnvironmentKey {
    static var defaultValue: NavigationStore? { nil }
}
