import Foundation

/// An image loaded from a URL — headlessly, never: it shows its placeholder (or its content for the
/// `.empty` phase) and never touches the network.
///
/// ```swift
/// AsyncImage(url: meal.thumbnail) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
///
/// Rendered as an `AsyncImage` node with `url: …` in its modifiers and the placeholder as its child.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: Content?

    /// An image from `url`, shown as a grey placeholder until loaded.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        content = nil
    }

    /// An image from `url`, shown by `content` once loaded and by `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P)
    where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// An image from `url`, shown by `content` for each loading phase; headlessly the phase stays `.empty`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content(.empty)
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let node = RenderNode(ViewType.AsyncImage(), children: content.map { [context.build($0, at: "phase")] } ?? [])
        node.modifiers.append("url: \(url?.absoluteString ?? "nil")")
        return node
    }
}

/// The loading phase of an `AsyncImage`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet — the only phase a headless image is ever in.
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why loading failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

