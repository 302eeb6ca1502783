/// A symbolic link where a submission may hold only plain folders and files: its `Lessons` folder, a
/// lesson's folder, or anything inside one.
///
/// The grader never follows it — it could lead to the instructor's reference solutions — and grades no
/// lesson it stands in from the submission: that lesson scores nothing and needs review.
struct LessonLink: Sendable, Hashable, Comparable {
    /// Relative to the submission's workbook folder, e.g. `Lessons/01-Done` or `Lessons/01-Done/Greeting.swift`.
    let path: String

    /// Whether the link stands in `lesson`'s path: the `Lessons` folder, the lesson's folder or below it.
    func lies(in lesson: Lesson) -> Bool {
        let folder = lesson.layout.sourceFolder(.lessons)
        return path == "Lessons" || path == folder || path.hasPrefix(folder + "/")
    }

    /// How the lesson's review names it.
    var finding: ReviewFinding {
        ReviewFinding(place: SourcePlace(path: path), construct: "symbolic link", reason: .linkedLesson)
    }

    static func < (left: LessonLink, right: LessonLink) -> Bool { left.path < right.path }
}
