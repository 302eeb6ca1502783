import Foundation
import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

// Checks for API that must match SwiftUI's declarations, so that code written against HeadlessUI compiles
// against SwiftUI unchanged.

private struct Quote {
    let text: String
    let author: String
}

/// Not interpolatable into a `LocalizedStringKey`: `Text` falls back to its `StringProtocol` initializer.
private struct Opaque: CustomStringConvertible {
    var description: String { "opaque" }
}

/// Edits its own state through a binding made with `Binding(get:set:)` in `body`.
private struct ComputedBindingView: View {
    @State private var count = 0

    var body: some View {
        let doubled = Binding(get: { count * 2 }, set: { count = $0 / 2 })
        VStack {
            Text("count \(count), doubled \(doubled.wrappedValue)")
            Button("set doubled to 10") { doubled.wrappedValue = 10 }
        }
    }
}

/// A dynamic property of its own whose `update()` is not isolated, as in SwiftUI.
private struct Tracked: DynamicProperty {
    @State private var value = 0
    var updates = 0

    mutating func update() { updates += 1 }
}

/// A shape style of its own, as SwiftUI 17+ lets you declare one.
private struct Warning: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle { Color.orange }
}

@MainActor
@Suite("Faithfulness to SwiftUI's declarations")
struct FaithfulnessTests {
    // MARK: LocalizedStringKey interpolation

    @Test("strings and integers interpolate as written")
    func stringAndIntegerInterpolation() {
        let quote = Quote(text: "Eat well", author: "Ada")
        let count = 3
        let small: Int8 = -2
        let unsigned: UInt = 7
        let ui = ViewHost(VStack {
            Text("\(quote.text) — \(quote.author)")
            Text("\(count) recipes")
            Text("\(small) \(unsigned) \(Int64(9)) \(UInt16(4))")
        })
        #expect(ui.texts == ["Eat well — Ada", "3 recipes", "-2 7 9 4"])
    }

    @Test("a floating-point number interpolates with SwiftUI's %lf, or with a specifier")
    func floatingPointInterpolation() {
        let rating = 4.5
        let ui = ViewHost(VStack {
            Text("\(rating) stars")
            Text("\(rating, specifier: "%.1f") stars")
            Text("\(Float(0.25)) \(CGFloat(2))")
        })
        #expect(ui.texts == ["4.500000 stars", "4.5 stars", "0.250000 2.000000"])
    }

    @Test("Text and Image interpolate into a Text")
    func textAndImageInterpolation() {
        let ui = ViewHost(Text("\(Text("Pancakes")) \(Image(systemName: "star.fill"))"))
        #expect(ui.texts == ["Pancakes [star.fill]"])
    }

    @Test("Foundation values interpolate with or without a Formatter")
    func formatterInterpolation() throws {
        let url = try #require(URL(string: "https://example.com/a.png"))
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        let dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.timeZone = TimeZone(identifier: "UTC")
        dateFormatter.dateFormat = "yyyy-MM-dd"
        let ui = ViewHost(VStack {
            Text("\(url)")
            Text("\(NSNumber(value: 3), formatter: formatter)")
            Text("\(Date(timeIntervalSince1970: 0), formatter: dateFormatter)")
        })
        #expect(ui.texts == ["https://example.com/a.png", "3.00", "1970-01-01"])
    }

    @Test("a value interpolates with a FormatStyle, and Text(_:format:) formats one")
    func formatStyleInterpolation() {
        let ui = ViewHost(VStack {
            Text("\(1234, format: .number.grouping(.never)) kcal")
            Text(42, format: .number)
        })
        #expect(ui.texts == ["1234 kcal", "42"])
    }

    @Test("any other value makes Text fall back to its StringProtocol initializer, as in SwiftUI")
    func otherValuesFallBackToString() {
        let ui = ViewHost(Text("Quote: \(Opaque())"))
        #expect(ui.texts == ["Quote: opaque"])
    }

    @Test("only SwiftUI's interpolation overloads exist")
    func onlySwiftUIOverloadsExist() {
        // NB: `let key: LocalizedStringKey = "\(Opaque())"` does not compile, as in SwiftUI; this checks
        // that the overloads that do exist build the expected keys.
        let key: LocalizedStringKey = "\(2) \("x") \(Text("t"))"
        #expect(key == LocalizedStringKey("2 x t"))
    }

