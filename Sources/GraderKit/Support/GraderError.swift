/// A problem that stops grading before any lesson can be judged; the grader exits with status 2.
///
/// Errors a learner can meet carry their German too; those only instructors meet may leave it out.
enum GraderError: Error, CustomStringConvertible {
    /// Wrong command-line input; the message names the valid choices.
    case usage(String, german: String? = nil)
    /// The toolchain or the workbook itself is not usable.
    case setup(String, german: String? = nil)

    var description: String { message(in: .en) }

    /// A usage error in the grader's words (``Words``), both languages.
    static func usage(_ words: some Words) -> GraderError { .usage(words.both.en, german: words.both.de) }
    /// A setup error in the grader's words (``Words``), both languages.
    static func setup(_ words: some Words) -> GraderError { .setup(words.both.en, german: words.both.de) }

    /// The message in `language`; English where no German is given.
    func message(in language: Language) -> String {
        switch self {
        case .usage(let english, let german), .setup(let english, let german):
            language == .de ? german ?? english : english
        }
    }

    /// What `error` says in `language`: the grader's own errors in their words, any other as it describes itself.
    static func message(of error: any Error, in language: Language) -> String {
        (error as? GraderError)?.message(in: language) ?? "\(error)"
    }
}
