/// How a view enters and leaves the screen: `.opacity`, `.slide`, `.move(edge:)`. Headless, views come and go
/// at once; a transition only names itself in the tree.
///
/// ```swift
/// if showsBanner {
///     Banner().transition(.move(edge: .top))
/// }
/// ```
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// The transition's name, as the tree shows it: `opacity`, `move(edge: .top)`.
    public let description: String

    /// Fades in and out.
    public static let opacity = AnyTransition(description: "opacity")
    /// Slides in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition(description: "slide")

    /// Moves in from `edge` and back out towards it.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(description: "move(edge: .\(edge))")
    }
}

extension View {
    /// Sets how this view enters and leaves when it is inserted or removed; headless, only shown in the tree.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(AnnotationModifier(annotation: .shown(".transition(.\(transition))")))
    }
}
