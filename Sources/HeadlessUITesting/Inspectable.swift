@_spi(Rendering) import HeadlessUI

/// Something a test can search: a rendered view, or a host's current rendering.
///
/// Searching works in the style of ViewInspector: `find(text:)`, `find(SomeView.self)`,
/// `find(ViewType.ProgressView.self)` and `findAll(…)`, written once here for both. The finders of a control
/// (`find(button:)`, `find(toggle:)`, …) are in ControlFinders.swift; what a test can do with a found view
/// (`tap()`, `setText(_:)`, `refresh()`) is in Interaction.swift and ControlInteraction.swift.
@MainActor
public protocol Inspectable {
    /// The rendered view that searches start from.
    var inspectedView: RenderedView { get }
}

extension RenderedView: Inspectable {
    public var inspectedView: RenderedView { self }
}

extension Inspectable {
    /// The views of this subtree that are on screen, depth first.
    var subtree: [RenderNode] { inspectedView.node.subtree }

    /// The strings of every `Text` in this subtree, in reading order.
    public var texts: [String] { subtree.compactMap(\.text) }

    /// The rendered tree as indented text; see TreeDescription.swift in HeadlessUI.
    public var tree: String { inspectedView.node.treeDescription }

    /// The first `Text` showing exactly `string`.
    public func find(text string: String) throws -> RenderedView {
        try first(where: { $0.text == string }, "Text \"\(string)\"")
    }

    /// The first `Text` whose string contains `fragment`.
    public func find(textContaining fragment: String) throws -> RenderedView {
        try first(where: { $0.text?.contains(fragment) == true }, "Text containing \"\(fragment)\"")
    }

    /// The first view of type `type` — a view of your own, or a built-in one without generic arguments
    /// such as `Text.self` or `Circle.self`.
    public func find<V: View>(_ type: V.Type) throws -> RenderedView {
        try first(where: { $0.matches(type) }, displayName(of: type))
    }

    /// Every view of type `type` in this subtree, in reading order.
    public func findAll<V: View>(_ type: V.Type) -> [RenderedView] {
        subtree.filter { $0.matches(type) }.map(RenderedView.init)
    }

    /// Whether this subtree contains a view of type `type`.
    public func contains<V: View>(_ type: V.Type) -> Bool {
        subtree.contains { $0.matches(type) }
    }

    /// The first built-in view of kind `kind`, for generic views whose type a test cannot name without its
    /// generic arguments: `find(ViewType.ProgressView.self)`, `find(ViewType.NavigationStack.self)`.
    ///
    /// - Throws: ``InspectionError`` with the rendered tree when there is none.
    public func find<K: ViewKind>(_ kind: K.Type) throws -> RenderedView {
        try first(where: { $0.kind is K }, "view of kind \"\(displayName(of: kind))\"")
    }

    /// Every built-in view of kind `kind` in this subtree, in reading order.
    public func findAll<K: ViewKind>(_ kind: K.Type) -> [RenderedView] {
        subtree.filter { $0.kind is K }.map(RenderedView.init)
    }

    /// Whether this subtree contains a built-in view of kind `kind`.
    public func contains<K: ViewKind>(_ kind: K.Type) -> Bool {
        subtree.contains { $0.kind is K }
    }

    /// The first view whose ``RenderedView/kind`` — the name the tree shows — is `name`, e.g. `"Card"` for a
    /// private view of a test; layout-only wrappers such as `TupleView` are never found.
    ///
    /// - Throws: ``InspectionError`` with the rendered tree when there is none.
    public func find(kind name: String) throws -> RenderedView {
        try first(where: { $0.isNamed(name) }, "view of kind \"\(name)\"")
    }

    /// Every view whose ``RenderedView/kind`` is `name`, in reading order.
    public func findAll(kind name: String) -> [RenderedView] {
        subtree.filter { $0.isNamed(name) }.map(RenderedView.init)
    }

    /// Whether this subtree contains a view whose ``RenderedView/kind`` is `name`.
    public func contains(kind name: String) -> Bool {
        subtree.contains { $0.isNamed(name) }
    }

    /// The preview named `name` with `.previewDisplayName(_:)`.
    public func find(preview name: String) throws -> RenderedView {
        try first(where: { $0.previewName == name }, "preview named \"\(name)\"")
    }

    /// The separate previews of a rendered `PreviewProvider.previews`, as Xcode's canvas splits them:
    /// each top-level view, looking through `Group` and `ForEach`.
    public var previews: [RenderedView] { inspectedView.node.splitIntoPreviews().map(RenderedView.init) }

    /// The first view in this subtree that `predicate` accepts; `target` names it in the error.
    func first(where predicate: (RenderNode) -> Bool, _ target: String) throws -> RenderedView {
        guard let match = subtree.first(where: predicate) else {
            throw InspectionError(lookingFor: target, in: inspectedView.node)
        }
        return RenderedView(match)
    }
}

extension RenderNode {
    fileprivate func matches<V: View>(_ type: V.Type) -> Bool {
        if let value { return value is V }
        return isNamed(displayName(of: type))
    }

    fileprivate func isNamed(_ name: String) -> Bool {
        kind.name == name && !isStructural
    }

    fileprivate func splitIntoPreviews() -> [RenderNode] {
        isStructural || kind is ViewType.Group || kind is ViewType.ForEach
            ? children.flatMap { $0.splitIntoPreviews() } : [self]
    }
}
