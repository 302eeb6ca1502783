/// A button that switches a list in and out of edit mode: it reads "Edit", and "Done" while editing.
///
/// ```swift
/// HStack { Text("Einkaufsliste"); EditButton() }
/// ```
///
/// Headless, edit mode changes nothing else: the rows of a `ForEach` with `.onDelete` or `.onMove` can be
/// deleted and moved by a test at any time (see `RenderedView.delete()`). The button only keeps its own
/// title, so that a test sees what a person sees after tapping it.
public struct EditButton: View {
    @State private var isEditing = false

    /// An edit button.
    public init() {}

    public var body: some View {
        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
    }
}
