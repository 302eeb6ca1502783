import Foundation
import Testing
import WorkbookConventions
@testable import GraderKit

/// Words of a written answer that stand in the lesson's own texts are no attempt of the learner's.
@Suite("Written answers")
struct WrittenAnswerTests {
    static let readme = "# Lesson 03\n\nA view that depends on a protocol no longer cares where the quotes come from.\n"
    static let german = "# Lektion 03\n\nEine View, die von einem Protokoll abhängt, kümmert sich nicht mehr darum, woher die Zitate kommen.\n"
    static let question = "# Your explanation\n\nWhy does the default value mean that existing app code needs no change at all?\n"

    /// A lesson folder with the texts above and `answer` between the markers of its explanation.
    private func answer(_ answer: String) throws -> WrittenAnswer? {
        let root = NSTemporaryDirectory() + "written-answer-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let write = { (text: String, path: String) in try AuthoringRulesTests.write(text, path, in: root) }
        try write(Self.readme, "Lessons/03-Quotes/README.md")
        try write(Self.german, "Lessons/03-Quotes/README.de.md")
        try write("## Model answer\n\n### en\nThe compiler fills in the default value at every call that leaves the argument out.\n",
                  "Tests/Lesson03Tests/Hints.md")
        try write(Self.question + "\n<!-- answer: write below this line -->\n" + answer + "\n<!-- end of answer -->\n",
                  "Lessons/03-Quotes/EXPLANATION.md")
        return WrittenAnswer.read(folder: "Lessons/03-Quotes", root: root)
    }

    /// Forty words of the learner's own, none of them in a run of seven that the texts hold.
    static let own = (1...40).map { "word\($0)" }.joined(separator: " ")

    @Test("runs of seven words from a README, the question or the model answer do not count; the learner's own words do")
    func copiedRunsDoNotCount() throws {
        let copied = "A view that depends on a protocol no longer cares where the quotes come from."
        let written = try #require(try answer(Self.own + " " + copied))
        #expect(written.status == .written && written.words == 40 && written.borrowed == 15)

        let onlyCopied = try #require(try answer(copied + " Eine View, die von einem Protokoll abhängt, kümmert sich nicht mehr "
            + "darum. Why does the default value mean that existing app code needs no change at all? The compiler "
            + "fills in the default value at every call that leaves the argument out."))
        #expect(onlyCopied.status == .notWritten && onlyCopied.words == 0 && onlyCopied.borrowed > 40, "\(onlyCopied)")
    }

    @Test("a phrase every answer needs stays the learner's own; case and punctuation do not hide a copy")
    func shortPhrasesAndSpelling() throws {
        let phrase = try #require(try answer(Self.own + " the default value mean that"))
        #expect(phrase.borrowed == 0 && phrase.words == 45)
        let shouted = try #require(try answer(Self.own + " A VIEW, that depends on a protocol: no longer cares!"))
        #expect(shouted.borrowed == 10)
    }

    @Test("the report says how many words do not count, in the learner's language")
    func reportSaysSo() {
        #expect(ReportWords.answerBorrowed(words: 12).text(in: .en)
                == "12 more words stand in the lesson's texts and do not count: say it in your own words")
        #expect(ReportWords.answerBorrowed(words: 1).text(in: .de)
                == "1 weiteres Wort steht so in den Texten der Lektion und zählt nicht: Sag es mit deinen eigenen Worten")
    }

    @Test("the reference solution's answer is its own words")
    func referenceAnswerIsOwn() throws {
        let root = FixtureWorkbook.sourceRoot
        for lesson in try LessonCatalog(root: root).lessons() {
            guard let answer = WrittenAnswer.read(folder: lesson.layout.sourceFolder(.solutions), root: root) else { continue }
            #expect(answer.status == .written, "\(lesson.folder): \(answer)")
        }
    }
}
