import Foundation
import WorkbookConventions
#if canImport(Glibc)
import Glibc
#endif

/// The grader's variable that names the bug planted in this run, to see whether the learner's tests
/// notice it; unset for the correct code.
///
/// Each file with bugs reads it into a switch private to that file — no test, `@testable` or not, can
/// ask a switch — and on Linux, where grading runs in the sandbox, it does so at load time, ahead of
/// `main` and any test; then the variable is wiped, from the environment and from the memory that
/// `/proc/self/environ` shows. A learner's test can tell the bug only by what the code does, which is
/// the point of the lesson.
enum PlantedBug {
    /// The variable's name, one spelling with the grader's.
    nonisolated static let variable = WorkbookVariable.plantedBug.name

    /// The variable's value while it is still there: at load time on Linux.
    nonisolated static func read() -> String? {
        #if os(Linux)
        // NB: the C library's own reading: this runs at load time, before Foundation is set up.
        getenv(variable).map { String(cString: $0) }
        #else
        ProcessInfo.processInfo.environment[variable]
        #endif
    }

    #if os(Linux)
    /// Takes the variable out of the environment and erases its text where the process started with it.
    nonisolated static func wipe() {
        guard let value = getenv(variable) else { return }
        let entry = value - (variable.utf8.count + 1)
        let length = variable.utf8.count + 1 + strlen(value)
        unsetenv(variable)
        memset(entry, 0, length)
    }
    #endif
}

#if os(Linux)
/// Wipes the variable once the files' switches have read it: theirs run first, from a section with a
/// priority (`.init_array.00200`), this one after every prioritized initializer.
@used @section(".init_array")
nonisolated private let wipePlantedBugAtLoad: @convention(c) () -> Void = { PlantedBug.wipe() }
#endif
