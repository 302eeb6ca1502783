/// What `./grade.sh --seal` says, and how the grader names a seal that no longer matches the checks
/// (``SupportFileSeal``).
enum SealWords: Words {
    /// After `--seal` wrote `file`.
    case sealed(file: String)
    /// `path` is a link or a device, which a later check could not vouch for.
    case notRegularFile(path: String)
    case unreadable(path: String)
    case cannotWrite(file: String, reason: String)
    /// What differs from the seal, inside another sentence's parentheses: the first paths, or that the seal
    /// itself is missing.
    case differences(SupportFileSeal.Finding)

    var both: (en: String, de: String) {
        switch self {
        case .sealed(let file):
            ("Sealed the checks, the workbook's code, Package.swift and grade.sh in \(file). Commit it with them.",
             "Die Checks, den Code des Workbooks, Package.swift und grade.sh in \(file) versiegelt. Committe die "
                + "Datei zusammen mit ihnen.")
        case .notRegularFile(let path):
            ("Cannot seal \(path): only regular files can be sealed, not links or devices.",
             "\(path) lässt sich nicht versiegeln: Nur gewöhnliche Dateien lassen sich versiegeln, keine Links oder Geräte.")
        case .unreadable(let path):
            ("Cannot seal \(path): it could not be read.", "\(path) lässt sich nicht versiegeln: Die Datei ist nicht lesbar.")
        case .cannotWrite(let file, let reason):
            ("Cannot write the seal \(file): \(reason)", "Das Siegel \(file) lässt sich nicht schreiben: \(reason)")
        case .differences(let finding):
            finding.sealMissing
                ? ("there is no \(SupportFileSeal.file)", "es gibt keine \(SupportFileSeal.file)")
                : (Self.firstPaths(finding), Self.firstPaths(finding))
        }
    }

    /// The first five paths that differ, e.g. `Tests/Lesson01Tests/A.swift, Package.swift`.
    static func firstPaths(_ finding: SupportFileSeal.Finding) -> String {
        finding.paths.prefix(5).joined(separator: ", ")
    }
}