    @Test("Text + Text joins the strings, also of styled texts")
    func textConcatenation() {
        let ui = ViewHost(Text("Pancakes").bold() + Text(" · ").foregroundStyle(.secondary) + Text("Dessert"))
        #expect(ui.texts == ["Pancakes · Dessert"])
        #expect(ui.tree == "Text \"Pancakes · Dessert\"")
    }

    // MARK: Binding

    @Test("Binding(get:set:) made in body reads and writes the view's state")
    func computedBinding() throws {
        let ui = ViewHost(ComputedBindingView())
        #expect(ui.texts.first == "count 0, doubled 0")
        try ui.find(button: "set doubled to 10").tap()
        #expect(ui.texts.first == "count 5, doubled 10")
    }

    @Test("Binding(get:set:) works outside a view, and a binding of Sendable values is Sendable")
    func bindingOutsideView() {
        nonisolated(unsafe) var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 4
        #expect(stored == 4)
        #expect(binding.wrappedValue == 4)
        let sendable: any Sendable = binding
        #expect(sendable is Binding<Int>)
    }

    // MARK: NavigationStack and NavigationPath

    @Test("NavigationStack has SwiftUI's two generic parameters, with NavigationPath as its data")
    func navigationStackGenerics() {
        let stack = NavigationStack { Text("root") }
        #expect(type(of: stack) == NavigationStack<NavigationPath, Text>.self)
        #expect(ViewHost(stack).texts == ["root"])
    }

    @Test("NavigationPath counts, appends values of any hashable type, and removes the last ones")
    func navigationPath() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append("Pancakes")
        path.append(42)
        path.append(3)
        #expect(path.count == 3)
        path.removeLast()
        #expect(path.count == 2)
        path.removeLast(2)
        #expect(path.isEmpty)
        #expect(NavigationPath(["a", "b"]).count == 2)
        #expect(NavigationPath(["a"]) == NavigationPath(["a"]))
    }

    // MARK: Layout types

    @Test("padding takes edges and a length, a length, or insets, like SwiftUI's overloads")
    func paddingOverloads() {
        let ui = ViewHost(VStack {
            Text("a").padding()
            Text("b").padding(8)
            Text("c").padding(.horizontal)
            Text("d").padding(.horizontal, 16)
            Text("e").padding([.top, .bottom], 4)
            Text("f").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        })
        #expect(ui.texts == ["a", "b", "c", "d", "e", "f"])
        #expect(!ui.tree.contains("padding"))
    }

    @Test("Edge.Set combines edges like SwiftUI's option set")
    func edgeSet() {
        #expect(Edge.Set.horizontal == [.leading, .trailing])
        #expect(Edge.Set.vertical == [.top, .bottom])
        #expect(Edge.Set.all == [.horizontal, .vertical])
        #expect(Edge.Set(.top) == .top)
        #expect(Edge.allCases.count == 4)
    }

    @Test("alignments are structs with SwiftUI's static members, compared with ==")
    func alignments() {
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let vertical: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]
        #expect(Set(horizontal.map(\.name)).count == 3)
        #expect(Set(vertical.map(\.name)).count == 5)
        #expect(HorizontalAlignment.leading == .leading)
        #expect(HorizontalAlignment.leading != .trailing)
        #expect(Alignment.topLeading == Alignment(horizontal: .leading, vertical: .top))
        let ui = ViewHost(HStack(alignment: .lastTextBaseline) { VStack(alignment: .trailing) { Text("x") } })
        #expect(ui.texts == ["x"])
    }

    // MARK: DynamicProperty and ShapeStyle

    @Test("a DynamicProperty of your own may implement a non-isolated mutating update()")
    func dynamicPropertyUpdate() {
        var tracked = Tracked()
        tracked.update()
        #expect(tracked.updates == 1)
    }

    @Test("ShapeStyle has SwiftUI's colours on Color, and a style of your own implements resolve(in:)")
    func shapeStyles() {
        let colors: [Color] = [.blue, .green, .yellow, .pink, .purple, .gray, .white, .black, .red, .orange]
        #expect(Set(colors).count == colors.count)
        let ui = ViewHost(VStack {
            Text("a").foregroundStyle(.blue)
            Text("b").foregroundStyle(Warning())
            Text("c").foregroundStyle(.black).tint(.white)
        })
        #expect(ui.texts == ["a", "b", "c"])
        #expect(Warning().resolve(in: EnvironmentValues()) as? Color == .orange)
    }
}
