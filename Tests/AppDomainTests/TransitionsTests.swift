import Testing
@testable import WorkbookTesting

/// The engine behind the checks of state after sequences of events (`shortestBrokenSequence`): it finds a
/// broken promise that only a certain order of events shows, and shrinks what it found to the events that
/// matter. Shown on a counter that forgets to reset, as a learner's model forgets to clear its list.
@MainActor
@Suite("Sequences of events, shrunk")
struct TransitionsTests {
    enum Event: Equatable { case add, reset, noise }

    /// A tally whose reset works only while the tally is below three: the bug needs three adds and then a reset.
    final class Tally {
        var count = 0
        func handle(_ event: Event) {
            switch event {
            case .add: count += 1
            case .reset: if count < 3 { count = 0 }
            case .noise: break
            }
        }
    }

    static func run(_ events: [Event]) -> BrokenPromise? {
        let tally = Tally()
        for (index, event) in events.enumerated() {
            tally.handle(event)
            if event == .reset && tally.count != 0 {
                return BrokenPromise(at: index, "the count is \(tally.count) after a reset", de: "nach dem Zurücksetzen steht \(tally.count)")
            }
        }
        return nil
    }

    @Test("a broken promise found in a long sequence is shrunk to the events that matter")
    func shrinksToTheEssentialEvents() async {
        let found = await shortestBrokenSequence(of: [Event.add, .reset, .noise], length: 12, sequences: 200) { Self.run($0) }
        #expect(found?.events == [.add, .add, .add, .reset])
        #expect(found?.describe { "\($0)" } == "add → add → add → reset")
        #expect(found?.promise.english == "the count is 3 after a reset")
    }

    @Test("shrinking removes every event it can, and keeps the ones without which the promise holds")
    func shrinkKeepsWhatMatters() async {
        let long: [Event] = [.noise, .add, .reset, .add, .noise, .add, .add, .noise, .add, .reset, .noise]
        let broken = Self.run(long)
        #expect(broken?.index == 9)
        let shrunk = await shrink(BrokenSequence(events: Array(long.prefix(10)), promise: broken!)) { Self.run($0) }
        #expect(shrunk.events == [.add, .add, .add, .reset])
    }

    @Test("the same seed tries the same sequences; a correct object breaks nothing")
    func deterministicAndQuietWhenCorrect() async {
        var tried: [[[Event]]] = [[], []]
        for attempt in 0..<2 {
            _ = await shortestBrokenSequence(of: [Event.add, .reset], length: 5, sequences: 10) { events in
                tried[attempt].append(events)
                return nil
            }
        }
        #expect(tried[0] == tried[1] && tried[0].count == 10)
        #expect(Set(tried[0].map { $0.map { "\($0)" }.joined() }).count > 1)
    }
}
