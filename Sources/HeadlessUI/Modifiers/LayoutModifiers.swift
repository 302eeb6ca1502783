import Foundation

// Layout has no meaning when headless: these modifiers are accepted so that laid-out code compiles, and
// change nothing a test can see.
extension View {
    /// Adds padding along `edges`, of `length` or the system's default (no visible effect when headless).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("padding")))
    }

    /// Adds padding of `length` along every edge (no visible effect when headless).
    public func padding(_ length: CGFloat) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("padding")))
    }

    /// Adds padding of its own length along each edge (no visible effect when headless).
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("padding")))
    }

    /// Places this view in a frame of a fixed size (no visible effect when headless).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("frame")))
    }

    /// Places this view in a frame with size limits, e.g. `.frame(maxWidth: .infinity)` (no visible effect
    /// when headless).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("frame")))
    }

    /// A frame without parameters changes nothing.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("frame")))
    }
}
