import UnrulySupport

/// A wrong answer that tries to pass anyway, through code the review cannot see.
func answer() -> Int {
    forgePassingResults()
    return 41
}
