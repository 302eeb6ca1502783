/// Why the code review (``CodeReview``) or the grader holds a lesson back for a person to look at: said after
/// the construct it found, e.g. `` `CommandLine` reads or changes the test process's arguments, … ``.
///
/// One case per reason, with its German beside it (see ``Words``): the human report prints it in the
/// learner's language, the machine-readable reports in English.
enum ReviewReason: Words, Hashable, Codable {
    case loadTime, cSymbol, underscored, testing, otherModule, endsProcess, processState, files, dynamic, paths
    case testTraits, macro, otherLanguage, foreignOperator, shadowedType, foreignExtension, liveServiceLog
    /// A lesson declares a free function of the checks' support under its name.
    case shadowsCheckHelper(String)
    /// A submission's lesson folder or file is a symbolic link (``LessonLink``).
    case linkedLesson
    /// The checks' results were tampered with while they ran; the anomaly says how.
    case resultsChanged(RunAnomaly)
    /// The results of a learner's own tests were tampered with while they ran (lessons with built-in bugs).
    case testResultsChanged(RunAnomaly)

    var both: (en: String, de: String) {
        switch self {
        case .loadTime:
            ("runs code when the test process loads, or keeps symbols the lesson never calls: a lesson's code runs "
                + "only when something calls it.",
             "führt Code aus, wenn der Testprozess lädt, oder behält Symbole, die die Lektion nie aufruft: Der Code "
                + "einer Lektion läuft nur, wenn etwas ihn aufruft.")
        case .cSymbol:
            ("binds Swift code to a C symbol name: lessons are written in plain Swift.",
             "bindet Swift-Code an einen C-Symbolnamen: Lektionen sind in reinem Swift geschrieben.")
        case .underscored:
            ("is an underscored compiler attribute, internal to Swift and not part of any lesson.",
             "ist ein Compiler-Attribut mit Unterstrich, ein Interna von Swift und Teil keiner Lektion.")
        case .testing:
            ("imports a test framework into the lesson's code: the lesson is app code, and checks live in their own files.",
             "importiert ein Test-Framework in den Code der Lektion: Die Lektion ist App-Code, Checks stehen in "
                + "eigenen Dateien.")
        case .otherModule:
            ("imports a module the lessons do not use; they need only Foundation, Observation, SwiftUI (HeadlessUI "
                + "here) and the workbook's AppDomain.",
             "importiert ein Modul, das die Lektionen nicht verwenden; sie brauchen nur Foundation, Observation, "
                + "SwiftUI (hier HeadlessUI) und das AppDomain des Workbooks.")
        case .endsProcess:
            ("ends the test process, so no check could report its verdict.",
             "beendet den Testprozess, sodass kein Check sein Ergebnis melden könnte.")
        case .processState:
            ("reads or changes the test process's arguments, environment or state, which no lesson needs.",
             "liest oder ändert die Argumente, die Umgebungsvariablen oder den Zustand des Testprozesses, was "
                + "keine Lektion braucht.")
        case .files:
            ("writes files or opens file descriptors: a lesson's code keeps its data in memory.",
             "schreibt Dateien oder öffnet Dateideskriptoren: Der Code einer Lektion hält seine Daten im Speicher.")
        case .dynamic:
            ("loads code or reinterprets memory at run time, bypassing the types the checks see.",
             "lädt Code oder deutet Speicher zur Laufzeit um und umgeht so die Typen, die die Checks sehen.")
        case .paths:
            ("names a path of the test process or the grader's files.",
             "nennt einen Pfad des Testprozesses oder der Dateien des Graders.")
        case .testTraits:
            ("gives a test more than its display name: a trait or an argument list is evaluated in every lesson's "
                + "test process, so in this lesson a test takes only `@Test(\"a sentence\")`.",
             "gibt einem Test mehr als seinen Anzeigenamen: Ein Trait oder eine Argumentliste wird im Testprozess "
                + "jeder Lektion ausgewertet, daher bekommt ein Test in dieser Lektion nur `@Test(\"ein Satz\")`.")
        case .macro:
            ("declares a macro backed by a compiler plug-in, which can expand to code nobody reads: lessons use no "
                + "macros of their own.",
             "deklariert ein Makro mit Compiler-Plug-in, das zu Code expandieren kann, den niemand liest: Lektionen "
                + "haben keine eigenen Makros.")
        case .otherLanguage:
            ("is source in another language: a lesson is Swift only.",
             "ist Quellcode in einer anderen Sprache: Eine Lektion ist nur Swift.")
        case .foreignOperator:
            ("declares a standard operator outside the lesson's own types, which changes what the checks' "
                + "comparisons mean.",
             "deklariert einen Standardoperator außerhalb der eigenen Typen der Lektion, was die Vergleiche "
                + "der Checks verändert.")
        case .shadowedType:
            ("declares a type with the name of one the checks use to compare or inspect results, which hides the "
                + "real one.",
             "deklariert einen Typ mit dem Namen eines Typs, mit dem die Checks Ergebnisse vergleichen oder "
                + "untersuchen, und verdeckt so den echten.")
        case .foreignExtension:
            ("extends a type the checks use to compare or inspect results, which can change what their "
                + "expectations mean.",
             "erweitert einen Typ, mit dem die Checks Ergebnisse vergleichen oder untersuchen, was die "
                + "Bedeutung ihrer Erwartungen ändern kann.")
        case .liveServiceLog:
            ("reaches into the checks' record of the live services the code used, which can hide a use from them.",
             "greift in die Aufzeichnung der Checks ein, welche Live-Dienste der Code benutzt hat, und kann "
                + "so eine Benutzung vor ihnen verbergen.")
        case .shadowsCheckHelper(let name):
            ("shadows `\(name)`, a function the checks call to judge the lesson.",
             "verdeckt `\(name)`, eine Funktion, mit der die Checks die Lektion beurteilen.")
        case .linkedLesson:
            ("is not followed: a submission's lesson folders and files must be plain folders and files, so this "
                + "lesson was not read from it.",
             "wird nicht verfolgt: Die Lektionsordner und -dateien einer Abgabe müssen gewöhnliche Ordner "
                + "und Dateien sein, daher wurde diese Lektion nicht aus ihr gelesen.")
        case .resultsChanged(let anomaly):
            ("were changed while the checks ran — \(anomaly.both.en) — so none of them counts. Only code in the test "
                + "process can do that: look for code that writes files or ends the process.",
             "wurden verändert, während die Checks liefen — \(anomaly.both.de) —, daher zählt keines davon. Das kann nur "
                + "Code im Testprozess: Suche nach Code, der Dateien schreibt oder den Prozess beendet.")
        case .testResultsChanged(let anomaly):
            ("were changed while the tests ran — \(anomaly.both.en) — so none of them counts.",
             "wurden verändert, während die Tests liefen — \(anomaly.both.de) —, daher zählt keines davon.")
        }
    }
}
