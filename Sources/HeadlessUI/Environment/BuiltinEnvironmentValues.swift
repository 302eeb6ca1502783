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

    /// Whether a link here presents in the next column of a `NavigationSplitView`, replacing what the detail
    /// column shows, rather than pushing onto it.
    var presentsInNextColumn: Bool {
        get { self[PresentsInNextColumnKey.self] }
        set { self[PresentsInNextColumnKey.self] = newValue }
    }

    /// The names that views around this one give their coordinate spaces, for `GeometryProxy.bounds(of:)`.
    var namedCoordinateSpaces: Set<AnyHashable> {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }

    /// The item menu and primary action that `.contextMenu(forSelectionType:)` gives the rows of a list inside.
    var selectionMenu: (any SelectionMenu)? {
        get { self[SelectionMenuKey.self] }
        set { self[SelectionMenuKey.self] = newValue }
    }

    /// The view pushed on top of the screen this view is on, which hides it; `nil` while it is on screen.
    var coveringView: String? {
        get { self[CoveringViewKey.self] }
        set { self[CoveringViewKey.self] = newValue }
    }
}


private struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: Set<AnyHashable> { [] }
}

private struct SelectionMenuKey: EnvironmentKey {
    static var defaultValue: (any SelectionMenu)? { nil }
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

private struct PresentsInNextColumnKey: EnvironmentKey {
    static let defaultValue = false
}
