import Foundation

/// A view that shows an SF Symbol or an image from the app's asset catalog.
///
/// ```swift
/// Image(systemName: "heart")
/// Image("pancakes").resizable().scaledToFill()
/// ```
///
/// A symbol is the node's `RenderedView.systemImage`. A named image is rendered as an `Image` node marked
/// `name: "pancakes"`, and its name is its `RenderedView.accessibilityLabel`, as VoiceOver reads a named
/// image in SwiftUI. There are no assets headless, so no picture is loaded.
public struct Image: View, PrimitiveView, Equatable {
    let systemName: String?
    let name: String?

    /// Shows the symbol named `systemName`, e.g. `Image(systemName: "heart")`.
    public init(systemName: String) {
        self.systemName = systemName
        self.name = nil
    }

    /// Shows the image named `name` in the asset catalog of `bundle` (the app's, when `nil`).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.systemName = nil
        self.name = name
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.Image(systemName: systemName))
        if let name {
            node.accessibilityLabel = name
            node.modifiers.append("name: \"\(name)\"")
        }
        return node
    }

    /// This image, stretched to fill the space it is given (no visible effect when headless).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        self
    }

    /// How a resizable image fills its space.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }
}

/// How a view fits the space of its aspect ratio: `.fit` or `.fill`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

// Sizing has no meaning when headless: these are accepted so that laid-out code compiles.
extension View {
    /// Scales this view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("scaledToFit")))
    }

    /// Scales this view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("scaledToFill")))
    }

    /// Constrains this view to an aspect ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("aspectRatio")))
    }

    /// Clips this view to a rounded rectangle; SwiftUI prefers `.clipShape(.rect(cornerRadius:))`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(AnnotationModifier(annotation: .cosmetic("cornerRadius")))
    }
}
