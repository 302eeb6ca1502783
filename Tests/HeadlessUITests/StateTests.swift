import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

/// A counter with its own state, labelled so that several can be told apart.
private struct Counter: View {
    var label = "count"
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(label) \(count)")
            Button("inc \(label)") { count += 1 }
        }
    }
}

/// A child whose state is seeded from an init argument, as in `_value = State(initialValue:)`.
private struct Seeded: View {
    let seed: Int
    @State private var value: Int

    init(seed: Int) {
        self.seed = seed
        _value = State(initialValue: seed)
    }

    var body: some View {
        VStack {
            Text("seed \(seed)")
            Text("value \(value)")
        }
    }
}

/// Declares optional state without an initial value; it starts as `nil`.
private struct OptionalState: View {
    @State private var selection: String?

    var body: some View {
        VStack {
            Text("selection \(selection ?? "none")")
            Button("select") { selection = "first" }
        }
    }
}

/// Re-creates its `Seeded` child with a new seed on every tap.
private struct SeedParent: View {
    @State private var seed = 1

    var body: some View {
        VStack {
            Button("reseed") { seed += 10 }
            Seeded(seed: seed)
        }
    }
}

/// Shows a counter in one of two branches of an `if`/`else`.
private struct BranchSwitcher: View {
    @State private var flag = true

    var body: some View {
        VStack {
            Button("flip") { flag.toggle() }
            if flag {
                Counter(label: "then")
            } else {
                Counter(label: "else")
            }
        }
    }
}

/// Shows a counter only while `isShown`.
private struct OptionalCounter: View {
    @State private var isShown = true

    var body: some View {
        VStack {
            Button("toggle") { isShown.toggle() }
            if isShown {
                Counter(label: "shown")
            }
        }
    }
}

/// A counter of another type, with state of the same name and type as `Counter`'s.
private struct OtherCounter: View {
    var label = "count"
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(label) \(count)")
            Button("inc \(label)") { count += 1 }
        }
    }
}

/// Wraps a `Counter` or an `OtherCounter` in `AnyView`, at the same place in the tree.
private struct AnySwitcher: View {
    @State private var usesOther = false
    @State private var unrelated = 0

    private var content: AnyView {
        usesOther ? AnyView(OtherCounter(label: "x")) : AnyView(Counter(label: "x"))
    }

    var body: some View {
        VStack {
            Button("swap") { usesOther.toggle() }
            Button("rerender") { unrelated += 1 }
            Text("rerenders \(unrelated)")
            content
        }
    }
}

/// One counter row per id; ids can be removed and added back.
private struct CounterRows: View {
    @State private var ids = ["a", "b"]

    var body: some View {
        VStack {
            Button("remove a") { ids.removeAll { $0 == "a" } }
            Button("add a") { ids.insert("a", at: 0) }
            ForEach(ids, id: \.self) { id in Counter(label: id) }
        }
    }
}

@MainActor
@Suite("@State")
struct StateTests {
    @Test("@State keeps its value across re-renders")
    func stateSurvivesRerenders() throws {
        let ui = ViewHost(Counter())
        #expect(ui.texts.first == "count 0")
        for _ in 0..<3 { try ui.find(button: "inc count").tap() }
        #expect(ui.texts.first == "count 3")
    }

    @Test("a child's @State keeps its value when the parent re-renders it with new init arguments")
    func childStateSurvivesNewInitArguments() throws {
        let ui = ViewHost(SeedParent())
        #expect(ui.texts == ["reseed", "seed 1", "value 1"])
        try ui.find(button: "reseed").tap()
        try ui.find(button: "reseed").tap()
        #expect(ui.texts == ["reseed", "seed 21", "value 1"])
    }

    @Test("optional @State declared without a value starts as nil")
    func optionalStateStartsNil() throws {
        let ui = ViewHost(OptionalState())
        #expect(ui.texts.first == "selection none")
        try ui.find(button: "select").tap()
        #expect(ui.texts.first == "selection first")
    }

    @Test("each view identity has its own @State storage")
    func eachIdentityHasOwnStorage() throws {
        let ui = ViewHost(VStack {
            Counter(label: "a")
            Counter(label: "b")
        })
        try ui.find(button: "inc a").tap()
        try ui.find(button: "inc a").tap()
        #expect(ui.texts.contains("a 2"))
        #expect(ui.texts.contains("b 0"))
    }

    @Test("switching an if/else branch resets the state of the views in it")
    func branchSwitchResetsState() throws {
        let ui = ViewHost(BranchSwitcher())
        try ui.find(button: "inc then").tap()
        try ui.find(button: "inc then").tap()
        #expect(ui.texts.contains("then 2"))

        try ui.find(button: "flip").tap()
        #expect(ui.texts.contains("else 0"))
        try ui.find(button: "flip").tap()
        #expect(ui.texts.contains("then 0"))
    }

    @Test("a view removed by an if without else starts with fresh state when shown again")
    func optionalViewResetsState() throws {
        let ui = ViewHost(OptionalCounter())
        try ui.find(button: "inc shown").tap()
        #expect(ui.texts.contains("shown 1"))

        try ui.find(button: "toggle").tap()
        #expect(!ui.texts.contains { $0.hasPrefix("shown") })
        try ui.find(button: "toggle").tap()
        #expect(ui.texts.contains("shown 0"))
    }

    @Test("AnyView keeps the state of the wrapped view while the wrapped type stays the same")
    func anyViewSameTypeKeepsState() throws {
        let ui = ViewHost(AnySwitcher())
        try ui.find(button: "inc x").tap()
        try ui.find(button: "inc x").tap()
        try ui.find(button: "rerender").tap()
        #expect(ui.texts.contains("rerenders 1"))
        #expect(ui.texts.contains("x 2"))
    }

    @Test("changing the type that AnyView wraps resets the state")
    func anyViewTypeChangeResetsState() throws {
        let ui = ViewHost(AnySwitcher())
        try ui.find(button: "inc x").tap()
        #expect(ui.texts.contains("x 1"))
        try ui.find(button: "swap").tap()
        #expect(ui.contains(OtherCounter.self))
        #expect(ui.texts.contains("x 0"))
    }

    @Test("a ForEach row removed and added back starts with fresh state, other rows keep theirs")
    func forEachRowRemovedAndReaddedResets() throws {
        let ui = ViewHost(CounterRows())
        try ui.find(button: "inc a").tap()
        try ui.find(button: "inc a").tap()
        try ui.find(button: "inc b").tap()
        #expect(ui.texts.contains("a 2"))

        try ui.find(button: "remove a").tap()
        #expect(!ui.texts.contains { $0.hasPrefix("a ") })
        #expect(ui.texts.contains("b 1"))

        try ui.find(button: "add a").tap()
        #expect(ui.texts.contains("a 0"))
        #expect(ui.texts.contains("b 1"))
    }
}

