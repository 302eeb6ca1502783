func load() async -> String {
    await withCheckedContinuation { (_: CheckedContinuation<String, Never>) in
        // Never resumed: the student forgot to call resume(returning:).
    }
}

func quickValue() -> Int { 7 }

/// Counts down to zero; the student wrote `+= 1`, so it runs until the grader stops it.
func countdown(from start: Int) -> Int {
    var value = start
    while value != 0 { value &+= 1 }
    return value
}
