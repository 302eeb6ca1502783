/// Something a test can search: a rendered view, or a host's current rendering.
///
/// Searching works in the style of ViewInspector: `find(text:)`, `find(SomeView.self)`, `find(kind:)` and
/// `findAll(…)`, written once here for both. The finders of a control (`find(button:)`,
/// `find(toggle:)`, …) live in that control's file; what a test can do with a found view (`tap()`,
/// `setText(_:)`, `refresh()`) is in Interaction.swift and in the controls' files.
@MainActor
public protocol Inspectable {
    /// The rendered view that searches start from.
    var inspectedView: RenderedView { get }
}

extension RenderedView: Inspectable {
    public var inspectedView: RenderedView { self }
}

extension ViewHost: Inspectable {
    public var inspectedView: RenderedView { rendered }
}

extension Inspectable {
    /// The strings of every `Text` in this subtree, in reading order.
    public var texts: [String] { inspectedView.subtree.compactMap(\.text) }

    /// The rendered tree as indented text; see TreeDescription.swift.
    public var tree: String { inspectedView.treeDescription }

    /// The first `Text` showing exactly `string`.
    public func find(text string: String) throws -> RenderedView {
        try first(where: { $0.text == string }, "Text \"\(string)\"")
    }

    /// The first `Text` whose string contains `fragment`.
    public func find(textContaining fragment: String) throws -> RenderedView {
        try first(where: { $0.text?.contains(fragment) == true }, "Text containing \"\(fragment)\"")
    }

    /// The first view of type `type` — a view of your own or a built-in one such as `ProgressView.self`.
    public func find<V: View>(_ type: V.Type) throws -> RenderedView {
        try first(where: { $0.matches(type) }, displayName(of: type))
    }

    /// Every view of type `type` in this subtree, in reading order.
    public func findAll<V: View>(_ type: V.Type) -> [RenderedView] {
        inspectedView.subtree.filter { $0.matches(type) }
    }

    /// The preview named `name` with `.previewDisplayName(_:)`.
    public func find(preview name: String) throws -> RenderedView {
        try first(where: { $0.previewName == name }, "preview named \"\(name)\"")
    }

    /// The separate previews of a rendered `PreviewProvider.previews`, as Xcode's canvas splits them:
    /// each top-level view, looking through `Group` and `ForEach`.
    public var previews: [RenderedView] { inspectedView.splitIntoPreviews() }

    /// Whether this subtree contains a view of type `type`.
    public func contains<V: View>(_ type: V.Type) -> Bool {
        inspectedView.subtree.contains { $0.matches(type) }
    }

    /// The first view whose ``RenderedView/kind`` is `kind`, e.g. `"ProgressView"`, `"List"` or `"Toggle"`.
    ///
    /// For built-in generic views, whose type a test cannot name without its generic arguments
    /// (`ProgressView.self` does not compile); layout-only wrappers such as `TupleView` are never found.
    ///
    /// - Throws: ``InspectionError`` with the rendered tree when there is none.
    public func find(kind: String) throws -> RenderedView {
        try first(where: { $0.matches(kind: kind) }, "view of kind \"\(kind)\"")
    }

    /// Every view whose ``RenderedView/kind`` is `kind`, in reading order.
    public func findAll(kind: String) -> [RenderedView] {
        inspectedView.subtree.filter { $0.matches(kind: kind) }
    }

    /// Whether this subtree contains a view whose ``RenderedView/kind`` is `kind`.
    public func contains(kind: String) -> Bool {
        inspectedView.subtree.contains { $0.matches(kind: kind) }
    }

    /// The first view in this subtree that `predicate` accepts; `target` names it in the error.
    func first(where predicate: (RenderedView) -> Bool, _ target: String) throws -> RenderedView {
        guard let match = inspectedView.subtree.first(where: predicate) else {
            throw InspectionError(lookingFor: target, in: inspectedView)
        }
        return match
    }
}

extension RenderedView {
    /// The view value of a composite view, as the type you expect.
    public func actualView<V: View>(_ type: V.Type = V.self) throws -> V {
        guard let view = value as? V else {
            throw InspectionError("Expected a \(displayName(of: type)), but this is a \(kind).")
        }
        return view
    }

    fileprivate func matches<V: View>(_ type: V.Type) -> Bool {
        if let value { return value is V }
        return kind == displayName(of: type) && !isStructural
    }

    fileprivate func matches(kind: String) -> Bool {
        self.kind == kind && !isStructural
    }

    fileprivate func splitIntoPreviews() -> [RenderedView] {
        isStructural || kind == "Group" || kind == "ForEach" ? children.flatMap { $0.splitIntoPreviews() } : [self]
    }
}
