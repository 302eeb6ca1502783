/// Finds the folder of a submission that holds its `Lessons`: the submission itself, or a folder one or
/// two levels below it, as a zip of a workbook's folder (or of a folder holding it) has.
///
/// One search for a folder on disk and for a zip's listing, so both find the same workbook in the same
/// layout. Folders are named by their path relative to the submission, `""` for the submission itself.
enum WorkbookRootSearch {
    /// The first folder, level by level and in name order, for which `holdsLessons` is true; nil when none
    /// is up to two levels deep. `subfolders` lists a folder's subfolders by name; hidden ones and macOS's
    /// `__MACOSX` are passed over.
    static func find(subfolders: (String) -> [String], holdsLessons: (String) -> Bool) -> String? {
        var candidates = [""]
        for _ in 0..<3 {
            if let found = candidates.first(where: holdsLessons) { return found }
            candidates = candidates.flatMap { parent in
                subfolders(parent).filter { $0 != "__MACOSX" && !$0.hasPrefix(".") }.sorted().map { join(parent, $0) }
            }
        }
        return nil
    }

    /// `name` inside the relative folder `parent`.
    static func join(_ parent: String, _ name: String) -> String {
        parent.isEmpty ? name : parent + "/" + name
    }
}
