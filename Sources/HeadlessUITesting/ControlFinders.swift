@_spi(Rendering) import HeadlessUI

/// Finding a control by what its label shows, as a person finds it on screen: `find(button: "Favorit")`.
///
/// Each finder is one line on ``Inspectable/first(_:labelled:where:_:)``, so they read as a table: the
/// control's kind, where its label is, and how the tree names it in the error when there is none.
extension Inspectable {
    /// The first `Button` whose label shows `title`, or whose `.accessibilityLabel` is `title`.
    public func find(button title: String) throws -> RenderedView {
        try first(where: { $0.kind is ViewType.Button && ($0.shows(title) || $0.accessibilityLabel == title) },
                  "Button \"\(title)\"")
    }

    /// The first `Toggle` whose label shows `title`.
    public func find(toggle title: String) throws -> RenderedView { try first(ViewType.Toggle.self, labelled: title, "Toggle") }

    /// The first `TextField` whose label (its placeholder) shows `title`.
    public func find(textField title: String) throws -> RenderedView { try first(ViewType.TextField.self, labelled: title, "TextField") }

    /// The first `SecureField` whose label (its placeholder) shows `title`.
    public func find(secureField title: String) throws -> RenderedView { try first(ViewType.SecureField.self, labelled: title, "SecureField") }

    /// The search field that `.searchable` added, by its prompt ("Search" when it has none).
    public func find(searchField prompt: String) throws -> RenderedView { try first(ViewType.SearchField.self, labelled: prompt, "search field") }

    /// The first `Link` whose label shows `title`.
    public func find(link title: String) throws -> RenderedView { try first(ViewType.Link.self, labelled: title, "Link") }

    /// The first `NavigationLink` whose label shows `title`.
    public func find(navigationLink title: String) throws -> RenderedView { try first(ViewType.NavigationLink.self, labelled: title, "NavigationLink") }

    /// The tab of a `TabView` whose item shows `title`; tapping it selects the tab.
    public func find(tab title: String) throws -> RenderedView { try first(ViewType.TabItem.self, labelled: title, "tab") }

    /// The first `Menu` whose label shows `title`.
    public func find(menu title: String) throws -> RenderedView { try first(ViewType.Menu.self, labelled: title, where: .label, "Menu") }

    /// The first `Picker` whose label shows `title`.
    public func find(picker title: String) throws -> RenderedView { try first(ViewType.Picker.self, labelled: title, where: .label, "Picker") }

    /// The first `Stepper` whose label contains `title`; a label usually shows the value too
    /// (`"Portionen: 4"`), so `find(stepper: "Portionen")` finds it whatever the value.
    public func find(stepper title: String) throws -> RenderedView { try first(ViewType.Stepper.self, labelled: title, where: .labelContaining, "Stepper") }

    /// The first `Slider` whose label shows `title`, or whose `.accessibilityLabel` is `title`.
    public func find(slider title: String) throws -> RenderedView {
        try first(where: { $0.kind is ViewType.Slider && ($0.children.first?.shows(title) == true || $0.accessibilityLabel == title) },
                  "Slider \"\(title)\"")
    }

    /// The first row of a `List(selection:)` (or of a list with `.contextMenu(forSelectionType:)`) that shows
    /// `title`; `tap()` selects it, `extendSelection()` adds it to a set selection.
    public func find(row title: String) throws -> RenderedView {
        try first(where: { $0.rowSelection != nil && $0.shows(title) }, "row \"\(title)\" of a List with selection")
    }

    /// The first `DatePicker` whose label shows `title`.
    public func find(datePicker title: String) throws -> RenderedView { try first(ViewType.DatePicker.self, labelled: title, where: .label, "DatePicker") }

    /// The first control of kind `kind` whose label shows `title`; `name` names it in the error.
    private func first<K: ViewKind>(_ kind: K.Type, labelled title: String, where place: LabelPlace = .anywhere,
                                    _ name: String) throws -> RenderedView {
        try first(where: { node in
            guard node.kind is K else { return false }
            switch place {
            case .anywhere: return node.shows(title)
            case .label: return node.children.first?.shows(title) == true
            case .labelContaining: return node.children.first?.subtree.contains { $0.text?.contains(title) == true } == true
            }
        }, "\(name) \"\(title)\"")
    }
}

/// Where a control's title is: anywhere inside it, or in its label (its first child) where the control holds
/// more than its label (a menu's items, a picker's options, a stepper's buttons).
private enum LabelPlace {
    case anywhere
    case label
    /// In the label, as part of a longer text.
    case labelContaining
}

extension RenderNode {
    /// Whether a `Text` in this subtree shows exactly `title`.
    func shows(_ title: String) -> Bool { subtree.contains { $0.text == title } }
}
