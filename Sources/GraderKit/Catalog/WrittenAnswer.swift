import Foundation
import WorkbookConventions

/// A lesson's question to answer in prose (`EXPLANATION.md`), and whether the student has answered it.
///
/// The grader only tells whether there is a real attempt; judging the answer is the instructor's job. Words
/// that stand in the lesson's own texts — its READMEs, the question, its hints and model answer — in a run
/// of ``borrowedRun`` or more are no attempt: they do not count (``borrowed``).
/// The answer is the text between the marker lines, without the template's placeholder line:
///
/// ```markdown
/// <!-- answer: write below this line -->
/// _Replace this line with your answer (at least 40 words)._
/// <!-- end of answer -->
/// ```
struct WrittenAnswer: Sendable, Equatable, Codable {
    enum Status: String, Sendable, Codable {
        case written = "written — awaiting instructor review"
        case notWritten = "not yet written"
        case malformed = "answer markers missing"
    }

    /// The file, relative to the package.
    let path: String
    let status: Status
    /// How many words of the answer are the learner's own.
    let words: Int
    /// How many more words stand in the lesson's texts, copied in runs, and so do not count.
    var borrowed = 0

    /// Fewer words than this count as no real attempt.
    static let minimumWords = 40
    static let fileName = "EXPLANATION.md"
    /// The shortest run of words shared with the lesson's texts that counts as copied: long enough that a
    /// phrase every answer needs ("the default value of the initializer") stays the learner's own.
    static let borrowedRun = 7

    /// Reads the answer in `folder` (package-relative), or `nil` when the lesson asks for none.
    static func read(folder: String, root: String) -> WrittenAnswer? {
        let path = folder + "/" + fileName
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("<!-- answer") }),
              let end = lines.lastIndex(where: { $0.contains("<!-- end of answer") }), start < end else {
            return WrittenAnswer(path: path, status: .malformed, words: 0)
        }
        let answer = lines[(start + 1)..<end]
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("_Replace this line") }
            .joined(separator: " ")
        let question = (lines[..<start] + lines[(end + 1)...]).joined(separator: "\n")
        let words = Self.words(of: answer)
        let borrowed = Self.borrowed(words, from: [question] + lessonTexts(folder: folder, root: root))
        let own = words.count - borrowed
        return WrittenAnswer(path: path, status: own >= minimumWords ? .written : .notWritten, words: own, borrowed: borrowed)
    }

    /// The lesson's texts an answer may not be copied from: both READMEs and its hints with the model answer.
    private static func lessonTexts(folder: String, root: String) -> [String] {
        let layout = LessonLayout(folder: (folder as NSString).lastPathComponent)
        let lessons = layout.sourceFolder(.lessons)
        return [lessons + "/README.md", lessons + "/README.de.md", layout.hintsFile].compactMap {
            try? String(contentsOfFile: root + "/" + $0, encoding: .utf8)
        }
    }

    /// The words of `text` that hold a letter, lowercased, without the punctuation around them.
    static func words(of text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }
            .map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters.union(.symbols)) }
    }

    /// How many of `words` lie in a run of at least ``borrowedRun`` words that also stands in one of `texts`.
    static func borrowed(_ words: [String], from texts: [String]) -> Int {
        guard words.count >= borrowedRun else { return 0 }
        var runs = Set<[String]>()
        for text in texts {
            let source = Self.words(of: text)
            guard source.count >= borrowedRun else { continue }
            for start in 0...(source.count - borrowedRun) { runs.insert(Array(source[start..<(start + borrowedRun)])) }
        }
        var copied = Array(repeating: false, count: words.count)
        for start in 0...(words.count - borrowedRun) where runs.contains(Array(words[start..<(start + borrowedRun)])) {
            for index in start..<(start + borrowedRun) { copied[index] = true }
        }
        return copied.filter { $0 }.count
    }
}
