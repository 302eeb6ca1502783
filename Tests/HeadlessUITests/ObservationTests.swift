import Testing
import Observation
@_spi(Rendering) @testable import HeadlessUI
import HeadlessUITesting

@Observable
final class Tally {
    var shown = 0
    var hidden = 0
}

@MainActor @Observable
final class Feed {
    var items: [String] = []

    func load() async {
        for _ in 0..<3 { await Task.yield() }
        items = ["Pancakes", "Waffles"]
    }
}

/// Counts how often a body is evaluated.
@MainActor
final class BodyCounter {
    private(set) var evaluations = 0
    func tick() { evaluations += 1 }
}

/// Reads only `shown`; counts its body evaluations.
private struct TallyView: View {
    let tally: Tally
    let counter: BodyCounter

    var body: some View {
        let _ = counter.tick()
        Text("shown \(tally.shown)")
    }
}

/// Holds its model in `@State` and loads it in a task.
private struct FeedView: View {
    @State private var feed = Feed()

    var body: some View {
        VStack {
            if feed.items.isEmpty {
                ProgressView("Loading")
            } else {
                ForEach(feed.items, id: \.self) { Text($0) }
            }
        }
        .task { await feed.load() }
    }
}

/// Reads an object from the environment.
private struct ThemeReader: View {
    @Environment(Theme.self) private var theme

    var body: some View { Text("theme \(theme.name)") }
}

/// Changes the model from a button.
private struct TallyButton: View {
    let tally: Tally

    var body: some View {
        VStack {
            Text("shown \(tally.shown)")
            Button("add") { tally.shown += 1 }
        }
    }
}

@MainActor
@Suite("Observation")
struct ObservationTests {
    @Test("a change to an @Observable property read in body re-renders after settle()")
    func readPropertyChangeRerenders() async {
        let tally = Tally()
        let ui = ViewHost(TallyView(tally: tally, counter: BodyCounter()))
        tally.shown = 5
        #expect(ui.texts == ["shown 0"], "the change is applied on the next render, not synchronously")
        await ui.settle()
        #expect(ui.texts == ["shown 5"])
    }

    @Test("a change to an @Observable property not read in body does not re-render")
    func unreadPropertyChangeDoesNotRerender() async {
        let tally = Tally()
        let counter = BodyCounter()
        let ui = ViewHost(TallyView(tally: tally, counter: counter))
        #expect(counter.evaluations == 1)

        tally.hidden = 9
        await ui.settle()
        #expect(counter.evaluations == 1)
        #expect(ui.texts == ["shown 0"])

        tally.shown = 1
        await ui.settle()
        #expect(counter.evaluations == 2)
        #expect(ui.texts == ["shown 1"])
    }

    @Test("every change is tracked again after a re-render")
    func trackingRenewsAfterRerender() async {
        let tally = Tally()
        let ui = ViewHost(TallyView(tally: tally, counter: BodyCounter()))
        for value in 1...3 {
            tally.shown = value
            await ui.settle()
            #expect(ui.texts == ["shown \(value)"])
        }
    }

    @Test("a model held in @State and mutated in a task updates the view")
    func stateModelMutatedInTask() async {
        let ui = ViewHost(FeedView())
        #expect(ui.texts == ["Loading"])
        #expect(await ui.settle())
        #expect(ui.texts == ["Pancakes", "Waffles"])
    }

    @Test("a change to an @Observable object from the environment re-renders its readers")
    func environmentObjectChangeRerenders() async {
        let theme = Theme(name: "light")
        let ui = ViewHost(ThemeReader().environment(theme))
        theme.name = "dark"
        await ui.settle()
        #expect(ui.texts == ["theme dark"])
    }

    @Test("a change made by a button action is shown right after the tap")
    func buttonChangeShownAfterTap() throws {
        let tally = Tally()
        let ui = ViewHost(TallyButton(tally: tally))
        try ui.find(button: "add").tap()
        #expect(tally.shown == 1)
        #expect(ui.texts.first == "shown 1")
    }
}
