import Foundation

/// What a submission folder's `Lessons` holds, seen without following a single link: the links in it.
struct LessonTree {
    /// Links in place of `Lessons`, a lesson folder, or anything below one.
    var links: [LessonLink] = []

    /// Scans `root/Lessons`, where `root` is the submission's workbook folder.
    init(root: String) {
        visit("Lessons", root: root)
    }

    private mutating func visit(_ relative: String, root: String) {
        // NB: the attributes of the path itself (lstat), never of what a link points to.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/" + relative) else { return }
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            links.append(LessonLink(path: relative))
        case .typeDirectory?:
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + relative)) ?? []).sorted() {
                visit(relative + "/" + name, root: root)
            }
        default:
            break
        }
    }
}
