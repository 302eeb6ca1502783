import Foundation

/// The class's results as CSV: one row per student and lesson, with the columns
/// `student_id, lesson, score, max_score, status, needs_review, timestamp`.
struct Gradebook {
    struct Row: Sendable, Codable, Equatable {
        /// The student's id and the lesson's folder, e.g. `01-SingletonProblem`.
        let student, lesson: String
        /// The points earned and possible.
        let score, maxScore: Int
        /// The lesson's status as the JSON results name it, e.g. `done`, `failing`, `needs review`.
        let status: String
        let needsReview: Bool
        /// When it was graded (ISO 8601).
        let timestamp: String
    }

    let rows: [Row]

    static let header = "student_id,lesson,score,max_score,status,needs_review,timestamp"

    /// A student's rows from their report: none earn points while the checks were changed.
    static func rows(student: String, report: GradingReport) -> [Row] {
        let now = ISO8601DateFormatter().string(from: Date())
        let document = JSONReport(report: report)
        return zip(report.results, document.lessons).map { result, entry in
            Row(student: student, lesson: result.lesson.folder, score: report.modifiedFiles.isEmpty ? result.score : 0,
                maxScore: result.maxScore, status: entry.status, needsReview: result.status == .needsReview,
                timestamp: now)
        }
    }

    /// The row of a submission that could not be graded at all.
    static func errorRow(student: String, error: String) -> Row {
        Row(student: student, lesson: "", score: 0, maxScore: 0, status: "error: " + error, needsReview: true,
            timestamp: ISO8601DateFormatter().string(from: Date()))
    }

    /// The row of a submission whose grading was stopped before it finished (Ctrl-C): no points, and a
    /// status that says so, so that a partial gradebook is never read as a whole one.
    static func incompleteRow(student: String) -> Row {
        Row(student: student, lesson: "", score: 0, maxScore: 0, status: "incomplete: grading was stopped before this submission",
            needsReview: true, timestamp: ISO8601DateFormatter().string(from: Date()))
    }

    /// The CSV text, rows in student and lesson order.
    var text: String {
        let lines = rows.sorted { ($0.student, $0.lesson) < ($1.student, $1.lesson) }.map { row in
            [Self.field(row.student), Self.field(row.lesson), String(row.score), String(row.maxScore),
             Self.field(row.status), String(row.needsReview), Self.field(row.timestamp)].joined(separator: ",")
        }
        return ([Self.header] + lines).joined(separator: "\n") + "\n"
    }

    func write(to path: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw GraderError.setup(SubmissionWords.couldNotWriteGradebook(path: path, reason: error.localizedDescription))
        }
    }

    /// A text cell: quoted when it holds a comma, a quote or a line break (RFC 4180), and, when it begins
    /// like a formula, with a `'` before it, so a spreadsheet shows a student id such as `=HYPERLINK(…)`
    /// as text instead of running it (OWASP's rule against CSV injection).
    static func field(_ text: String) -> String {
        // NB: by scalars, as `\r\n` is one Character that equals neither `\r` nor `\n`.
        let formula = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
        guard formula || text.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else { return text }
        return "\"" + (formula ? "'" : "") + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// What the last run graded, by student: the fingerprint of their lesson files and their rows.
    struct Cache {
        struct Record: Codable, Sendable {
            let fingerprint: String
            let rows: [Row]
        }

        let path: String

        func load() -> [String: Record] {
            guard let data = FileManager.default.contents(atPath: path) else { return [:] }
            return (try? JSONDecoder().decode([String: Record].self, from: data)) ?? [:]
        }

        func save(_ records: [String: Record]) {
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                     withIntermediateDirectories: true)
            try? JSONEncoder().encode(records).write(to: URL(fileURLWithPath: path))
        }
    }
}
