/// What the grader says while it builds the lessons and about a lesson the build could not take
/// (``TestBuilder``, ``CompilerOutput``, ``StoppedBuild``). The compiler's own error lines stay its own.
enum BuildWords: Words {
    // MARK: Progress, while the build runs
    case building
    case buildingWithout(lessons: String)
    case checkingContract(lesson: String)
    case findingFirstError(lesson: String)
    /// The first build in a build folder, said once, also when piped.
    case firstBuild
    /// A part of the first build, with the seconds since it began.
    case firstBuildPhase(String, after: Int)
    case firstBuildDone(seconds: Int)

    // MARK: A lesson the build could not take
    /// `restore` is the folder to name in `git checkout -- …`.
    case folderMissing(restore: String)
    case sameFileName(String)
    case notSwift
    /// The compiler was stopped at the ``BuildLimits`` on a lesson's code.
    case compilerStopped(StopReason, limits: BuildLimits)
    /// The build was stopped while no lesson's code was being compiled.
    case stoppedOutsideLessons(StopReason, limits: BuildLimits)

    // MARK: A build no lesson can be graded with
    case keptFailing
    /// An error at `place` in the workbook's own code, outside every lesson.
    case workbookDoesNotCompile(place: String, message: String)
    /// The build failed with no compile error in a lesson; `tail` is the end of its output.
    case failedOutsideLessons(tail: String)

    var both: (en: String, de: String) {
        switch self {
        case .building:
            ("Building the lessons and their checks…", "Baue die Lektionen und ihre Checks…")
        case .buildingWithout(let lessons):
            ("Building without lesson \(lessons)…", "Baue ohne Lektion \(lessons)…")
        case .checkingContract(let lesson):
            ("Checking that lesson \(lesson) has what its checks call…",
             "Prüfe, ob Lektion \(lesson) hat, was ihre Checks aufrufen…")
        case .findingFirstError(let lesson):
            ("Finding the first error of lesson \(lesson)…", "Suche den ersten Fehler in Lektion \(lesson)…")
        case .firstBuild:
            ("Building the workbook for the first time (about a minute, longer on a busy machine); later runs take seconds.",
             "Baue das Workbook zum ersten Mal (etwa eine Minute, auf einem ausgelasteten Rechner länger); "
                + "spätere Läufe dauern Sekunden.")
        case .firstBuildPhase(let text, let seconds):
            ("  \(seconds) s: \(text)", "  \(seconds) s: \(text)")
        case .firstBuildDone(let seconds):
            ("  Built in \(seconds) s. Running the checks…", "  In \(seconds) s gebaut. Die Checks laufen…")
        case .folderMissing(let restore):
            ("This lesson's folder is missing. Restore it, e.g. with `git checkout -- \(restore)`.",
             "Der Ordner dieser Lektion fehlt. Stell ihn wieder her, z. B. mit `git checkout -- \(restore)`.")
        case .sameFileName(let file):
            ("Two files of this lesson are named \(file), one of them in a subfolder. Swift needs a different name "
                + "for every file of a module: rename or remove one of them.",
             "Zwei Dateien dieser Lektion heißen \(file), eine davon in einem Unterordner. Swift braucht für jede "
                + "Datei eines Moduls einen anderen Namen: Benenne eine um oder entferne sie.")
        case .notSwift:
            ("This lesson's folder holds a file that is not Swift (C, C++ or assembly). A lesson holds Swift files and "
                + "its texts only: remove the other file.",
             "Im Ordner dieser Lektion liegt eine Datei, die nicht Swift ist (C, C++ oder Assembler). Eine Lektion "
                + "enthält nur Swift-Dateien und ihre Texte: Entferne die andere Datei.")
        case .compilerStopped(.timeLimit, let limits):
            ("The compiler did not finish within \(Self.seconds(limits.seconds)) s on this lesson's code"
                + Self.growingType.en,
             "Der Compiler wurde mit dem Code dieser Lektion nicht in \(Self.seconds(limits.seconds)) s fertig"
                + Self.growingType.de)
        case .compilerStopped(.memory, let limits):
            ("The compiler needed more than \(limits.megabytes) MB of memory for this lesson's code" + Self.growingType.en,
             "Der Compiler brauchte für den Code dieser Lektion mehr als \(limits.megabytes) MB Speicher"
                + Self.growingType.de)
        case .stoppedOutsideLessons(let reason, let limits):
            ("The build \(Self.limit(reason, limits).en) while no lesson's code was being compiled, so no lesson could "
                + "be graded. If the machine is busy, try again later, or allow more with \(BuildLimits.timeVariable)="
                + "<seconds> or \(BuildLimits.memoryVariable)=<megabytes>.",
             "Der Build \(Self.limit(reason, limits).de), während kein Code einer Lektion kompiliert wurde, daher ließ "
                + "sich keine Lektion bewerten. Wenn der Rechner ausgelastet ist, versuch es später noch einmal, oder "
                + "erlaube mehr mit \(BuildLimits.timeVariable)=<Sekunden> oder \(BuildLimits.memoryVariable)=<Megabyte>.")
        case .keptFailing:
            ("The build kept failing after leaving out every broken lesson.",
             "Der Build scheiterte weiter, auch ohne jede fehlerhafte Lektion.")
        case .workbookDoesNotCompile(let place, let message):
            ("""
                The workbook's own code does not compile, so no lesson can be graded:
                  \(place): \(message)
                Restore it with `git checkout -- Sources Tests Package.swift`.
                """, """
                Der eigene Code des Workbooks lässt sich nicht kompilieren, daher kann keine Lektion bewertet werden:
                  \(place): \(message)
                Stell ihn wieder her mit `git checkout -- Sources Tests Package.swift`.
                """)
        case .failedOutsideLessons(let tail):
            ("The build failed without a compile error in a lesson:\n\(tail)",
             "Der Build scheiterte ohne einen Compilerfehler in einer Lektion:\n\(tail)")
        }
    }

    /// What makes a compiler work without end on a student's code, after why it was stopped.
    private static let growingType = (
        en: ": a type that grows without end, such as a chain of nested tuples or generics? Simplify it, e.g. with a "
            + "struct in place of the nested tuples.",
        de: ": ein Typ, der ohne Ende wächst, etwa eine Kette verschachtelter Tupel oder Generics? Vereinfache ihn, "
            + "z. B. mit einem struct statt der verschachtelten Tupel.")

    /// Which limit the build ran into.
    private static func limit(_ reason: StopReason, _ limits: BuildLimits) -> (en: String, de: String) {
        switch reason {
        case .timeLimit:
            ("did not finish within \(seconds(limits.seconds)) s", "wurde nicht in \(seconds(limits.seconds)) s fertig")
        case .memory:
            ("needed more than \(limits.megabytes) MB", "brauchte mehr als \(limits.megabytes) MB")
        }
    }

    /// `600`, or `2.5` for a limit that is not whole seconds.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
