/// A promise of the lesson text that an object broke after some event, in both languages: what could be
/// seen, and what the text promises instead.
public struct BrokenPromise: Sendable, Equatable {
    /// The position of the event after which the promise broke.
    public let index: Int
    /// What could be seen and what the text promises, as the rest of an English sentence.
    public let english: String
    /// The same in German.
    public let german: String

    /// A promise broken after the event at `index`, said in both languages.
    public init(at index: Int, _ english: String, de german: String) {
        self.index = index
        self.english = english
        self.german = german
    }
}

/// The shortest sequence of events found that breaks a promise, and the promise it broke after its last event.
public struct BrokenSequence<Event> {
    /// The events, oldest first; the promise broke after the last one.
    public let events: [Event]
    /// The promise the last event broke.
    public let promise: BrokenPromise

    /// The events as a learner reads them, e.g. "`load` ✓ 2 meals → `load` ✗".
    public func describe(_ name: (Event) -> String) -> String {
        events.map(name).joined(separator: " → ")
    }
}

/// Drives a stateful object through seeded sequences of events and shrinks a sequence that breaks a promise
/// to the shortest one that still does.
///
/// A check written event by event ("a success, then a failure") finds the one transition its author
/// thought of. This one tries many orders of the same events — a failure after a success, two failures,
/// a success after a failure — and compares what can be seen after each event with what the lesson text
/// promises. Its message names the few events that matter: of a long sequence, every event whose removal
/// keeps the promise broken is removed. The sequences come from a fixed seed, so every run tries the same
/// ones, and a check passes or fails alike in any order and on any machine.
///
/// ```swift
/// let broken = await shortestBrokenSequence(of: [.succeed(twoMeals), .fail]) { events in
///     let model = MealListModel(service: SpyMealService(answers: events.map(\.answer)))
///     for (index, event) in events.enumerated() {
///         await model.load(category: "Dessert")
///         if let problem = event.check(model, at: index) { return problem }
///     }
///     return nil
/// }
/// ```
///
/// `run` starts from a fresh object every time and returns the first promise broken, or nil.
@MainActor
public func shortestBrokenSequence<Event>(of alphabet: [Event], length: Int = 6, sequences: Int = 24,
                                          seed: UInt64 = 0x5EED_CAFE,
                                          _ run: @MainActor ([Event]) async -> BrokenPromise?) async -> BrokenSequence<Event>? {
    guard !alphabet.isEmpty else { return nil }
    var random = SplitMix64(seed: seed)
    for _ in 0..<sequences {
        let events = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        guard let promise = await run(events) else { continue }
        return await shrink(BrokenSequence(events: Array(events.prefix(promise.index + 1)), promise: promise), run)
    }
    return nil
}

/// Removes events one at a time, as long as the promise stays broken, until no single removal keeps it so.
@MainActor
func shrink<Event>(_ found: BrokenSequence<Event>, _ run: @MainActor ([Event]) async -> BrokenPromise?) async -> BrokenSequence<Event> {
    var shortest = found
    var removed = true
    while removed {
        removed = false
        for index in shortest.events.indices {
            var candidate = shortest.events
            candidate.remove(at: index)
            guard !candidate.isEmpty, let promise = await run(candidate) else { continue }
            shortest = BrokenSequence(events: Array(candidate.prefix(promise.index + 1)), promise: promise)
            removed = true
            break
        }
    }
    return shortest
}

/// A small, fast generator whose numbers depend on the seed alone (Steele, Lea and Flood's SplitMix64), so
/// that the sequences a check tries are the same on every machine and in every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
