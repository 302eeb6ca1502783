func bestScore(_ scores: [Int]) -> Int {
    scores.max()!
}
