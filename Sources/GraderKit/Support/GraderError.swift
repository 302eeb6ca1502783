/// A problem that stops grading before any lesson can be judged; the grader exits with status 2.
enum GraderError: Error, CustomStringConvertible {
    /// Wrong command-line input; the message names the valid choices.
    case usage(String)
    /// The toolchain or the workbook itself is not usable.
    case setup(String)

    var description: String {
        switch self {
        case .usage(let message), .setup(let message): message
        }
    }
}
