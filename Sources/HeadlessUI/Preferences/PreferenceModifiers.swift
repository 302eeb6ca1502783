/// Sets a preference on the view it modifies: replaces the value its subtree produced, or changes it.
struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let write: (Key.Value?) -> Key.Value

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.preferences.write(Key.self, write)
        return node
    }
}

/// Calls an action with the value of a preference in the modified subtree, after each render in which it
/// changed, as SwiftUI does once a render is done. The first render counts as a change from `defaultValue`.
struct PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier where Key.Value: Equatable {
    let action: @Sendable (Key.Value) -> Void

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        let record = context.record
        let seen = record.stored("onPreferenceChange") { SeenValue(Key.defaultValue) }
        let action = action
        // NB: checked after every pass, not only after passes that render this modifier: a body inside the
        // subtree that renders again on its own changes the value too.
        record.afterEveryPass = {
            let value = node.preference(Key.self) ?? Key.defaultValue
            guard value != seen.value else { return }
            seen.value = value
            action(value)
        }
        return node
    }
}

extension View {
    /// Sets the value of the preference `key` for this view, replacing what the views inside it set.
    ///
    /// ```swift
    /// Text(recipe.name).preference(key: ItemCountKey.self, value: 1)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(write: { _ in value }))
    }

    /// Changes the value of the preference `key` that the views inside this one produced
    /// (`K.defaultValue` when none sets it).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceWritingModifier<K> { children in
            var value = children ?? K.defaultValue
            callback(&value)
            return value
        })
    }

    /// Calls `action` with the value of the preference `key` in this view's subtree whenever it changes.
    ///
    /// As in SwiftUI, the action is `@Sendable`; it runs on the main actor, so it may hop there with
    /// `MainActor.assumeIsolated { … }` to write the view's state.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping @Sendable (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
