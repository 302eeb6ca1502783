/// Builds one view per element of a collection; each element's id is that view's identity.
///
/// ```swift
/// ForEach(meals) { meal in Text(meal.name) }
/// ForEach(names, id: \.self) { Text($0) }
/// ForEach(0..<3) { Text("Row \($0)") }
/// ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }
/// ```
///
/// Each row's id is also its `RenderedView.tag` unless the row has a `.tag` of its own, as in SwiftUI:
/// a `Picker` over `ForEach(categories, id: \.self)` selects the categories themselves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The collection of underlying data, one row per element.
    public var data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    /// One view per element, identified by a key path of the element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID,
         content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let rows = data.map { element in
            let id = id(element)
            let row = context.build(content(element), at: "id:\(id)")
            if row.tag == nil { row.tag = AnyHashable(id) }
            return row
        }
        return RenderNode(ViewType.ForEach(), children: rows)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// One view per element of a binding to identifiable data, each given a binding to its element.
    ///
    /// ```swift
    /// ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }
    /// ```
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// One view per element of a binding to a collection, identified by a key path of the element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        // NB: like SwiftUI, each row's binding reaches its element by index, read when the row is built.
        self.init(collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) },
                  identifiedBy: { $0.1 },
                  content: { pair in
                      let index = pair.0
                      return content(Binding(read: { data.wrappedValue[index] },
                                             write: { data.wrappedValue[index] = $0 }))
                  })
    }
}
