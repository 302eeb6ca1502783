import Foundation
import WorkbookConventions

/// Mutants of a written answer (`EXPLANATION.md`): the reference answer replaced by what is not the
/// learner's own — sentences of the lesson's texts in either language, its hints, the question itself —
/// or by nothing. ``WrittenAnswer`` must count none of them as written.
struct WrittenAnswerMutants {
    /// One replacement answer, and where its words come from.
    struct Variant {
        let source: String
        let answer: String
    }

    /// The variants of the answer for the lesson `layout` in the workbook at `root`, from its texts.
    static func variants(of layout: LessonLayout, root: String, question: String) -> [Variant] {
        let lessons = layout.sourceFolder(.lessons)
        var variants: [Variant] = []
        for (name, path) in [("README.md", lessons + "/README.md"), ("README.de.md", lessons + "/README.de.md"),
                             ("Hints.md", layout.hintsFile)] {
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            let prose = Self.prose(of: text)
            variants.append(Variant(source: "sentences of \(name)", answer: Self.firstWords(80, of: prose)))
            variants.append(Variant(source: "the last sentences of \(name)", answer: Self.lastWords(80, of: prose)))
        }
        variants.append(Variant(source: "the question", answer: Self.firstWords(80, of: Self.prose(of: question))))
        variants.append(Variant(source: "nothing", answer: ""))
        return variants
    }

    /// `text` without headings, code blocks, tables and markup lines: the sentences a learner could copy.
    static func prose(of text: String) -> String {
        var inCode = false
        var kept: [String] = []
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            if inCode || line.hasPrefix("#") || line.hasPrefix("|") || line.hasPrefix("<!--") || line.hasPrefix("_Replace") { continue }
            kept.append(line)
        }
        return kept.joined(separator: " ")
    }

    private static func firstWords(_ count: Int, of text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).prefix(count).joined(separator: " ")
    }

    private static func lastWords(_ count: Int, of text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).suffix(count).joined(separator: " ")
    }

    /// `file` (an `EXPLANATION.md`) with the text between its answer markers replaced by `answer`.
    static func replacingAnswer(in file: String, with answer: String) -> String? {
        var lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("<!-- answer") }),
              let end = lines.lastIndex(where: { $0.contains("<!-- end of answer") }), start < end else { return nil }
        lines.replaceSubrange((start + 1)..<end, with: [answer])
        return lines.joined(separator: "\n")
    }

    /// The text around the answer: the question.
    static func question(in file: String) -> String {
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains("<!-- answer") }) else { return file }
        return lines[..<start].joined(separator: "\n")
    }
}
