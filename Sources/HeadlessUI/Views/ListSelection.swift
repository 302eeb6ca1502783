// A `List` with `selection:`: its rows can be chosen, one at a time or as a set, which is how a split view's
// sidebar says what the detail column shows.
//
// A row is a view of the list that has a tag: the id a `ForEach` gives each element, or `.tag(_:)`. Tapping a
// row (one that is not a button or a link of its own) selects it, as on iOS outside edit mode: the binding
// then holds that row's tag alone, also for a set. A row whose tag is not of the selection's type cannot be
// chosen, as in SwiftUI. Adding a row to a set, as the circles of edit mode do, is `extendSelection()` in a
// check; HeadlessUI has no edit mode to switch on first.

extension List {
    /// A list of `content` whose rows select one value: `List(selection: $chosen) { … }`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { SingleRowSelector(binding: $0) }
    }

    /// A list of `content` whose rows select a set of values.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { MultipleRowSelector(binding: $0) }
    }

    /// A list with a row per element of identifiable data, selecting one element's id:
    ///
    /// ```swift
    /// List(recipes, selection: $selectedRecipe) { recipe in Text(recipe.name) }
    /// ```
    // NB: disfavoured as the form without selection is: `List($items, selection:)` fits it too, and SwiftUI
    // picks the binding form below.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { SingleRowSelector(binding: $0) }
    }

    /// A list with a row per element of identifiable data, selecting a set of ids.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { MultipleRowSelector(binding: $0) }
    }

    /// A list with a row per element, identified by a key path, selecting one id.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { SingleRowSelector(binding: $0) }
    }

    /// A list with a row per element, identified by a key path, selecting a set of ids.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { MultipleRowSelector(binding: $0) }
    }

    /// A list with a row per element of a binding to identifiable data, each given a binding to its element,
    /// selecting one element's id: `List($recipes, selection: $chosen) { $recipe in … }`.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
                               RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { SingleRowSelector(binding: $0) }
    }

    /// A list with a row per element of a binding to identifiable data, selecting a set of ids.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID,
                               RowContent>,
            Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
        self.selection = selection.map { MultipleRowSelector(binding: $0) }
    }

    /// A list with a row per element of a binding to a collection, identified by a key path, selecting one id.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { SingleRowSelector(binding: $0) }
    }

    /// A list with a row per element of a binding to a collection, identified by a key path, selecting a set.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
            Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { MultipleRowSelector(binding: $0) }
    }

    /// A list with a row per number of a constant range, selecting one number. As in SwiftUI, each row's
    /// views are laid out in an `HStack`.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.content = ForEach(data) { number in HStack { rowContent(number) } }
        self.selection = selection.map { SingleRowSelector(binding: $0) }
    }

    /// A list with a row per number of a constant range, selecting a set of numbers.
    public init<RowContent: View>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.content = ForEach(data) { number in HStack { rowContent(number) } }
        self.selection = selection.map { MultipleRowSelector(binding: $0) }
    }
}

/// What choosing a row of a list does to its selection binding, with the selection's type hidden behind
/// methods so that the renderer can work on tags.
protocol RowSelector {
    /// Whether the row tagged so is selected.
    func isSelected(_ tag: AnyHashable) -> Bool
    /// Makes the row tagged so the selection, as a tap does; `false` when the tag is not of the selection's type.
    func select(_ tag: AnyHashable) -> Bool
    /// Whether rows can be added to the selection, which a set selection allows.
    var canExtend: Bool { get }
    /// Adds the row tagged so to a set selection, or takes it out.
    func extend(_ tag: AnyHashable)
}

/// The selection of a list that selects one value.
struct SingleRowSelector<Value: Hashable>: RowSelector {
    let binding: Binding<Value?>

    func isSelected(_ tag: AnyHashable) -> Bool { binding.wrappedValue.map { AnyHashable($0) == tag } ?? false }

    func select(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        binding.wrappedValue = value
        return true
    }

    var canExtend: Bool { false }
    func extend(_ tag: AnyHashable) {}
}

/// The selection of a list that selects a set of values.
struct MultipleRowSelector<Value: Hashable>: RowSelector {
    let binding: Binding<Set<Value>>

    func isSelected(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        return binding.wrappedValue.contains(value)
    }

    func select(_ tag: AnyHashable) -> Bool {
        guard let value = tag.base as? Value else { return false }
        binding.wrappedValue = [value]
        return true
    }

    var canExtend: Bool { true }

    func extend(_ tag: AnyHashable) {
        guard let value = tag.base as? Value else { return }
        if binding.wrappedValue.contains(value) {
            binding.wrappedValue.remove(value)
        } else {
            binding.wrappedValue.insert(value)
        }
    }
}

/// Makes the rows under `node` choosable and gives them the item menu of an enclosing
/// `.contextMenu(forSelectionType:)`. Rows are found through the views that only group them (`ForEach`,
/// `Section`, `Group`, layout wrappers), not inside a row, where a picker's tagged options are no rows.
@MainActor
func markRows(in node: RenderNode, selection: (any RowSelector)?, menu: (any SelectionMenu)?,
              context: RenderContext) {
    guard selection != nil || menu != nil else { return }
    if let tag = node.tag {
        markRow(node, tag: tag, selection: selection, menu: menu, context: context)
        return
    }
    guard node.isStructural || node.kind is ViewType.ForEach || node.kind is ViewType.Section
            || node.kind is ViewType.Group else { return }
    for child in node.children { markRows(in: child, selection: selection, menu: menu, context: context) }
}

@MainActor
private func markRow(_ row: RenderNode, tag: AnyHashable, selection: (any RowSelector)?,
                     menu: (any SelectionMenu)?, context: RenderContext) {
    var extend: (@MainActor () -> Void)?
    if let selection, selection.canExtend { extend = { selection.extend(tag) } }
    row.rowSelection = RowSelection(isSelected: selection?.isSelected(tag) ?? false, extend: extend)
    // NB: a row that is a button or a link of its own keeps its action; SwiftUI runs that rather than selecting.
    if row.action == nil, selection != nil || menu?.hasPrimaryAction == true {
        row.action = {
            let chosen = selection?.select(tag) ?? true
            if chosen { menu?.performPrimaryAction(for: tag) }
        }
    }
    if let menu, let items = menu.items(for: tag) {
        row.modifiers.append(".contextMenu(forSelectionType:)")
        row.children.append(RenderNode(ViewType.ContextMenu(),
                                       children: [context.build(items, at: "selectionMenu/\(tag)")]))
    }
}

/// Whether a row of a list with `selection:` is selected, and how a check adds it to a set selection.
@_spi(Rendering) public struct RowSelection {
    @_spi(Rendering) public let isSelected: Bool
    /// Adds the row to the list's set selection, or takes it out; `nil` for a single selection.
    @_spi(Rendering) public let extend: (@MainActor () -> Void)?
}
