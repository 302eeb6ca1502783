import Testing

/// Whole-output and behaviour tests of the grader on the fixture workbook (Tests/GraderFixtures/Workbook).
///
/// The nested suites share one copy of that workbook and edit it, so they run one at a time.
@Suite("Grading the fixture workbook", .serialized)
struct FixtureWorkbookTests {}

/// The suites that take minutes, on a second copy of the fixture workbook (``FixtureWorkbook/second``): one at
/// a time, but beside ``FixtureWorkbookTests``.
@Suite("Grading a second copy of the fixture workbook", .serialized)
struct SecondFixtureWorkbookTests {}

/// Compares a whole report with the expected transcript and shows the first differing line.
func expectTranscript(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let index = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let got = index < actualLines.count ? String(actualLines[index]) : "(end of output)"
    let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(end of transcript)"
    Issue.record("Report differs at line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)\n\nWhole report:\n\(actual)",
                 sourceLocation: sourceLocation)
}
