import Foundation

/// One lesson's entry in the ``ProgressStore``: how its last grading went, and when.
///
/// Stored flat, so that another tool can read `progress.json` without knowing Swift's enum coding:
///
/// ```json
/// "02" : { "state" : "checks", "passed" : 3, "total" : 7, "firstOpenStep" : 2, "gradedAt" : 1796000000.25 }
/// ```
struct LessonProgress: Sendable, Equatable, Codable {
    /// Where the learner stood after that grading.
    var state: LessonState
    /// How many checks passed, and how many the lesson has; for a progress bar in every state.
    var passed: Int
    var total: Int
    /// The first step with a failing check or a declaration the checks miss (``LessonResult/firstOpenStep``).
    var firstOpenStep: Int?
    /// Whether the written answer is written; nil when the lesson asks for none.
    var writtenAnswer: Bool?
    /// When the grading started: a lesson file changed after it may not be in these results.
    var gradedAt: Date

    init(state: LessonState, passed: Int, total: Int, firstOpenStep: Int? = nil, writtenAnswer: Bool? = nil,
         gradedAt: Date) {
        self.state = state
        self.passed = passed
        self.total = total
        self.firstOpenStep = firstOpenStep
        self.writtenAnswer = writtenAnswer
        self.gradedAt = gradedAt
    }

    /// The entry a grading result leaves, for a grading that started at `gradedAt`.
    init(_ result: LessonResult, gradedAt: Date) {
        self.init(state: LessonState(result), passed: result.passedCount, total: result.checkCount,
                  firstOpenStep: result.firstOpenStep,
                  writtenAnswer: result.writtenAnswer.map { $0.status == .written }, gradedAt: gradedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case state, passed, total, firstOpenStep, writtenAnswer, gradedAt
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passed = try container.decode(Int.self, forKey: .passed)
        total = try container.decode(Int.self, forKey: .total)
        let key = try container.decode(String.self, forKey: .state)
        guard let state = LessonState(key: key, passed: passed, total: total) else {
            throw DecodingError.dataCorruptedError(forKey: .state, in: container, debugDescription: "unknown state \(key)")
        }
        self.state = state
        firstOpenStep = try container.decodeIfPresent(Int.self, forKey: .firstOpenStep)
        writtenAnswer = try container.decodeIfPresent(Bool.self, forKey: .writtenAnswer)
        gradedAt = try container.decode(Date.self, forKey: .gradedAt)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state.key, forKey: .state)
        try container.encode(passed, forKey: .passed)
        try container.encode(total, forKey: .total)
        try container.encodeIfPresent(firstOpenStep, forKey: .firstOpenStep)
        try container.encodeIfPresent(writtenAnswer, forKey: .writtenAnswer)
        try container.encode(gradedAt, forKey: .gradedAt)
    }
}
