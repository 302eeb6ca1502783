import Foundation

/// Makes the rows of a `ForEach` deletable (`.onDelete`) or movable (`.onMove`).
///
/// SwiftUI offers these through swipe-to-delete and the drag handles of edit mode. Headless, every row of
/// such a `ForEach` can be deleted or moved at any time, edit mode or not: a test says which row with
/// `try ui.find(text: "Milch").delete()` or `.move(toOffset: 0)`, and the action receives that row's
/// offset, as SwiftUI would pass it. The tree marks the `ForEach` with `.onDelete` / `.onMove`.
struct RowEditingModifier: ViewModifier, PrimitiveModifier {
    enum Edit {
        case delete((IndexSet) -> Void)
        case move((IndexSet, Int) -> Void)
    }

    let edit: Edit?

    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        guard let edit else { return node }
        for (offset, row) in node.children.enumerated() {
            var editing = row.rowEditing ?? RowEditing(offset: offset)
            switch edit {
            case .delete(let action): editing.onDelete = action
            case .move(let action): editing.onMove = action
            }
            row.rowEditing = editing
        }
        switch edit {
        case .delete: node.modifiers.append(".onDelete")
        case .move: node.modifiers.append(".onMove")
        }
        return node
    }
}

/// What a row of an editable `ForEach` can do: its offset in the data and the actions that edit it.
@_spi(Rendering) public struct RowEditing {
    @_spi(Rendering) public let offset: Int
    @_spi(Rendering) public var onDelete: ((IndexSet) -> Void)?
    @_spi(Rendering) public var onMove: ((IndexSet, Int) -> Void)?
}

extension DynamicViewContent {
    /// Lets the person delete rows; `action` receives the offsets of the deleted rows in ``data``.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.title) }
    ///     .onDelete { offsets in items.remove(atOffsets: offsets) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditingModifier(edit: action.map { .delete($0) }))
    }

    /// Lets the person reorder rows; `action` receives the offsets moved and the offset to move them before.
    ///
    /// ```swift
    /// ForEach(items) { Text($0.title) }
    ///     .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(RowEditingModifier(edit: action.map { .move($0) }))
    }
}
