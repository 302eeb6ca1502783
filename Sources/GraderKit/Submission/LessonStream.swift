import Foundation

/// The contents of a zip's lesson entries, read through one `unzip -p` whose output may not grow past the
/// sizes the listing declares.
///
/// An archive can declare small sizes and unpack to gigabytes (a zip bomb with a forged header), and
/// `unzip` writes whatever the data inflates to. Here it writes one stream, cut off by a file-size limit
/// just past the declared total; the stream is then split by the declared sizes, and each piece must
/// have the CRC-32 the listing gives, or nothing of the archive is used.
struct LessonStream {
    let archive: String
    /// The lesson files and links to read, in the archive's order, which is the order `unzip -p` writes.
    let entries: [ZipListing.Entry]
    /// The path in the archive the entries' names begin with, e.g. `ada-workbook/Lessons/`.
    let lessonsPrefix: String

    /// Each entry's contents, in order; writes the stream below `scratch` and removes it.
    func read(scratch: String) throws -> [Data] {
        let declared = entries.reduce(0) { $0 + $1.size }
        let output = scratch + "/lessons.stream"
        defer { try? FileManager.default.removeItem(atPath: output) }
        // The stored names' own beginning: a Windows archive may separate its folders with `\`.
        let patterns = Set(entries.map { Self.escaped(String($0.storedName.prefix(lessonsPrefix.count))) + "*" })
        // One byte more than declared is allowed, so that a stream that is longer shows as longer.
        _ = try UnzipCommand.run(["-p"], on: archive, patterns: patterns.sorted(), output: output,
                                 limit: declared + 1, scratch: scratch)
        let stream = FileManager.default.contents(atPath: output) ?? Data()
        guard stream.count == declared else { throw forged }
        var contents: [Data] = []
        var offset = stream.startIndex
        for entry in entries {
            let piece = stream.subdata(in: offset..<(offset + entry.size))
            guard CRC32.of(piece) == entry.crc else { throw forged }
            contents.append(piece)
            offset += entry.size
        }
        return contents
    }

    /// Why an archive whose contents differ from its listing is not used.
    private var forged: GraderError {
        .setup(SubmissionWords.unpack(archive: archive, .forged))
    }

    /// `name` as an unzip pattern that matches only itself: its wildcard characters escaped.
    static func escaped(_ name: String) -> String {
        name.reduce(into: "") { pattern, character in
            if "\\*?[]".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
    }
}
