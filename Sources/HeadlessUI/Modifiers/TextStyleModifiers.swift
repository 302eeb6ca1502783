// Styling has no visible effect when headless: these modifiers are accepted so that styled code compiles, and
// change nothing a test can see. (`Text` has its own versions that return `Text`, for `+`.)
extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("font")))
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("bold")))
    }

    /// Makes text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("italic")))
    }

    /// Sets the font weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("fontWeight")))
    }

    /// Limits text in this view to `number` lines; `nil` removes the limit.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("lineLimit")))
    }

    /// Lets text in this view take between `limit.lowerBound` and `limit.upperBound` lines, e.g. a
    /// vertical `TextField`'s `.lineLimit(3...5)`.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("lineLimit")))
    }

    /// Sets how lines of text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("multilineTextAlignment")))
    }

    /// Sets the style of text and symbols in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("foregroundStyle")))
    }

    /// Sets the colour of text and symbols in this view; SwiftUI prefers ``foregroundStyle(_:)``.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("foregroundColor")))
    }

    /// Sets the accent colour of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("tint")))
    }

    /// Sets the accent style of controls in this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("tint")))
    }

    /// Makes this view transparent by `opacity` (0 is invisible, 1 unchanged).
    public func opacity(_ opacity: Double) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("opacity")))
    }

    /// Fills the area behind this view with `style`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("background")))
    }
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
