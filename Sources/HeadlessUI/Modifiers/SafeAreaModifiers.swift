import Foundation

// The safe area is the part of the screen that bars, the notch and the keyboard leave free. Headless there is
// no screen: ignoring it draws differently and nothing else, but views inset into it are visible content.
extension View {
    /// Lets this view extend into the safe area of `regions` along `edges`, e.g. a background under the
    /// status bar: `.ignoresSafeArea()`.
    // draws only: it changes where the view is drawn, not what it shows or does.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("ignoresSafeArea")))
    }

    /// The older form of ``ignoresSafeArea(_:edges:)``: `.edgesIgnoringSafeArea(.all)`.
    // draws only: as `ignoresSafeArea`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("edgesIgnoringSafeArea")))
    }

    /// Adds padding of `length` (the system's when `nil`) to the safe area along `edges`.
    // draws only: layout has no meaning headless.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("safeAreaPadding")))
    }

    /// Adds padding of `length` to the safe area along every edge.
    // draws only: layout has no meaning headless.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("safeAreaPadding")))
    }

    /// Shows the views built by `content` along the top or bottom `edge`, and shrinks this view's safe area so
    /// that nothing hides behind them: a bar of buttons under a list.
    ///
    /// ```swift
    /// List(recipes) { Text($0.name) }
    ///     .safeAreaInset(edge: .bottom) { Button("Neues Rezept") { … } }
    /// ```
    ///
    /// The inset views are visible, so they are rendered after the view's own content, like an overlay.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), label: ".safeAreaInset(edge: .\(edge))"))
    }

    /// Shows the views built by `content` along the leading or trailing `edge`, like
    /// ``safeAreaInset(edge:alignment:spacing:content:)`` does along the top or bottom.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), label: ".safeAreaInset(edge: .\(edge))"))
    }

    /// Hides this view. It keeps its place, its state and its tasks, as in SwiftUI, but it is not on screen:
    /// searches skip it and nobody can tap it. (To take a view out, use `if` instead.)
    public func hidden() -> some View {
        modifier(HiddenModifier())
    }
}

/// Marks the modified view hidden; see ``View/hidden()``.
struct HiddenModifier: ViewModifier, PrimitiveModifier {
    func render(content: any View, in context: RenderContext) -> RenderNode {
        let node = context.build(content, at: "content")
        node.isHidden = true
        node.modifiers.append(".hidden()")
        return node
    }
}

/// Which parts of the safe area a view ignores: the bars' (`.container`), the keyboard's, or both.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The area that bars and the device's edges take.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
