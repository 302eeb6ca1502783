import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bug the grader plants in this run to see whether the learner's tests notice it, by name; nil
/// for the correct code.
///
/// On Linux, where grading runs in the sandbox, the grader's variable is taken before any other code of
/// the test process runs — a load-time initializer, ahead of `main` — and then wiped: from the
/// environment and from the memory that `/proc/self/environ` shows. A learner's test that looks for it
/// finds nothing and can tell the bug only by what the code does, which is the point of the lesson.
enum PlantedBug {
    /// The variable's name, as the grader's `PlantedBugs.variable` spells it.
    nonisolated static let variable = "WORKBOOK_PLANTED_BUG"

    #if os(Linux)
    /// NB: written once by the load-time initializer, before any thread exists; read-only afterwards.
    nonisolated(unsafe) static var name: String?

    /// Takes the variable out of the environment and erases its text where the process started with it.
    nonisolated static func take() {
        guard let value = getenv(variable) else { return }
        name = String(cString: value)
        let entry = value - (variable.utf8.count + 1)
        let length = variable.utf8.count + 1 + strlen(value)
        unsetenv(variable)
        memset(entry, 0, length)
    }
    #else
    nonisolated static let name = ProcessInfo.processInfo.environment[variable]
    #endif

    /// Whether `bug` is the one planted in this run. Internal, so no learner's test can ask.
    nonisolated static func isPlanted(_ bug: String) -> Bool { name == bug }
}

#if os(Linux)
/// Runs ``PlantedBug/take()`` when the test executable is loaded, before `main` and any test.
@used @section(".init_array")
nonisolated private let takePlantedBugAtLoad: @convention(c) () -> Void = { PlantedBug.take() }
#endif
