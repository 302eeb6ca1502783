/// Produces previews of views, shown in Xcode's canvas; a test renders them with `ViewHost`.
///
/// ```swift
/// struct RecipeListView_Previews: PreviewProvider {
///     static var previews: some View {
///         RecipeListView(service: PreviewMealService())
///             .previewDisplayName("Mit Beispieldaten")
///     }
/// }
/// ```
///
/// This is the form that works without macros; on Apple platforms `#Preview { … }` does the same.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view the previews are.
    associatedtype Previews: View

    /// The previews; several are separated like views in a `Group`.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension PreviewProvider {
    /// The previews one by one, as Xcode's canvas lists them: each view of the `previews` block, looking
    /// through `Group`. Rendered each on a host of its own, a preview's tasks and what they reach are its own.
    ///
    /// ```swift
    /// for preview in RecipeListView_Previews.separatePreviews {
    ///     let ui = ViewHost(preview)
    ///     await ui.settle()
    /// }
    /// ```
    public static var separatePreviews: [AnyView] {
        previewParts(of: previews).map { AnyView(erasing: $0) }
    }
}

/// The views of a previews block, without the `Group`s and blocks that hold several of them.
@MainActor
private func previewParts(of view: any View) -> [any View] {
    guard let container = view as? any PreviewContainer else { return [view] }
    return container.previewParts.flatMap(previewParts)
}

/// A view that holds several previews side by side.
@MainActor
private protocol PreviewContainer {
    var previewParts: [any View] { get }
}

extension TupleView: PreviewContainer {
    fileprivate var previewParts: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension Group: PreviewContainer {
    fileprivate var previewParts: [any View] { [content] }
}
