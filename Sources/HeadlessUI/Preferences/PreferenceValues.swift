/// The preferences that modifiers set on one rendered node: for each key, how the node's value follows from
/// the value of the views inside it — `.preference` replaces it, `.transformPreference` changes it.
@_spi(Rendering) public struct PreferenceValues {
    /// Per key, a `(K.Value?) -> K.Value`: the value of the children (nil when none sets one) to this node's.
    private var writes: [ObjectIdentifier: Any] = [:]

    /// Adds a write for `key` around the ones already there: a modifier written further out applies last.
    mutating func write<K: PreferenceKey>(_ key: K.Type, _ write: @escaping (K.Value?) -> K.Value) {
        let inner = self.write(for: key)
        writes[ObjectIdentifier(key)] = { (children: K.Value?) -> K.Value in
            write(inner.map { $0(children) } ?? children)
        }
    }

    func write<K: PreferenceKey>(for key: K.Type) -> ((K.Value?) -> K.Value)? {
        writes[ObjectIdentifier(key)] as? (K.Value?) -> K.Value
    }
}

extension RenderNode {
    /// The value of `key` in this subtree: the children's values reduced in view-tree order, then this node's
    /// own writes; `nil` when no view in it sets one (the reader then sees `K.defaultValue`).
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        let fromChildren = children.reduce(nil as K.Value?) { accumulated, child in
            guard let next = child.preference(key) else { return accumulated }
            guard var value = accumulated else { return next }
            K.reduce(value: &value, nextValue: { next })
            return value
        }
        guard let write = preferences.write(for: key) else { return fromChildren }
        return write(fromChildren)
    }
}
