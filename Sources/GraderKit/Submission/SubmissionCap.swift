import Foundation

/// The most of a submission's `Lessons` folder the grader reads or unpacks. A workbook's lessons are a few
/// dozen small files; the cap keeps a zip bomb, or a folder of generated files, from filling the
/// instructor's disk or memory.
enum SubmissionCap {
    /// Files, folders and links in `Lessons`, at any depth.
    static let entries = 2_000
    /// The bytes of the files in `Lessons`.
    static let bytes = 20_000_000

    /// Refuses `submission` when its `Lessons` holds more than the cap: `entries` items of `bytes` bytes.
    static func check(entries: Int, bytes: Int, of submission: String) throws {
        guard entries > Self.entries || bytes > Self.bytes else { return }
        throw GraderError.setup(entries > Self.entries ? SubmissionWords.tooManyEntries(submission: submission)
                                                       : .tooManyBytes(submission: submission, bytes: bytes))
    }

    /// `2,000`: digits in groups of three, whatever the machine's locale.
    static func grouped(_ number: Int) -> String {
        var digits = String(number), groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits = String(digits.dropLast(3))
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }
}
