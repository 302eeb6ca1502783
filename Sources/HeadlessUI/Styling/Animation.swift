/// How a change animates: `.default`, `.easeInOut`, `.spring`. Headless, nothing moves, so an animation only
/// names itself; changes take effect at once.
///
/// ```swift
/// withAnimation(.spring) { isExpanded.toggle() }
/// ```
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The animation's name, as the tree shows it: `spring`, `easeInOut(duration: 0.3)`.
    public let description: String

    /// The system's default animation.
    public static let `default` = Animation(description: "default")
    /// Starts slowly, speeds up, and slows down again.
    public static let easeInOut = Animation(description: "easeInOut")
    /// A spring that settles without bouncing much.
    public static let spring = Animation(description: "spring")

    /// Eases in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(description: "easeInOut(duration: \(duration))")
    }
}

/// Runs `body` and returns its result; SwiftUI would animate the changes it makes, headless they just happen.
///
/// ```swift
/// Button("Mehr") { withAnimation { showsDetails.toggle() } }
/// ```
///
/// The block runs within a transaction that names the animation, as `withTransaction` opens one, so a
/// binding's setter that takes a transaction sees it.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

extension View {
    /// Animates this view's changes when `value` changes; headless, only shown in the tree.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .scaleEffect(isFavorite ? 1.2 : 1)
    ///     .animation(.spring, value: isFavorite)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnnotationModifier(annotation: .shown(".animation(\(animation.map(\.description) ?? "nil"))")))
    }
}
