/// A test target whose checks the runner starts: a lesson's hidden checks, or the workbook's own tests.
struct CheckTarget {
    /// The test module, e.g. `Lesson01Tests`.
    let module: String
    /// A short name for log files, e.g. `01`.
    let label: String
    /// The package-relative folder of the code under test, where messages and crashes point.
    let folder: String

    init(module: String, label: String, folder: String) {
        self.module = module
        self.label = label
        self.folder = folder
    }

    init(lesson: Lesson, workspace: Workspace) {
        self.init(module: lesson.layout.testModule, label: lesson.number,
                  folder: workspace.folder(of: lesson))
    }
}
