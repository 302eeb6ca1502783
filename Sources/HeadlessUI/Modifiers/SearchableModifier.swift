/// Adds a search field for the modified view, bound to a string.
///
/// SwiftUI puts the field in the navigation bar (or a toolbar); headless it is a `SearchField` node just
/// before the modified view, so a test types into it as into a `TextField`:
/// `try ui.find(searchField: "Rezepte suchen").setText("Pfann")`, and `.submit()` runs the
/// `.onSubmit(of: .search)` actions around it (not the ones for text fields).
///
/// Outside a `NavigationStack` there is no bar to put it in: SwiftUI on an iPhone shows no field, and neither
/// does this model (as with toolbars, ``ToolbarModifier``).
struct SearchableModifier: ViewModifier, PrimitiveModifier {
    let text: Binding<String>
    let prompt: Text?

    func render(content: any View, in context: RenderContext) -> RenderNode {
        guard context.environment.navigationStore != nil else { return context.build(content, at: "content") }
        let field = renderTextEntry(ViewType.SearchField.init, text: text, label: prompt ?? Text("Search"), prompt: nil,
                                    submittedBy: .search, in: context)
        let node = RenderNode(structural: "searchable", children: [field, context.build(content, at: "content")])
        node.modifiers.append(".searchable")
        return node
    }
}

/// Where a search field goes; headless, every placement renders the field before the view it searches.
public struct SearchFieldPlacement: Sendable {
    let name: String

    /// The platform's usual place: the navigation bar on iOS.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The sidebar of a split view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// The navigation bar, with whether it stays visible while scrolling.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic)
        -> SearchFieldPlacement { SearchFieldPlacement(name: "navigationBarDrawer") }

    /// Whether a search field in the navigation bar stays visible while the list scrolls.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }
}

extension View {
    /// Adds a search field bound to `text`.
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }
    ///     .searchable(text: $query, prompt: "Rezepte suchen")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt))
    }

    /// Adds a search field bound to `text`, with a prompt from a string literal.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, prompt: Text(prompt)))
    }

    /// Adds a search field bound to `text`, with a prompt from a string value.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        modifier(SearchableModifier(text: text, prompt: Text(prompt)))
    }
}
