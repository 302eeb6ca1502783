/// Why a lesson's checks could not run at all, though they compiled.
enum CheckRunnerError: Error, CustomStringConvertible {
    case couldNotStart(String)

    var description: String {
        switch self {
        case .couldNotStart(let reason): "The checks could not start: \(reason)"
        }
    }
}
