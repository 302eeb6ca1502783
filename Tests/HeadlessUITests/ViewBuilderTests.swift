import Testing
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

private enum Phase {
    case loading, loaded(String), failed
}

/// Uses `if`/`else if`/`else`.
private struct Grade: View {
    let score: Int

    var body: some View {
        if score >= 90 {
            Text("A")
        } else if score >= 50 {
            Text("B")
        } else {
            Text("C")
        }
    }
}

/// Uses `if` without `else`.
private struct Badge: View {
    let isNew: Bool

    var body: some View {
        Text("Item")
        if isNew {
            Text("New")
        }
    }
}

/// Uses `if let`.
private struct Greeting: View {
    let name: String?

    var body: some View {
        if let name {
            Text("Hello, \(name)")
        } else {
            Text("Hello, stranger")
        }
    }
}

/// Uses `switch` with an associated value.
private struct PhaseView: View {
    let phase: Phase

    var body: some View {
        switch phase {
        case .loading:
            ProgressView("Loading")
        case .loaded(let title):
            Text(title)
        case .failed:
            ContentUnavailableView("Failed", systemImage: "xmark")
        }
    }
}

@MainActor
@Suite("ViewBuilder")
struct ViewBuilderTests {
    @Test("a block with several children shows them all, in order")
    func severalChildren() {
        let ui = ViewHost(VStack {
            Text("one")
            Image(systemName: "2.circle")
            Text("three")
        })
        #expect(ui.texts == ["one", "three"])
        #expect(ui.findAll(Image.self).map(\.systemImage) == ["2.circle"])
    }

    @Test("a block may have more than ten children, thanks to parameter packs")
    func moreThanTenChildren() {
        let ui = ViewHost(VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        })
        #expect(ui.texts == (1...12).map(String.init))
    }

    @Test("an empty block builds an EmptyView")
    func emptyBlock() {
        let group = Group {}
        #expect(type(of: group) == Group<EmptyView>.self)
        let ui = ViewHost(group)
        #expect(ui.texts.isEmpty)
        #expect(ui.tree == "Group")
    }

    @Test("if/else if/else shows exactly the first branch whose condition holds")
    func ifElseChain() {
        #expect(ViewHost(Grade(score: 95)).texts == ["A"])
        #expect(ViewHost(Grade(score: 60)).texts == ["B"])
        #expect(ViewHost(Grade(score: 10)).texts == ["C"])
    }

    @Test("if without else shows its content only when the condition holds")
    func ifWithoutElse() {
        #expect(ViewHost(Badge(isNew: true)).texts == ["Item", "New"])
        #expect(ViewHost(Badge(isNew: false)).texts == ["Item"])
    }

    @Test("if let unwraps an optional into the branch")
    func ifLet() {
        #expect(ViewHost(Greeting(name: "Ada")).texts == ["Hello, Ada"])
        #expect(ViewHost(Greeting(name: nil)).texts == ["Hello, stranger"])
    }

    @Test("switch shows the view of the matching case")
    func switchCases() throws {
        let loading = ViewHost(PhaseView(phase: .loading))
        #expect(loading.texts == ["Loading"])
        #expect(loading.contains(ProgressView<Text, EmptyView>.self))

        #expect(ViewHost(PhaseView(phase: .loaded("Pancakes"))).texts == ["Pancakes"])

        let failed = ViewHost(PhaseView(phase: .failed))
        #expect(failed.texts == ["Failed"])
        #expect(!failed.contains(ProgressView<Text, EmptyView>.self))
    }

    @Test("a body with several statements builds them like a stack's content")
    func bodyWithSeveralStatements() {
        let ui = ViewHost(VStack {
            Badge(isNew: true)
            Badge(isNew: false)
        })
        #expect(ui.texts == ["Item", "New", "Item"])
    }
}
