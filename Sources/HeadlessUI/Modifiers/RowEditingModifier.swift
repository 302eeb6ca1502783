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

    func render(content: any View, in context: RenderContext) -> RenderedView {
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
struct RowEditing {
    let offset: Int
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
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

extension RenderedView {
    /// Deletes the row this view is in, as swiping it away would: runs its `ForEach`'s `.onDelete` with the
    /// row's offset, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this view is in no row of a `ForEach` with `.onDelete`.
    public func delete() throws {
        guard let row = enclosingRow(where: { $0.onDelete != nil }), let editing = row.rowEditing,
              let onDelete = editing.onDelete else {
            throw InspectionError("This \(kind) is in no row of a ForEach with .onDelete, so it cannot be deleted:\n"
                                  + tree)
        }
        perform { onDelete(IndexSet(integer: editing.offset)) }
    }

    /// Moves the row this view is in before the row at `destination` (the row count moves it to the end),
    /// as dragging it would: runs its `ForEach`'s `.onMove`, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this view is in no row of a `ForEach` with `.onMove`.
    public func move(toOffset destination: Int) throws {
        guard let row = enclosingRow(where: { $0.onMove != nil }), let editing = row.rowEditing,
              let onMove = editing.onMove else {
            throw InspectionError("This \(kind) is in no row of a ForEach with .onMove, so it cannot be moved:\n"
                                  + tree)
        }
        perform { onMove(IndexSet(integer: editing.offset), destination) }
    }

    /// The innermost editable row that holds this view (or is it), searched from the host's whole tree
    /// because a node does not know its parent.
    private func enclosingRow(where accepts: (RowEditing) -> Bool) -> RenderedView? {
        let root = host?.rendered ?? self
        return root.subtree.last { node in
            guard let editing = node.rowEditing, accepts(editing) else { return false }
            return node.subtree.contains { $0 === self }
        }
    }
}
