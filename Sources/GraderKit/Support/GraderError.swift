/// A problem that stops grading before any lesson can be judged; the grader exits with status 2.
///
/// Each carries the grader's own sentence (``Words``), so that it is said in the run's language wherever it
/// is shown; its ``description`` is the English, for documents and logs.
enum GraderError: Error, CustomStringConvertible {
    /// Wrong command-line input; the message names the valid choices.
    case usage(any Words)
    /// The toolchain or the workbook itself is not usable.
    case setup(any Words)

    var description: String { message(in: .en) }

    /// The message in `language`.
    func message(in language: Language) -> String {
        switch self {
        case .usage(let words), .setup(let words): words.text(in: language)
        }
    }

    /// What `error` says in `language`: the grader's own errors in their words, any other as it describes itself.
    static func message(of error: any Error, in language: Language) -> String {
        (error as? GraderError)?.message(in: language) ?? "\(error)"
    }
}
