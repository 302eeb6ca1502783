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

    /// Pushes a destination onto the enclosing `NavigationStack`; `nil` outside of one.
    var navigationPush: (@MainActor (NavigationDestination) -> Void)? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct DismissAlertKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

private struct NavigationPushKey: EnvironmentKey {
    static var defaultValue: (@MainActor (NavigationDestination) -> Void)? { nil }
}
