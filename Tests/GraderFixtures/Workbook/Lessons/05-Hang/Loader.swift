func load() async -> String {
    await withCheckedContinuation { (_: CheckedContinuation<String, Never>) in
        // Never resumed: the student forgot to call resume(returning:).
    }
}

func quickValue() -> Int { 7 }
