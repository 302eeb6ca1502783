import Foundation
import WorkbookConventions

/// What a build leaves out when only the grader uses its folder: full debug information. The compiler then
/// writes line tables only — enough for a crash's file and line, which is all the grader reads of it. The
/// manifest, told by ``variable`` in the build's environment, also compiles the workbook's own code (not the
/// lessons or their checks) as whole modules there: nothing edits it in such a folder.
///
/// Measured on a 2-core machine, a cold build of the workbook with its own test suites took 253 s as
/// `swift build` makes it and 192 s lean. (Leaving out the index as well, 152 s, is not an option: on
/// Linux, SwiftPM's test discovery reads the index of every test module and stops the build without it —
/// "index store path does not exist" — although the review keeps XCTest out of the lessons.)
///
/// What the index costs is mostly the toolchain's own modules: each new build folder indexes the standard
/// library, Foundation, Testing and the C modules below them once more, though test discovery reads only
/// the test modules' own entries. A lean build leaves them out. A package of one target and one test
/// target built cold took 13.3–14.7 CPU-s with them and 8.5–9.2 without (three runs each); the self-test
/// builds ten such folders, its copy and the fixture workbooks of its own tests.
///
/// The student's own `.build` stays as `swift build` makes it:
/// SwiftPM recompiles everything whose command changed, so a student who runs `swift build` there between
/// two grades would otherwise wait for two whole builds. Folders the grader alone writes to — the
/// self-test's copy, a submission's copy, the previews' galleries — are built lean, and so is any build
/// when `WORKBOOK_LEAN_BUILD=1`, which the self-test sets for the fixture workbooks of its own tests.
enum LeanBuild {
    /// The options `swift build` gets for a lean build.
    static let arguments = ["-Xswiftc", "-gline-tables-only",
                            "-Xswiftc", "-index-ignore-system-modules", "-Xswiftc", "-index-ignore-clang-modules"]

    /// The variable that asks for lean builds everywhere.
    static let variable = WorkbookVariable.leanBuild.name

    /// Whether the grader's environment asks for lean builds everywhere.
    static let requested = ProcessInfo.processInfo.environment[variable] == "1"
}
