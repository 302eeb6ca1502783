/// Searching a rendered tree, in the style of ViewInspector: `find(text:)`, `find(button:)`,
/// `find(SomeView.self)`, `find(kind:)` and `findAll(…)`. What a test can do with a found view (`tap()`,
/// `setText(_:)`, `refresh()`) is in Interaction.swift.
extension RenderedView {
    /// The strings of every `Text` in this subtree, in reading order.
    public var texts: [String] { subtree.compactMap(\.text) }

    /// The first `Text` showing exactly `string`.
    public func find(text string: String) throws -> RenderedView {
        try first(where: { $0.text == string }, "Text \"\(string)\"")
    }

    /// The first `Text` whose string contains `fragment`.
    public func find(textContaining fragment: String) throws -> RenderedView {
        try first(where: { $0.text?.contains(fragment) == true }, "Text containing \"\(fragment)\"")
    }

    /// The first `Button` whose label shows `title`, or whose `.accessibilityLabel` is `title`.
    public func find(button title: String) throws -> RenderedView {
        try first(where: { $0.kind == "Button" && ($0.texts.contains(title) || $0.accessibilityLabel == title) },
                  "Button \"\(title)\"")
    }

    /// The first `NavigationLink` whose label shows `title`.
    public func find(navigationLink title: String) throws -> RenderedView {
        try first(where: { $0.kind == "NavigationLink" && $0.texts.contains(title) }, "NavigationLink \"\(title)\"")
    }

    /// The first `Toggle` whose label shows `title`.
    public func find(toggle title: String) throws -> RenderedView {
        try first(where: { $0.kind == "Toggle" && $0.texts.contains(title) }, "Toggle \"\(title)\"")
    }

    /// The first `TextField` whose label (its placeholder) shows `title`.
    public func find(textField title: String) throws -> RenderedView {
        try first(where: { $0.kind == "TextField" && $0.texts.contains(title) }, "TextField \"\(title)\"")
    }

    /// The first view of type `type` — a view of your own or a built-in one such as `ProgressView.self`.
    public func find<V: View>(_ type: V.Type) throws -> RenderedView {
        try first(where: { $0.matches(type) }, displayName(of: type))
    }

    /// Every view of type `type` in this subtree, in reading order.
    public func findAll<V: View>(_ type: V.Type) -> [RenderedView] {
        subtree.filter { $0.matches(type) }
    }

    /// The preview named `name` with `.previewDisplayName(_:)`.
    public func find(preview name: String) throws -> RenderedView {
        try first(where: { $0.previewName == name }, "preview named \"\(name)\"")
    }

    /// The separate previews of a rendered `PreviewProvider.previews`, as Xcode's canvas splits them:
    /// each top-level view, looking through `Group` and `ForEach`.
    public var previews: [RenderedView] {
        isStructural || kind == "Group" || kind == "ForEach" ? children.flatMap(\.previews) : [self]
    }

    /// Whether this subtree contains a view of type `type`.
    public func contains<V: View>(_ type: V.Type) -> Bool {
        subtree.contains { $0.matches(type) }
    }

    /// The first view whose ``kind`` is `kind`, e.g. `"ProgressView"`, `"List"` or `"Toggle"`.
    ///
    /// For built-in generic views, whose type a test cannot name without its generic arguments
    /// (`ProgressView.self` does not compile); layout-only wrappers such as `TupleView` are never found.
    ///
    /// - Throws: ``InspectionError`` with the rendered tree when there is none.
    public func find(kind: String) throws -> RenderedView {
        try first(where: { $0.matches(kind: kind) }, "view of kind \"\(kind)\"")
    }

    /// Every view whose ``kind`` is `kind`, in reading order.
    public func findAll(kind: String) -> [RenderedView] {
        subtree.filter { $0.matches(kind: kind) }
    }

    /// Whether this subtree contains a view whose ``kind`` is `kind`.
    public func contains(kind: String) -> Bool {
        subtree.contains { $0.matches(kind: kind) }
    }

    /// The view value of a composite view, as the type you expect.
    public func actualView<V: View>(_ type: V.Type = V.self) throws -> V {
        guard let view = value as? V else {
            throw InspectionError("Expected a \(displayName(of: type)), but this is a \(kind).")
        }
        return view
    }

    private func matches<V: View>(_ type: V.Type) -> Bool {
        if let value { return value is V }
        return kind == displayName(of: type) && !isStructural
    }

    private func matches(kind: String) -> Bool {
        self.kind == kind && !isStructural
    }

    func first(where predicate: (RenderedView) -> Bool, _ target: String) throws -> RenderedView {
        guard let match = subtree.first(where: predicate) else {
            throw InspectionError(lookingFor: target, in: self)
        }
        return match
    }
}

/// The same searches on the host's current rendering.
extension ViewHost {
    /// The strings of every `Text` on screen, in reading order.
    public var texts: [String] { rendered.texts }
    /// The rendered tree as indented text.
    public var tree: String { rendered.tree }

    public func find(text string: String) throws -> RenderedView { try rendered.find(text: string) }
    public func find(textContaining fragment: String) throws -> RenderedView {
        try rendered.find(textContaining: fragment)
    }
    public func find(button title: String) throws -> RenderedView { try rendered.find(button: title) }
    public func find(navigationLink title: String) throws -> RenderedView {
        try rendered.find(navigationLink: title)
    }
    public func find(toggle title: String) throws -> RenderedView { try rendered.find(toggle: title) }
    public func find(textField title: String) throws -> RenderedView { try rendered.find(textField: title) }
    public func find<V: View>(_ type: V.Type) throws -> RenderedView { try rendered.find(type) }
    public func findAll<V: View>(_ type: V.Type) -> [RenderedView] { rendered.findAll(type) }
    public func find(preview name: String) throws -> RenderedView { try rendered.find(preview: name) }
    /// The separate previews on screen; see ``RenderedView/previews``.
    public var previews: [RenderedView] { rendered.previews }
    public func contains<V: View>(_ type: V.Type) -> Bool { rendered.contains(type) }
    public func find(kind: String) throws -> RenderedView { try rendered.find(kind: kind) }
    public func findAll(kind: String) -> [RenderedView] { rendered.findAll(kind: kind) }
    public func contains(kind: String) -> Bool { rendered.contains(kind: kind) }
}
