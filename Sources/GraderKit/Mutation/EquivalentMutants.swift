import Foundation
import WorkbookConventions

/// A lesson's record of the mutants no check can kill because they do not change what the lesson asks
/// for: `Tests/Fixtures/NN-Topic/EquivalentMutants.md`, beside its recorded mistakes. One line per mutant,
/// its key in backticks and the reason after a colon, so that a reviewer can verify each:
///
/// ```markdown
/// - `RecipeListPreviews.swift · empty-string · "Sample" → ""`: a preview's name is for people, no check reads it.
/// ```
struct EquivalentMutants {
    struct Entry: Equatable {
        let key: String
        let reason: String
    }

    let entries: [Entry]
    /// Lines that start like an entry but have no key or no reason.
    let malformed: [String]

    /// The file of `layout`'s lesson, package-relative.
    static func file(of layout: LessonLayout) -> String { layout.fixturesFolder + "/EquivalentMutants.md" }

    /// The record of `layout`'s lesson in the workbook at `root`; empty where there is none.
    init(of layout: LessonLayout, root: String) {
        let text = (try? String(contentsOfFile: root + "/" + Self.file(of: layout), encoding: .utf8)) ?? ""
        self.init(text: text)
    }

    init(text: String) {
        var entries: [Entry] = [], malformed: [String] = []
        for line in text.split(separator: "\n").map(String.init) where line.hasPrefix("- ") {
            let body = line.dropFirst(2)
            guard body.hasPrefix("`"), let close = body.dropFirst().firstIndex(of: "`") else { malformed.append(line); continue }
            let key = String(body[body.index(after: body.startIndex)..<close])
            let rest = body[body.index(after: close)...]
            let reason = rest.hasPrefix(":") ? rest.dropFirst().trimmingCharacters(in: .whitespaces) : ""
            if key.isEmpty || reason.isEmpty { malformed.append(line) } else { entries.append(Entry(key: key, reason: reason)) }
        }
        self.entries = entries
        self.malformed = malformed
    }

    /// The reason `mutant` is recorded as equivalent, or nil.
    func reason(for mutant: Mutant) -> String? { entries.first { $0.key == mutant.key }?.reason }
}
