import Foundation

// Effects that only change pixels: a shadow, the size of symbols. SwiftUI draws them and nothing else changes,
// so headless they are accepted and change nothing a test can see.
extension View {
    /// Draws a shadow of `color` behind this view, blurred by `radius` and offset by `x` and `y`.
    ///
    /// ```swift
    /// RecipeCard(recipe: recipe)
    ///     .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
    /// ```
    // draws only: a shadow is pixels around the view; it shows nothing and does nothing.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("shadow")))
    }

    /// Sets the size of SF Symbols in this view relative to the text around them: `.imageScale(.large)`.
    // draws only: the symbol stays the same symbol, with the same name and label.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("imageScale")))
    }
}

extension Image {
    /// How large a symbol is drawn relative to the text around it.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}
