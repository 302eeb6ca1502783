/// The environment variables that pass the grader's decisions to the processes it starts: the package
/// manifest, the check processes, the live services of `AppDomain` and the bugs of `MealKit`.
///
/// One spelling for both sides. The manifest cannot import a module, so `Package.swift` spells its five
/// by hand; `WorkbookConventionsTests` holds it to these names.
public enum WorkbookVariable: String, CaseIterable, Sendable {
    /// `1`: build every lesson from `Solutions/` (manifest).
    case solutions = "WORKBOOK_SOLUTIONS"
    /// Lesson numbers, comma-separated, left out of the build (manifest).
    case exclude = "WORKBOOK_EXCLUDE"
    /// Check files, comma-separated as `Lesson02Tests/Step3FakeAPIClientChecks.swift`, left out of the build:
    /// the checks of steps whose declarations the student has not written yet (manifest).
    case pendingChecks = "WORKBOOK_PENDING_CHECKS"
    /// `1`: add the workbook's own test suites (manifest).
    case supportTests = "WORKBOOK_SUPPORT_TESTS"
    /// `1`: add the preview gallery's executables (manifest).
    case gallery = "WORKBOOK_GALLERY"
    /// Set while grading: live services stay offline.
    case grading = "WORKBOOK_GRADING"
    /// `1`: a live service that is reached says so on standard error, as a ``ProcessNotice``.
    case reportLiveUse = "WORKBOOK_REPORT_LIVE_USE"
    /// The weakest sandbox an instructor accepts for student code.
    case sandbox = "WORKBOOK_SANDBOX"
    /// Marks every process of one run, so the grader can end what a run left behind.
    case runToken = "WORKBOOK_RUN_TOKEN"
    /// Seconds a build of lesson code may take.
    case buildTimeLimit = "WORKBOOK_BUILD_TIME_LIMIT"
    /// `de` or `en`: the learner's language for every run, where `--lang` does not choose one.
    case language = "WORKBOOK_LANG"
    /// Megabytes a build of lesson code may use.
    case buildMemoryLimit = "WORKBOOK_BUILD_MEMORY_LIMIT"
    /// `1`: every build of the grader leaves out full debug information (see `LeanBuild`).
    case leanBuild = "WORKBOOK_LEAN_BUILD"
    /// The number of the mutant of a reference solution that runs, in the self-test's mutation phase only.
    case mutant = "WORKBOOK_MUTANT"

    /// What every one of these names begins with.
    public static let prefix = "WORKBOOK_"

    /// The variable's name in an environment.
    public var name: String { rawValue }
}
