import Foundation

/// What a submission folder's `Lessons` holds, seen without following a single link: the links in it, and
/// how many files and folders and how many bytes the grader would read.
struct LessonTree {
    /// Links in place of `Lessons`, a lesson folder, or anything below one.
    var links: [LessonLink] = []
    /// Files, folders and links below `Lessons`; counting stops a little past ``SubmissionCap/entries``.
    var entries = 0
    /// The bytes of the files below `Lessons`.
    var bytes = 0

    /// Scans `root/Lessons`, where `root` is the submission's workbook folder.
    init(root: String) {
        visit("Lessons", root: root)
        // `Lessons` itself is the folder the cap is about, not one of its entries.
        entries = max(0, entries - 1)
    }

    private mutating func visit(_ relative: String, root: String) {
        // `Lessons` itself is counted too: one entry past the cap is enough to refuse the submission.
        guard entries <= SubmissionCap.entries + 1 else { return }
        // NB: the attributes of the path itself (lstat), never of what a link points to.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + relative) else { return }
        entries += 1
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            links.append(LessonLink(path: relative))
        case .typeDirectory?:
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + relative)) ?? []).sorted() {
                visit(relative + "/" + name, root: root)
            }
        case .typeRegular?:
            bytes += (attributes[.size] as? NSNumber)?.intValue ?? 0
        default:
            break
        }
    }
}
