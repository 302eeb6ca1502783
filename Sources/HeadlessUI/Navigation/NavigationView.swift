/// The navigation container before `NavigationStack`; SwiftUI deprecates it, but much code still uses it.
///
/// ```swift
/// NavigationView {
///     List(recipes) { recipe in
///         NavigationLink(recipe.name) { RecipeDetail(recipe: recipe) }
///     }
///     .navigationTitle("Rezepte")
/// }
/// .navigationViewStyle(.stack)
/// ```
///
/// Rendered as the `NavigationStack` it behaves as on a phone: its links push onto it, `dismiss` pops, and
/// the tree and the checks find it as a `NavigationStack`. (On an iPad, SwiftUI shows a second view in it as
/// a detail column; use `NavigationSplitView` for columns.)
// NB: SwiftUI marks it deprecated only for a future release, so using it gives no warning there; neither here.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A navigation view around `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        NavigationStack { content }.render(in: context)
    }
}

/// The look of a `NavigationView`, set with `.navigationViewStyle(_:)`; only the built-in styles conform.
public protocol NavigationViewStyle {}

/// The platform's default look.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One view at a time, as a stack.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Views in columns side by side.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default look.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time, as a stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Views in columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the look of navigation views in this view: `.navigationViewStyle(.stack)`.
    // draws only: headless a NavigationView is always the stack a phone shows.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("navigationViewStyle")))
    }
}
