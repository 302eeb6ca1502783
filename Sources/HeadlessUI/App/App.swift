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
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

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
}

extension WindowGroup: ContentScene {
    var contentView: any View { content }
}
