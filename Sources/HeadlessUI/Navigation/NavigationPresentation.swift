/// Pushes a view onto the enclosing `NavigationStack` while a binding says so:
/// `.navigationDestination(isPresented:)` and `.navigationDestination(item:)`.
///
/// The stack keeps what is presented (see `NavigationStore`), keyed by this modifier's identity: when the
/// binding turns true the stack re-renders with the view on top; popping it (the back button, `dismiss`) sets
/// the binding back to `false` or `nil`, as SwiftUI does. Outside a stack the modifier does nothing, as in
/// SwiftUI.
struct NavigationPresentationModifier: ViewModifier, PrimitiveModifier {
    /// The view to push, or `nil` while the binding says nothing is presented.
    let destination: (any View)?
    /// The destination's type name, which the tree shows on the screens it covers.
    let name: String
    /// Sets the binding back when the pushed view is popped.
    let dismiss: @MainActor () -> Void
    let label: String

    func render(content: any View, in context: RenderContext) -> RenderNode {
        context.environment.navigationStore?.present(destination, name: name, at: context.path, dismiss: dismiss)
        let node = context.build(content, at: "content")
        node.modifiers.append(label)
        return node
    }
}

/// A screen that `.navigationDestination(isPresented:)` pushed: a view with a body of its own, so that it shows
/// the destination its modifier registered in this very render, which runs before it.
struct PresentedDestination: View {
    let key: String
    /// Differs on every render of the modifier, so that the screen's body runs again with it.
    let version: Int
    let store: NavigationStore

    var body: some View {
        if let view = store.presentedView(at: key) { AnyView(view) } else { EmptyView() }
    }
}

extension View {
    /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is `true`; popping it sets
    /// `isPresented` back to `false`.
    ///
    /// ```swift
    /// Button("Einkaufsliste") { showsShoppingList = true }
    ///     .navigationDestination(isPresented: $showsShoppingList) { ShoppingListView() }
    /// ```
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return modifier(NavigationPresentationModifier(
            destination: isPresented.wrappedValue ? view : nil, name: displayName(of: V.self),
            dismiss: { isPresented.wrappedValue = false },
            label: ".navigationDestination(isPresented: \(isPresented.wrappedValue))"))
    }

    /// Pushes the view `destination` builds for `item` onto the enclosing `NavigationStack` while `item` is not
    /// `nil`; popping it sets `item` back to `nil`.
    ///
    /// ```swift
    /// List(recipes, selection: $selected) { Text($0.name) }
    ///     .navigationDestination(item: $selected) { RecipeDetail(recipe: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                           @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationPresentationModifier(
            destination: item.wrappedValue.map { destination($0) }, name: displayName(of: C.self),
            dismiss: { item.wrappedValue = nil },
            label: ".navigationDestination(item: \(item.wrappedValue.map { "\($0)" } ?? "nil"))"))
    }
}
