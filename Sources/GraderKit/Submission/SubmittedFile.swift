import Foundation

/// One of a submission's files that the grader does not use, as far as the report of ignored files needs
/// to know it: whether it is the same as the instructor's file of the same path.
enum SubmittedFile: Sendable, Equatable {
    /// A symbolic link: never read, so never the same as the instructor's file.
    case link
    /// A plain file of a submission folder.
    case file(path: String)
    /// A file of a zip that was not unpacked, known by its listing.
    case packed(crc: UInt32, size: Int)

    /// How a file compares with the instructor's.
    enum Comparison: Equatable {
        case same
        /// Other bytes, another size, or no such file of the instructor's.
        case different
        /// As large as the instructor's file, but over ``SubmittedFile/largestCompared``: not read.
        case tooLarge
    }

    /// The largest file compared by its bytes: a hundred times the workbook's largest file (85 kB), read in
    /// a fraction of a second. A file of the same size as the instructor's beyond it is not read at all, so
    /// that a submission with a file of gigabytes costs neither the memory nor the minutes.
    static let largestCompared = 10_000_000

    /// How it compares with the instructor's file at `instructorFile`. Sizes are compared first, so a file
    /// is read only when both have the same size, and then in pieces (``FileChunks``).
    func compare(with instructorFile: String) -> Comparison {
        guard let size = Self.plainFileSize(instructorFile) else { return .different }
        switch self {
        case .link:
            return .different
        case .file(let path):
            guard Self.plainFileSize(path) == size else { return .different }
            guard size <= Self.largestCompared else { return .tooLarge }
            return FileChunks.sameContents(path, instructorFile) ? .same : .different
        case .packed(let crc, let packedSize):
            guard packedSize == size else { return .different }
            guard size <= Self.largestCompared else { return .tooLarge }
            return CRC32.of(file: instructorFile) == crc ? .same : .different
        }
    }

    /// The size of the plain file at `path`; nil for a link, a folder, or nothing.
    private static func plainFileSize(_ path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }
}
