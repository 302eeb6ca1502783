import Foundation
import Testing
@testable import GraderKit

@Suite("Gradebook")
struct GradebookTests {
    @Test("a text cell that begins like a formula is quoted with a ' before it; other cells are as RFC 4180 has them")
    func formulaCells() {
        let cells = ["=HYPERLINK(\"http://x\",\"y\")": "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"",
                     "+1": "\"'+1\"", "-2": "\"'-2\"", "@SUM(A1)": "\"'@SUM(A1)\"", "\tada": "\"'\tada\"",
                     "\rada": "\"'\rada\"", "\r\nada": "\"'\r\nada\"",
                     "ada": "ada", "ada-lovelace": "ada-lovelace", "a,b": "\"a,b\"", "a \"b\"": "\"a \"\"b\"\"\"",
                     "a\r\nb": "\"a\r\nb\"", "": ""]
        for (text, cell) in cells { #expect(Gradebook.field(text) == cell, "\(text.debugDescription)") }
    }

    @Test("every text column is escaped, the numbers are written as they are")
    func rows() {
        let row = Gradebook.Row(student: "=1+1", lesson: "01-Done", score: 1, maxScore: 2, status: "-done",
                                needsReview: false, timestamp: "2026-01-01T00:00:00Z")
        #expect(Gradebook(rows: [row]).text.split(separator: "\n").last
                == "\"'=1+1\",01-Done,1,2,\"'-done\",false,2026-01-01T00:00:00Z")
    }
}
