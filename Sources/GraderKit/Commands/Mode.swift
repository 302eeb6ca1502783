/// What one run of `./grade.sh` does: grade the workbook (no mode option), or exactly one of the modes an
/// option chooses (`--watch`, `--submission <p>`, …).
///
/// Which option chooses a mode, and which options go with it, is declared in ``Flag/declaration``;
/// ``Options/init(parsing:)`` refuses two modes at once and an option outside its modes.
enum Mode: Sendable, Hashable, CaseIterable {
    /// `./grade.sh` without a mode option: grade `Lessons/` (or `Solutions/`) and report.
    case grade
    case help, seal, handout, gradescopePackage, modelAnswer, list, xcodeCheck, watch, reset, preview,
         selfTest, hint, submissions, gradescope, submission

    /// The option that chooses this mode; nil for ``grade``, which no option chooses.
    var flag: Flag? {
        Flag.allCases.first { $0.declaration.role == .selects(self) }
    }

    /// How a usage error names the mode: its option, or for ``grade`` a phrase.
    func name(in language: Language) -> String {
        flag?.declaration.long ?? UsageWords.plainGrading.text(in: language)
    }
}

extension Mode {
    /// The command that runs the mode: the table the grader dispatches by.
    var command: any ModeCommand.Type {
        switch self {
        case .grade: GradeMode.self
        case .help: HelpMode.self
        case .seal: SealMode.self
        case .handout: HandoutMode.self
        case .gradescopePackage: GradescopePackageMode.self
        case .modelAnswer: ModelAnswerMode.self
        case .list: ListMode.self
        case .xcodeCheck: XcodeCheckMode.self
        case .watch: WatchMode.self
        case .reset: ResetMode.self
        case .preview: PreviewMode.self
        case .selfTest: SelfTestMode.self
        case .hint: HintMode.self
        case .submissions: SubmissionsMode.self
        case .gradescope: GradescopeMode.self
        case .submission: SubmissionMode.self
        }
    }
}
