/// A view that shows a root view and the views pushed onto it, topmost on screen.
///
/// ```swift
/// NavigationStack {
///     List(meals) { meal in NavigationLink(meal.name, value: meal) }
///         .navigationDestination(for: Meal.self) { RecipeDetail(meal: $0) }
/// }
/// .environment(store)            // above the stack: every pushed view gets it
/// ```
///
/// What it models, as SwiftUI does:
/// - **Environment.** A pushed view is hosted by the stack: it gets the environment of the `NavigationStack`,
///   not of the place where its link is. A value set *inside* the stack (say `.environment(store)` on the
///   `List`) does not reach it, and a required `@Environment(Store.self)` there fails with SwiftUI's
///   missing-object message (kean/Pulse#211: "I was setting environment objects on ConsoleView and they are
///   not propagated to the screens pushed from it"). Set what pushed views need above the stack.
/// - **Lifecycle.** Pushing covers the screen below: its `.onDisappear` runs and its `.task` is cancelled, but
///   its `@State` stays; popping shows it again and runs `.onAppear` and `.task` anew. Only the topmost screen
///   can be searched and tapped; the tree still lists covered screens, marked "(covered by …)".
/// - **Popping.** `@Environment(\.dismiss)` in a pushed view pops it (and anything above it); with
///   `NavigationStack(path:)`, removing values from the path pops their views and appending pushes.
///
/// The stack reports the title of its topmost view.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let path: (any NavigationPathAccess)?

    /// A stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are `path`, of any hashable types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = MixedPath(binding: path)
    }

    /// A stack whose pushed values are `path`, all of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
          Data.Element: Hashable {
        self.root = root()
        self.path = TypedPath(binding: path)
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let store = NavigationStore.at(context.record)
        store.path = path
        store.invalidate = context.invalidateOwner
        return RenderNode(ViewType.NavigationStack(), children: renderStack(root: root, store: store, in: context))
    }
}

/// Renders `root` and the screens `store` has pushed above it, topmost on screen: the screens below the top
/// are covered, and each pushed screen gets the stack's environment with a dismiss action that pops it.
/// A `NavigationStack` is this alone; a `NavigationSplitView` does it in its detail column.
@MainActor
func renderStack(root: any View, store: NavigationStore, in context: RenderContext) -> [RenderNode] {
    let pages = store.pages(path: store.path)
    var stackEnvironment = context.environment
    stackEnvironment.coveringView = nil
    stackEnvironment.navigationStore = store
    // NB: links inside a stack push onto it, even in a split view's sidebar.
    stackEnvironment.presentsInNextColumn = false

    var rootEnvironment = stackEnvironment
    rootEnvironment.coveringView = pages.last.map(\.name)
    var nodes = [context.with(environment: rootEnvironment).build(root, at: "root")]
    for (index, page) in pages.enumerated() {
        var environment = stackEnvironment
        environment.coveringView = index + 1 < pages.count ? pages.last?.name : nil
        environment.dismiss = DismissAction(identity: PageIdentity(store: ObjectIdentifier(store), index: index)) {
            store.dismiss(toCount: index)
        }
        nodes.append(context.with(environment: environment).build(page.view, at: "page:\(index):\(page.name)"))
    }
    return nodes
}

/// Which pushed screen a dismiss action pops, so that two renders of one screen get equal environments.
private struct PageIdentity: Hashable {
    let store: ObjectIdentifier
    let index: Int
}

/// Reads and changes the path a `NavigationStack(path:)` is bound to, whatever its type.
@MainActor
protocol NavigationPathAccess {
    var values: [AnyHashable] { get }
    /// Appends a value; `false` when the path cannot hold its type.
    func append(_ value: AnyHashable) -> Bool
    /// Keeps the first `count` values and drops the rest.
    func keepFirst(_ count: Int)
}

/// A path of any hashable values: `NavigationStack(path: $path)` with a `NavigationPath`.
struct MixedPath: NavigationPathAccess {
    let binding: Binding<NavigationPath>

    var values: [AnyHashable] { binding.wrappedValue.elements }

    func append(_ value: AnyHashable) -> Bool {
        binding.wrappedValue.append(value)
        return true
    }

    func keepFirst(_ count: Int) { binding.wrappedValue.removeLast(binding.wrappedValue.count - count) }
}

/// A path of one value type: `NavigationStack(path: $meals)` with a `[Meal]`.
struct TypedPath<Data>: NavigationPathAccess
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
      Data.Element: Hashable {
    let binding: Binding<Data>

    var values: [AnyHashable] {
        // NB: a loop, not `map`: a closure here would capture the element's type, which Swift 6 flags.
        var values: [AnyHashable] = []
        for element in binding.wrappedValue { values.append(AnyHashable(element)) }
        return values
    }

    func append(_ value: AnyHashable) -> Bool {
        guard let element = value.base as? Data.Element else { return false }
        binding.wrappedValue.append(element)
        return true
    }

    func keepFirst(_ count: Int) { binding.wrappedValue = Data(binding.wrappedValue.prefix(count)) }
}
