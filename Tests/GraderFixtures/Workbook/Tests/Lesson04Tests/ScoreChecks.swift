import Testing
@testable import Lesson04

@Suite("Step 1 · Scores")
struct ScoreChecks {
    @Test("finds the best score")
    func best() {
        #expect(bestScore([3, 9, 4]) == 9)
    }

    @Test("has no best score without scores")
    func empty() {
        #expect(bestScore([]) == 0,
                Comment(rawValue: "Step 1 — Without scores the best score is 0. [Scores.swift · func bestScore]"))
    }

    @Test("finds a negative best score")
    func negative() {
        #expect(bestScore([-3, -1]) == -1)
    }
}
