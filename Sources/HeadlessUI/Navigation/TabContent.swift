/// The tabs of a `TabView` built from `Tab`s: `TabView { Tab("Rezepte", systemImage: "book") { … } }`.
///
/// `Tab` is the only kind of tab content HeadlessUI provides; tab content types of your own are not modelled.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the values that select these tabs; `Never` for tabs without a value.
    associatedtype TabValue: Hashable
}

/// Builds the tabs of a `TabView` from the `Tab`s in a closure; all of them select by one value type.
@resultBuilder @MainActor
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    // NB: one overload per number of tabs, up to the five an iPhone's tab bar shows: a parameter pack cannot
    // require each element's TabValue to be the builder's yet ("same-element requirements are not yet supported").
    public static func buildBlock<C0: TabContent, C1: TabContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTabContent<TabValue, (C0, C1)>
        where C0.TabValue == TabValue, C1.TabValue == TabValue {
        TupleTabContent((c0, c1))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTabContent<TabValue, (C0, C1, C2)>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        TupleTabContent((c0, c1, c2))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTabContent<TabValue, (C0, C1, C2, C3)>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        TupleTabContent((c0, c1, c2, c3))
    }

    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>
        where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
              C4.TabValue == TabValue {
        TupleTabContent((c0, c1, c2, c3, c4))
    }

    /// The tabs as the content view of a `TabView`.
    public struct Content<C: TabContent>: View, PrimitiveView, TabEntriesProviding {
        let content: C

        public var body: Never { primitiveBody(of: Self.self) }

        var tabEntries: [TabEntry] { (content as? any TabEntriesProviding)?.tabEntries ?? [] }

        func render(in context: RenderContext) -> RenderNode {
            let children = tabEntries.enumerated().map { context.build($1.content, at: "tab:\($0)") }
            return RenderNode(structural: "TabContent", children: children)
        }
    }
}

/// The tabs of a `@TabContentBuilder` block with more than one `Tab`.
public struct TupleTabContent<TabValue: Hashable, T>: TabContent, TabEntriesProviding {
    let value: T

    init(_ value: T) { self.value = value }

    var tabEntries: [TabEntry] {
        Mirror(reflecting: value).children.flatMap { ($0.value as? any TabEntriesProviding)?.tabEntries ?? [] }
    }
}

/// One tab of a `TabView`, found in its content: what its tab bar item shows, the value that selects it, and
/// the view it shows when selected.
struct TabEntry {
    let label: any View
    let value: AnyHashable?
    let content: any View
}

/// Content that knows its tabs without being rendered: `Tab`s and the builder's blocks of them.
@MainActor
protocol TabEntriesProviding {
    var tabEntries: [TabEntry] { get }
}
