/// The review's reasons in German, for `--lang de`.
extension ReviewRules {
    /// German by English reason; the self-test's authoring rules require one for every reason.
    static let german: [String: String] = [
        loadTime: "führt Code aus, wenn der Testprozess lädt, oder behält Symbole, die die Lektion nie aufruft: Der Code "
            + "einer Lektion läuft nur, wenn etwas ihn aufruft.",
        cSymbol: "bindet Swift-Code an einen C-Symbolnamen: Lektionen sind in reinem Swift geschrieben.",
        underscored: "ist ein Compiler-Attribut mit Unterstrich, ein Interna von Swift und Teil keiner Lektion.",
        testing: "importiert ein Test-Framework in den Code der Lektion: Die Lektion ist App-Code, Checks stehen in "
            + "eigenen Dateien.",
        otherModule: "importiert ein Modul, das die Lektionen nicht verwenden; sie brauchen nur Foundation, Observation, "
            + "SwiftUI (hier HeadlessUI) und das AppDomain des Workbooks.",
        endsProcess: "beendet den Testprozess, sodass kein Check sein Ergebnis melden könnte.",
        processState: "liest oder ändert die Argumente, die Umgebungsvariablen oder den Zustand des Testprozesses, was "
            + "keine Lektion braucht.",
        files: "schreibt Dateien oder öffnet Dateideskriptoren: Der Code einer Lektion hält seine Daten im Speicher.",
        dynamic: "lädt Code oder deutet Speicher zur Laufzeit um und umgeht so die Typen, die die Checks sehen.",
        paths: "nennt einen Pfad des Testprozesses oder der Dateien des Graders.",
        testTraits: "gibt einem Test mehr als seinen Anzeigenamen: Ein Trait oder eine Argumentliste wird im Testprozess "
            + "jeder Lektion ausgewertet, daher bekommt ein Test in dieser Lektion nur `@Test(\"ein Satz\")`.",
        macro: "deklariert ein Makro mit Compiler-Plug-in, das zu Code expandieren kann, den niemand liest: Lektionen "
            + "haben keine eigenen Makros.",
        otherLanguage: "ist Quellcode in einer anderen Sprache: Eine Lektion ist nur Swift.",
        foreignOperator: "deklariert einen Standardoperator außerhalb der eigenen Typen der Lektion, was die Vergleiche "
            + "der Checks verändert.",
        shadowedType: "deklariert einen Typ mit dem Namen eines Typs, mit dem die Checks Ergebnisse vergleichen oder "
            + "untersuchen, und verdeckt so den echten.",
        foreignExtension: "erweitert einen Typ, mit dem die Checks Ergebnisse vergleichen oder untersuchen, was die "
            + "Bedeutung ihrer Erwartungen ändern kann.",
        liveServiceLog: "greift in die Aufzeichnung der Checks ein, welche Live-Dienste der Code benutzt hat, und kann "
            + "so eine Benutzung vor ihnen verbergen.",
        LessonLink.reason: "wird nicht verfolgt: Die Lektionsordner und -dateien einer Abgabe müssen gewöhnliche Ordner "
            + "und Dateien sein, daher wurde diese Lektion nicht aus ihr gelesen.",
    ]
}
