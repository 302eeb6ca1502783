import Observation

/// A scene whose content view is wrapped in a view modifier, e.g. `WindowGroup { … }.environment(…)`.
struct ModifiedScene<Content: Scene, Modifier: ViewModifier>: Scene, ContentScene {
    let content: Content
    let modifier: Modifier

    var body: Never { primitiveBody(of: Self.self) }

    var contentView: any View {
        guard let scene = content as? any ContentScene else { return EmptyView() }
        return applying(modifier, to: scene.contentView)
    }

    var sceneTitle: String? { (content as? any ContentScene)?.sceneTitle }

    private func applying<V: View>(_ modifier: Modifier, to view: V) -> any View {
        view.modifier(modifier)
    }
}

extension Scene {
    /// Sets the environment value at `keyPath` for every view of this scene.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .environment(\.mealService, MealAPI.shared)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Places an `@Observable` object in the environment of every view of this scene; `nil` removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedScene(content: self, modifier: EnvironmentObjectModifier(object: object))
    }
}
