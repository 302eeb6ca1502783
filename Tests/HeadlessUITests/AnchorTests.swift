import Foundation
import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// Collects the anchors of every view that reports one, in tree order.
private struct PointsKey: PreferenceKey {
    static var defaultValue: [Anchor<CGPoint>] { [] }
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}

private struct PointsView: View {
    var body: some View {
        VStack {
            Text("a").anchorPreference(key: PointsKey.self, value: .center) { [$0] }
            Text("b").anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 3, y: 4))) { [$0] }
        }
        .transformAnchorPreference(key: PointsKey.self, value: .topLeading) { points, anchor in
            points.append(anchor)
        }
        .backgroundPreferenceValue(PointsKey.self) { anchors in
            GeometryReader { proxy in
                Text(anchors.map { "\(Int(proxy[$0].x)),\(Int(proxy[$0].y))" }.joined(separator: " "))
            }
        }
    }
}

@MainActor
@Suite("Anchors: sources resolve on the headless screen, preferences carry them, a proxy reads them")
struct AnchorTests {
    @Test("point sources resolve on the screen every view fills; transformAnchorPreference adds to the children's")
    func pointSources() throws {
        let ui = ViewHost(PointsView())
        // The screen is 393 × 852 points: its centre is (196.5, 426).
        #expect(ui.texts.contains("196,426 3,4 0,0"))
        #expect(ui.tree.contains(".backgroundPreferenceValue"))
    }

    @Test("rect sources: bounds is the screen at the origin, rect(_:) the rectangle given")
    func rectSources() {
        let screen = CGRect(origin: .zero, size: GeometryProxy.headlessScreen)
        #expect(Anchor.Source.bounds.resolve(GeometryProxy.headlessScreen) == screen)
        let inner = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(Anchor.Source.rect(inner).resolve(GeometryProxy.headlessScreen) == inner)
    }

    @Test("bounds(of:) is nil without a view naming the space, the offered space with one, also in the older form")
    func namedSpaces() throws {
        let outside = ViewHost(GeometryReader { proxy in Text(proxy.bounds(of: .named("x")) == nil ? "none" : "some") })
        #expect(outside.texts == ["none"])
        let inside = ViewHost(GeometryReader { proxy in Text(proxy.bounds(of: .named("x")) == nil ? "none" : "some") }
            .coordinateSpace(name: "x"))
        #expect(inside.texts == ["some"])
    }
}
