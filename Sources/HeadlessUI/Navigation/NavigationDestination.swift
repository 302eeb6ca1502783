/// The views that `.navigationDestination(for:)` declares inside one `NavigationStack`, by value type.
@MainActor
final class NavigationDestinations {
    private var builders: [ObjectIdentifier: (AnyHashable) -> any View] = [:]

    func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> any View) {
        builders[ObjectIdentifier(type)] = { destination($0.base as! D) }
    }

    func hasDestination(for value: AnyHashable) -> Bool {
        builders[ObjectIdentifier(type(of: value.base))] != nil
    }

    /// The destination view for `value`, or `nil` when no `.navigationDestination` declares its type.
    func view(for value: AnyHashable) -> (any View)? {
        builders[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

/// A pushed value's screen: the view its `.navigationDestination` builds. A view with a body of its own, so
/// that it renders after the stack's root has declared its destinations.
struct ValueDestination: View {
    let value: AnyHashable
    let destinations: NavigationDestinations

    var body: some View {
        if let view = destinations.view(for: value) { AnyView(view) } else { EmptyView() }
    }
}

/// Declares the view a `NavigationStack` pushes for a value of type `D`.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier, PrimitiveModifier {
    let type: D.Type
    let destination: (D) -> Destination

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let destination = destination
        context.environment.navigationStore?.destinations.register(type) { destination($0) }
        let node = context.build(content, at: "content")
        node.modifiers.append(".navigationDestination(for: \(D.self).self)")
        return node
    }
}

extension View {
    /// Declares the view to push when a `NavigationLink(value:)` in the enclosing `NavigationStack` presents a
    /// value of type `D`, or when a bound path receives one.
    ///
    /// ```swift
    /// List(meals) { NavigationLink($0.name, value: $0) }
    ///     .navigationDestination(for: Meal.self) { meal in RecipeDetail(meal: meal) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                           @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(type: data, destination: destination))
    }
}
