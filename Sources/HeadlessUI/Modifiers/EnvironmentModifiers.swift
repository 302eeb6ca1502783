import Observation

/// Sets a keyed environment value for the modified view's subtree.
struct EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func render(content: any View, in context: RenderContext) -> RenderNode {
        var environment = context.environment
        environment[keyPath: keyPath] = value
        return context.with(environment: environment).build(content, at: "content")
    }
}

/// Places an `@Observable` object in the modified view's subtree (or removes it, for `nil`).
struct EnvironmentObjectModifier<Object: AnyObject & Observable>: ViewModifier, PrimitiveModifier {
    let object: Object?

    func render(content: any View, in context: RenderContext) -> RenderNode {
        var environment = context.environment
        environment.setObject(object, as: Object.self)
        return context.with(environment: environment).build(content, at: "content")
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views inside it — not for its
    /// siblings or ancestors.
    ///
    /// ```swift
    /// RecipeListView()
    ///     .environment(\.mealService, PreviewMealService())
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Places an `@Observable` object in the environment of this view and the views inside it, where
    /// `@Environment(T.self)` finds it; `nil` removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }

    /// Disables the controls in this view when `disabled` is true: tapping a disabled button does nothing
    /// (in a test, `tap()` throws). `.disabled(false)` cannot re-enable what an ancestor disabled.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: \.isEnabled, transform: { $0 = $0 && !disabled }))
    }

    /// Changes the environment of this view and the views inside it with a closure.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }
}

/// Changes a keyed environment value in place for the modified view's subtree.
struct EnvironmentTransformModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func render(content: any View, in context: RenderContext) -> RenderNode {
        var environment = context.environment
        transform(&environment[keyPath: keyPath])
        return context.with(environment: environment).build(content, at: "content")
    }
}
