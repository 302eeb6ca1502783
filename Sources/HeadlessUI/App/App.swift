/// An app: its `body` is the scene (usually one `WindowGroup`) that holds the root view.
///
/// ```swift
/// @main
/// struct RecipesApp: App {
///     @State private var deps = AppDependencies.live()
///     var body: some Scene {
///         WindowGroup { ContentView().dependencies(deps) }
///     }
/// }
/// ```
///
/// A test renders the scene's content with `ViewHost(app:)`.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app's body returns.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    /// Creates the app; the system calls this once at launch.
    @MainActor @preconcurrency init()
}

extension App {
    /// The entry point that `@main` calls. There is no screen to show headlessly, so it renders the
    /// scene once and prints what it shows.
    @MainActor
    public static func main() {
        let graph = ViewGraph(AppRoot(app: Self()))
        print(graph.rendered.treeDescription)
    }
}

/// Part of an app's user interface, such as a window.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body returns.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

/// A scene that shows `content` in each of the app's windows.
///
/// A title names the app's windows where the system lists them (the app switcher on iPad, the Window menu
/// on a Mac); headless the app's node in the tree shows it, `WindowGroup("Rezepte")`. An `id` lets
/// `openWindow(id:)` open another window of the group, which headless there is no screen for.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    let title: String?

    /// A window group showing `content`, without a title of its own (the app's name stands in).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
    }

    /// A window group with an identifier, showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
    }

    /// A window group titled with a string literal: `WindowGroup("Rezepte") { ContentView() }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = titleKey.resolved
    }

    /// A window group titled with a `Text`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title.string
    }

    /// A window group titled with a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }

    /// A window group titled with a string literal, with an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = titleKey.resolved
    }

    /// A window group titled with a string value, with an identifier.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }

    /// A window group with `content` as it is, for the forms that build their content themselves
    /// (PresentedWindowContent.swift).
    init(title: String?, content: Content) {
        self.content = content
        self.title = title
    }

    public var body: Never { primitiveBody(of: Self.self) }
}

extension Never: Scene {}

/// Builds an app's scenes; one scene is all the workbook needs.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene whose content view the host can render.
@MainActor
protocol ContentScene {
    var contentView: any View { get }
    /// The title a `WindowGroup` gives its windows, if any.
    var sceneTitle: String? { get }
}

extension WindowGroup: ContentScene {
    var contentView: any View { content }
    var sceneTitle: String? { title }
}
