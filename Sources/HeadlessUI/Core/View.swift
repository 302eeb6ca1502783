/// A piece of user interface, described by the views its `body` returns.
///
/// Declare views exactly as in SwiftUI; the headless renderer evaluates `body` with the view's state and
/// environment installed, the same way SwiftUI does, so a test can look at what the view shows.
///
/// ```swift
/// struct Greeting: View {
///     var body: some View { Text("Hallo") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content and behaviour of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view that the renderer draws itself instead of asking for its `body`.
///
/// Built-in views (`Text`, `Button`, stacks, modifiers, …) conform; their `Body` is `Never`.
@MainActor
protocol PrimitiveView {
    func render(in context: RenderContext) -> RenderNode
}

/// Stops a program that asked a built-in view for its body, which only the renderer may look inside.
func primitiveBody<V>(of type: V.Type) -> Never {
    fatalError("\(type) is a built-in view and has no body; render it with ViewGraph instead.")
}
