/// What the grader says when this machine's toolchain cannot run the built checks the way grading needs
/// (``DarwinTestPlatform``).
enum PlatformWords: Words {
    /// A copy of the test bundle needs the helper, which this toolchain lacks.
    case noHelperForCopy
    /// Without the helper, only `swift test --skip-build` could run the checks, and this run built none.
    case notBuiltThisRun

    var both: (en: String, de: String) {
        switch self {
        case .noHelperForCopy:
            ("A copy of the test bundle cannot run without swiftpm-testing-helper, which this toolchain lacks.",
             "Eine Kopie des Test-Bundles kann ohne swiftpm-testing-helper nicht laufen, und diese Toolchain hat ihn nicht.")
        case .notBuiltThisRun:
            ("The checks were not built in this run, and without the toolchain's swiftpm-testing-helper only "
                + "`swift test --skip-build` could run them — which after a failed build runs the old ones. Run "
                + "./grade.sh again; if this stays, install Xcode 26 or a Swift 6.2 toolchain.",
             "Die Checks wurden in diesem Lauf nicht gebaut, und ohne den swiftpm-testing-helper der Toolchain könnte "
                + "nur `swift test --skip-build` sie ausführen — das nach einem gescheiterten Build die alten ausführt. "
                + "Führe ./grade.sh noch einmal aus; bleibt es dabei, installiere Xcode 26 oder eine Swift-6.2-Toolchain.")
        }
    }
}
