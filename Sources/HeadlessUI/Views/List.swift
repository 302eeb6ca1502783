/// A scrolling list of rows.
///
/// ```swift
/// List(meals) { meal in Text(meal.name) }
/// List { Text("One"); Text("Two") }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// What the list's rows select, for a list made with `selection:`; see ListSelection.swift.
    var selection: (any RowSelector)?

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let rows = context.build(content, at: "content")
        markRows(in: rows, selection: selection, menu: context.environment.selectionMenu, context: context)
        return RenderNode(ViewType.List(), children: [rows])
    }
}

extension List where SelectionValue == Never {
    /// A list of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with one row per element of identifiable data.
    // NB: a binding to an array is a collection of identifiable bindings too (BindingCollection.swift), so
    // `List($items) { $item in … }` fits this form as well as the binding form below; SwiftUI picks the binding
    // form, and disfavouring this one picks it here.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element, identified by a key path of the element.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row per element of a binding to identifiable data, each given a binding to its element.
    ///
    /// ```swift
    /// List($items) { $item in Toggle(item.title, isOn: $item.done) }
    /// ```
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
                               RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with one row per number in a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}
