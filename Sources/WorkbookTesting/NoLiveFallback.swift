import Testing

/// Expects that a failure stays a failure: when a double the check handed in fails, the code under test
/// reports that failure instead of asking a live service behind the check's back. A fallback to the
/// live service would pass any check that only looks at the screen, since the live services fail offline
/// too; the live log tells the two apart.
///
/// ```swift
/// expectNoLiveFallback("MealListModel", step: 1, file: "MealListModel.swift", symbol: "func load")
/// ```
public func expectNoLiveFallback(_ subject: String, step: Int, file: String, symbol: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
    let reaches = liveUses.reaches
    #expect(reaches.isEmpty,
            .step(step, "When the service it was given fails, \(subject) should report that failure, not fall back to "
                  + "a live service; it reached the live \(describe(reaches)). A fallback hides the failure from "
                  + "every preview and test that hands in a failing double.",
                  de: "Scheitert der Dienst, den es bekommen hat, sollte \(subject) dieses Scheitern melden, statt "
                  + "auf einen Live-Dienst auszuweichen; \(subject) hat \(reaches.germanObject) erreicht. Ein Ausweichen "
                  + "versteckt das Scheitern vor jeder Preview und jedem Test, die ein scheiterndes Double übergeben.",
                  file: file, symbol: symbol),
            sourceLocation: sourceLocation)
}
