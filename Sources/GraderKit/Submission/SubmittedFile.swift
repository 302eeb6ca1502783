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

    /// Whether it holds what the instructor's file at `instructorFile` holds; false when there is none.
    /// Sizes are compared first, so a large file is not read for nothing.
    func isSame(as instructorFile: String) -> Bool {
        guard let size = Self.plainFileSize(instructorFile) else { return false }
        switch self {
        case .link:
            return false
        case .file(let path):
            return Self.plainFileSize(path) == size
                && FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: instructorFile)
        case .packed(let crc, let packedSize):
            return packedSize == size && FileManager.default.contents(atPath: instructorFile).map(CRC32.of) == crc
        }
    }

    /// The size of the plain file at `path`; nil for a link, a folder, or nothing.
    private static func plainFileSize(_ path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }
}
