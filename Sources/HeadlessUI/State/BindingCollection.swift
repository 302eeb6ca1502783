// A binding to a collection is itself a collection of bindings, one per element, as in SwiftUI (iOS 15):
// `$alarms` hands out a `Binding<Alarm>` for each alarm, which is what `Toggle(sources: $alarms, isOn: \.isOn)`
// walks. Each element's binding reads the collection afresh and writes the whole collection back, so the
// owner of the collection (a `@State` array) sees every write.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }

    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let whole = self
        var element = Binding<Value.Element>(read: { whole.wrappedValue[position] },
                                             writeCarrying: { value, transaction in
                                                 whole.transaction(transaction).wrappedValue[position] = value
                                             })
        element.transaction = transaction
        return element
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
