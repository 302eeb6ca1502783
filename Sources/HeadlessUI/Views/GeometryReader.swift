import Foundation

/// A view that builds its content from the space it is offered: `GeometryReader { proxy in … }`.
///
/// ```swift
/// GeometryReader { proxy in
///     Image("pancakes")
///         .frame(width: proxy.size.width, height: proxy.size.width * 0.6)
/// }
/// ```
///
/// Headless there is no layout, so there is no space to measure: the proxy offers a phone's screen,
/// ``GeometryProxy/headlessScreen`` (393 × 852 points, no safe-area insets), always the same, so that a view
/// computes what it shows the same way in every run. Rendered as a `GeometryReader` node around the content.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the proxy; SwiftUI calls it again whenever the size changes.
    public var content: (GeometryProxy) -> Content

    /// A reader that builds `content` from the space it is offered.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody(of: Self.self) }

    func render(in context: RenderContext) -> RenderNode {
        let proxy = GeometryProxy(size: GeometryProxy.headlessScreen, safeAreaInsets: EdgeInsets(),
                                  namedSpaces: context.environment.namedCoordinateSpaces)
        return RenderNode(ViewType.GeometryReader(), children: [context.build(content(proxy), at: "content")])
    }
}

/// The size and place a `GeometryReader` offers its content.
public struct GeometryProxy {
    /// The size of the space offered.
    public let size: CGSize
    /// The insets of the safe area within that space.
    public let safeAreaInsets: EdgeInsets
    /// The names that views around the reader give their coordinate spaces with `.coordinateSpace(_:)`.
    let namedSpaces: Set<AnyHashable>

    /// The space a reader offers headless: a phone's screen in points, as SwiftUI would offer a view that
    /// fills it.
    public static let headlessScreen = CGSize(width: 393, height: 852)

    /// The offered space's rectangle in `coordinateSpace`. Headless, every coordinate space starts where the
    /// reader does, so the origin is zero.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    /// The bounds of the coordinate space a view around this reader names `coordinateSpace`, in the reader's
    /// own coordinates; `nil` when no view around it has that name, as in SwiftUI. Headless the named view
    /// fills the same screen at the same place, so the rectangle is the offered space at the origin.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        namedSpaces.contains(coordinateSpace.name) ? CGRect(origin: .zero, size: size) : nil
    }

    /// The value of `anchor` in this reader's coordinates. Headless every view fills the screen at the origin,
    /// where the reader is too, so an anchor's value is what its source named on that screen.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

/// A space that positions are measured in: `.global`, `.local`, or one named with `.coordinateSpace(_:)`.
public protocol CoordinateSpaceProtocol {}

/// The coordinate space of the whole screen.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
/// The coordinate space of the view itself.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol { public init() {} }
/// A coordinate space that a view above names with `.coordinateSpace(.named(_:))`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The coordinate space of the whole screen.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The coordinate space of the view itself.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space a view above names `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

/// Names the modified view's coordinate space for the readers inside it: there are no positions to measure
/// headless, but whether a name is in scope is what `bounds(of:)` answers.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable

    func render(content: any View, in context: RenderContext) -> RenderNode {
        var environment = context.environment
        environment.namedCoordinateSpaces.insert(name)
        return context.with(environment: environment).build(content, at: "content")
    }
}

extension View {
    /// Names this view's coordinate space, for a `GeometryReader` inside to measure against.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }

    /// Names this view's coordinate space with any hashable value: the older form of `.coordinateSpace(_:)`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
