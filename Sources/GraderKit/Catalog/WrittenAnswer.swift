import Foundation

/// A lesson's question to answer in prose (`EXPLANATION.md`), and whether the student has answered it.
///
/// The grader only tells whether there is a real attempt; judging the answer is the instructor's job.
/// The answer is the text between the marker lines, without the template's placeholder line:
///
/// ```markdown
/// <!-- answer: write below this line -->
/// _Replace this line with your answer (at least 40 words)._
/// <!-- end of answer -->
/// ```
struct WrittenAnswer: Sendable, Equatable {
    enum Status: String, Sendable {
        case written = "written — awaiting instructor review"
        case notWritten = "not yet written"
        case malformed = "answer markers missing"
    }

    /// The file, relative to the package.
    let path: String
    let status: Status
    /// How many words the answer has.
    let words: Int

    /// Fewer words than this count as no real attempt.
    static let minimumWords = 40
    static let fileName = "EXPLANATION.md"

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
        let words = answer.split(whereSeparator: { $0.isWhitespace }).filter { $0.contains(where: \.isLetter) }.count
        return WrittenAnswer(path: path, status: words >= minimumWords ? .written : .notWritten, words: words)
    }
}
