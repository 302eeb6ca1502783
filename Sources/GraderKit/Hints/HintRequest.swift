/// What `--hint` asks for: the next hint of the first failing step, of a lesson's first failing step, or
/// of one step.
enum HintRequest: Equatable, Sendable {
    /// `--hint`: the first lesson that is not done, at its first failing step.
    case firstFailingStep
    /// `--hint 02`: lesson 02's first failing step.
    case lesson(String)
    /// `--hint 02.3`: step 3 of lesson 02, whatever its state.
    case step(lesson: String, step: Int)

    /// Reads `02`, `2`, `02.3` or a lesson's topic.
    init(parsing text: String) throws {
        if let match = text.wholeMatch(of: /(.+)\.(\d+)/), let step = Int(match.2), step > 0 {
            self = .step(lesson: String(match.1), step: step)
        } else if text.contains(".") || text.isEmpty {
            throw GraderError.usage(HintWords.badRequest)
        } else {
            self = .lesson(text)
        }
    }
}
