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
