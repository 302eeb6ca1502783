/// The sentences of one area of the grader — its errors, its report lines, its review reasons — as cases
/// that carry what the sentence names, each worded in English and German side by side.
///
/// Why a case per sentence, whose ``both`` gives the pair: a sentence added without its German does not
/// compile (the pair has two members and no default), a translator reads the two next to each other, and a
/// caller names the sentence (`LessonWords.noLessonsFolder(root:)`), never its English wording. Tables keyed
/// by language (`Words.en`, `Words.de`) would part each pair, and only a test could find a missing entry.
///
/// Each area keeps its own `enum …Words` in `Sources/GraderKit/Words/`, one file per area. Lesson titles,
/// check names and hints are the lessons' data and stay in their files; only the grader's own words live here.
protocol Words: Sendable {
    /// The sentence in English and in German.
    var both: (en: String, de: String) { get }
}

extension Words {
    /// The sentence in `language`.
    func text(in language: Language) -> String {
        switch language {
        case .en: both.en
        case .de: Self.keepingGerman(both.de)
        }
    }

    /// `text` with `--lang de` in every `./grade.sh` command it names, so that a learner who copies the
    /// command keeps reading German, whatever the locale of the next terminal says.
    static func keepingGerman(_ text: String) -> String {
        guard text.contains(Self.command) else { return text }
        // NB: only a command with options: "./grade.sh ohne Modus-Option" names the program, not a command.
        return text.replacing(/\.\/grade\.sh(?= --)(?! --lang)/) { _ in Self.command + " --lang de" }
    }

    private static var command: String { "./grade.sh" }
}
