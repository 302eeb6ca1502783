/// A view that shows a root view with a navigation bar; `.navigationTitle` inside it sets the title.
///
/// Tapping a `NavigationLink` inside it pushes the link's destination: the destination is rendered as the
/// stack's next child, after the root (which stays rendered, as in SwiftUI, and keeps its state). The stack
/// reports the title of its topmost view. A pushed view is the link's destination as it was when tapped, with
/// the link's environment; there is no way back yet (`dismiss`, `NavigationLink(value:)` and
/// `navigationDestination` are not implemented).
///
/// ```text
/// NavigationStack title: "Pfannkuchen"
///   RecipeListView          ← the root
///   RecipeDetailView        ← pushed by tapping a link
/// ```
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderedView {
        let store = NavigationStore.at(context.record)
        let invalidate = context.host.invalidator
        let push: @MainActor (NavigationDestination) -> Void = { destination in
            store.destinations.append(destination)
            invalidate()
        }
        var environment = context.environment
        environment.navigationPush = push
        var pages = [context.with(environment: environment).build(root, at: "root")]
        for (index, destination) in store.destinations.enumerated() {
            var destinationEnvironment = destination.environment
            destinationEnvironment.navigationPush = push
            pages.append(context.with(environment: destinationEnvironment)
                .build(destination.view, at: "destination:\(index):\(type(of: destination.view))"))
        }
        let node = RenderedView(kind: "NavigationStack", children: pages)
        node.navigationTitle = pages.last?.subtree.lazy.compactMap(\.navigationTitle).first
        if let title = node.navigationTitle { node.modifiers.append("title: \"\(title)\"") }
        return node
    }
}

/// A view pushed onto a `NavigationStack`, with the environment of the link that pushed it.
struct NavigationDestination {
    let view: any View
    let environment: EnvironmentValues
}

/// The views pushed onto one `NavigationStack`, kept with its identity.
final class NavigationStore {
    var destinations: [NavigationDestination] = []

    /// The store of the stack at `record`, created on first use.
    @MainActor
    static func at(_ record: IdentityRecord) -> NavigationStore {
        if let store = record.states["navigation"] as? NavigationStore { return store }
        let store = NavigationStore()
        record.states["navigation"] = store
        return store
    }
}
