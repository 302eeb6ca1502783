/// The menu that `.contextMenu(forSelectionType:menu:primaryAction:)` gives each row of a list inside it, and
/// what choosing a row does besides selecting it.
///
/// SwiftUI calls `menu` with the ids of the rows a long press is over; on iOS that is the one row pressed.
/// Headless, a list inside renders each row's menu as a `ContextMenu` node, the row's last child, built for that
/// row's id alone, so a check finds and taps its buttons within the row as for `.contextMenu { … }`. Tapping
/// a row selects it and then runs `primaryAction` with its id, as UIKit performs a row's primary action after
/// selecting it. The empty area of a list has no node, so the menu for an empty set is never built.
struct SelectionContextMenuModifier<Item: Hashable, Menu: View>: ViewModifier, PrimitiveModifier {
    let menu: (Set<Item>) -> Menu
    let primaryAction: ((Set<Item>) -> Void)?

    func render(content: any View, in context: RenderContext) -> RenderNode {
        var environment = context.environment
        environment.selectionMenu = self
        return context.with(environment: environment).build(content, at: "content")
    }
}

/// An item menu with its item type hidden behind methods: what a list needs to give each row its menu.
@MainActor
protocol SelectionMenu {
    /// The menu for the row tagged so; `nil` when the tag is not of the menu's item type.
    func items(for tag: AnyHashable) -> (any View)?
    /// Whether choosing a row runs an action besides selecting it.
    var hasPrimaryAction: Bool { get }
    /// What choosing the row tagged so does after selecting it.
    func performPrimaryAction(for tag: AnyHashable)
}

extension SelectionContextMenuModifier: SelectionMenu {
    func items(for tag: AnyHashable) -> (any View)? { (tag.base as? Item).map { menu([$0]) } }

    var hasPrimaryAction: Bool { primaryAction != nil }

    func performPrimaryAction(for tag: AnyHashable) {
        if let item = tag.base as? Item { primaryAction?([item]) }
    }
}

extension View {
    /// Adds a menu to each row of a list inside this view, built for the ids of the rows it acts on, and an
    /// action that choosing a row runs.
    ///
    /// ```swift
    /// List(recipes, selection: $selection) { recipe in Text(recipe.name) }
    ///     .contextMenu(forSelectionType: Recipe.ID.self) { ids in
    ///         Button("Delete", role: .destructive) { store.delete(ids) }
    ///     } primaryAction: { ids in
    ///         opened = ids.first
    ///     }
    /// ```
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        modifier(SelectionContextMenuModifier(menu: menu, primaryAction: primaryAction))
    }
}
