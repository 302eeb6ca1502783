import Foundation
@_spi(Rendering) import HeadlessUI

/// What a test can do with a particular control: type into a field, pick an option, step a stepper,
/// delete or move a row. Each re-renders what changed afterwards.
extension RenderedView {
    /// Types `text` into this `TextField` or `SecureField`, replacing what it held, then re-renders what
    /// changed. A field bound with `.focused` takes focus first, as a person taps into a field to type.
    ///
    /// - Throws: ``InspectionError`` when this view is not a text field, or is disabled.
    public func setText(_ text: String) throws {
        try enter(.text(text), doing: "typing into")
    }

    /// Presses Return in this `TextField` or `SecureField`: a field bound with `.focused` lets go of focus (the
    /// keyboard goes away, as on iOS), then the `.onSubmit` actions around it run — where a form moves focus
    /// on to its next field — and what changed re-renders.
    ///
    /// - Throws: ``InspectionError`` when this view is not a text field, or is disabled.
    public func submit() throws {
        try enter(.submit, doing: "submitting")
    }

    private func enter(_ input: TextEntryInput, doing verb: String) throws {
        guard let entry = node.kind.textEntry else {
            throw InspectionError("Only a TextField can be typed into, but this is a \(kind):\n" + tree)
        }
        try requireEnabled(to: verb)
        let focus = node.focus
        perform {
            switch input {
            case .text: focus?.focus()
            case .submit: focus?.resign()
            }
            entry.enter(input)
        }
    }

    /// Drags this `Slider`'s thumb to `value`: the slider keeps it within its bounds and on its steps, writes
    /// it through its binding and reports the drag to `onEditingChanged`; then what changed re-renders.
    ///
    /// - Throws: ``InspectionError`` when this is not a slider, or it is disabled.
    public func slide(to value: Double) throws {
        guard let track = node.kind(ViewType.Slider.self)?.track else {
            throw InspectionError("Only a Slider can be slid, but this is a \(kind):\n" + tree)
        }
        try requireEnabled(to: "sliding")
        perform { track.slide(to: value) }
    }

    /// Chooses `date` in this `DatePicker`, or the date nearest to it that the picker offers (its range's end),
    /// writes it through its binding, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this is not a date picker, or it is disabled.
    public func choose(_ date: Date) throws {
        guard let dial = node.kind(ViewType.DatePicker.self)?.dial else {
            throw InspectionError("Only a DatePicker has dates to choose, but this is a \(kind):\n" + tree)
        }
        try requireEnabled(to: "choosing a date in")
        perform { dial.choose(date) }
    }

    /// Moves focus to this view, as tapping into a text field does: its `@FocusState` takes the view's value,
    /// and a focus state that held focus elsewhere lets go of it; then what changed re-renders.
    ///
    /// - Throws: ``InspectionError`` when this view has no `.focused`, or it is disabled.
    public func focus() throws {
        guard let focus = node.focus else {
            throw InspectionError("Only a view with .focused can take focus here, but this \(kind) has none:\n" + tree)
        }
        try requireEnabled(to: "focusing")
        perform { focus.focus() }
    }

    /// Chooses the option of this `Picker` that shows `option`, as tapping it would, then re-renders.
    ///
    /// - Throws: ``InspectionError`` when this is not a `Picker`, it has no such option, or it is disabled.
    public func select(_ option: String) throws {
        guard self.is(ViewType.Picker.self) else {
            throw InspectionError("Only a Picker has options to select, but this is a \(kind):\n" + tree)
        }
        guard let match = node.subtree.first(where: { $0.kind is ViewType.PickerOption && $0.shows(option) }) else {
            throw InspectionError(lookingFor: "option \"\(option)\" (a view tagged with the selection's type)",
                                  in: node)
        }
        try RenderedView(match).tap()
    }

    /// Taps this `Stepper`'s plus button, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this is not a stepper, or the button is disabled (the value is at
    ///   its upper bound).
    public func increment() throws { try stepButton("Increment").tap() }

    /// Taps this `Stepper`'s minus button, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this is not a stepper, or the button is disabled (the value is at
    ///   its lower bound).
    public func decrement() throws { try stepButton("Decrement").tap() }

    private func stepButton(_ name: String) throws -> RenderedView {
        guard self.is(ViewType.Stepper.self), let button = children.first(where: { $0.accessibilityLabel == name })
        else {
            throw InspectionError("Only a Stepper can be stepped, but this is a \(kind):\n" + tree)
        }
        return button
    }

    /// Deletes the row this view is in, as swiping it away would: runs its `ForEach`'s `.onDelete` with the
    /// row's offset, then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this view is in no row of a `ForEach` with `.onDelete`.
    public func delete() throws {
        guard let editing = enclosingRow(where: { $0.onDelete != nil }), let onDelete = editing.onDelete else {
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
        guard let editing = enclosingRow(where: { $0.onMove != nil }), let onMove = editing.onMove else {
            throw InspectionError("This \(kind) is in no row of a ForEach with .onMove, so it cannot be moved:\n"
                                  + tree)
        }
        perform { onMove(IndexSet(integer: editing.offset), destination) }
    }

    /// The editing of the innermost editable row that holds this view (or is it), searched from the host's
    /// whole tree because a node does not know its parent.
    private func enclosingRow(where accepts: (RowEditing) -> Bool) -> RowEditing? {
        let root = node.graph?.rendered ?? node
        return root.subtree.last { row in
            guard let editing = row.rowEditing, accepts(editing) else { return false }
            return row.subtree.contains { $0 === node }
        }?.rowEditing
    }
}

extension RenderedView {
    /// Adds this row of a `List` with a set selection to the selection, or takes it out when it is in, as the
    /// circles of edit mode do; then re-renders what changed.
    ///
    /// - Throws: ``InspectionError`` when this is no row of a list whose selection is a set.
    public func extendSelection() throws {
        guard let extend = node.rowSelection?.extend else {
            throw InspectionError("Only a row of a List(selection:) with a Set can be added to the selection, "
                                  + "but this is a \(kind):\n" + tree)
        }
        try requireEnabled(to: "selecting")
        perform(extend)
    }
}
