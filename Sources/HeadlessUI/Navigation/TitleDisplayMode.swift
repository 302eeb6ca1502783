/// How a navigation bar shows its title: large below the bar, or small inside it.
///
/// Both modifiers change only how the title is drawn, so they change nothing a check can use; the tree shows
/// them, so that a check can still see that a lesson's step asked for the inline title.
extension View {
    /// Sets how the navigation bar shows this view's title: `.navigationBarTitleDisplayMode(.inline)` (iOS).
    // draws only: the title's size; `navigationTitle` still reports the same title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(AnnotationModifier(annotation: .shown(".navigationBarTitleDisplayMode(.\(displayMode))")))
    }

    /// Sets how the toolbar shows this view's title: `.toolbarTitleDisplayMode(.inline)`.
    // draws only: the title's size; `navigationTitle` still reports the same title.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(AnnotationModifier(annotation: .shown(".toolbarTitleDisplayMode(.\(mode.name))")))
    }
}

// The older way to set the title and its display mode at once; SwiftUI keeps it for existing code (iOS).
extension View {
    /// Sets the navigation title, as ``navigationTitle(_:)`` does: `.navigationBarTitle("Rezepte")`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation title from a string value.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title from a `Text`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation title and how the bar shows it: `.navigationBarTitle("Rezepte", displayMode: .inline)`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title from a string value, and how the bar shows it.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation title from a `Text`, and how the bar shows it.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}

/// A navigation bar's item; here only for its ``TitleDisplayMode``.
public struct NavigationBarItem: Sendable {
    /// How the navigation bar shows a title.
    public enum TitleDisplayMode: Sendable {
        /// As the view before it does: large at the root, inline on pushed screens.
        case automatic
        /// Small, inside the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// How the toolbar shows a view's title.
public struct ToolbarTitleDisplayMode: Sendable {
    let name: String

    /// What the platform and the view's place suggest.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "automatic") }
    /// Small, inside the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inline") }
    /// Large at first, inline once the content scrolls (iOS).
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inlineLarge") }
    /// Large, below the bar.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "large") }
}
