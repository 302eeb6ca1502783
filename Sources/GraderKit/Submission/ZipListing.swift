import Foundation

/// What a zip archive says it holds — names, kinds, declared sizes and CRC-32s — read from Info-ZIP's own
/// listings before anything of it is unpacked, so the grader can decide what to unpack, and whether to.
///
/// Two listings make one: `unzip -Z` (zipinfo) tells an entry's kind and whether it is encrypted,
/// `unzip -v` its CRC-32. Both list the entries in the archive's order, the order `unzip -p` writes them.
struct ZipListing: Sendable {
    /// One entry of the archive.
    struct Entry: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case file, folder, link }

        /// The name as stored, which `unzip` matches patterns against.
        let storedName: String
        /// The name with `/` between folders (also where a Windows tool wrote `\`), without a trailing `/`.
        let path: String
        let kind: Kind
        /// The uncompressed size the archive declares: a forged archive may lie about it.
        let size: Int
        let crc: UInt32
        let encrypted: Bool
    }

    let entries: [Entry]

    /// Lists `archive` with `unzip`, writing its listings below `scratch`.
    init(of archive: String, scratch: String) throws {
        let short = scratch + "/listing.txt", verbose = scratch + "/listing-crc.txt"
        _ = try UnzipCommand.run(["-Z"], on: archive, output: short, scratch: scratch)
        _ = try UnzipCommand.run(["-v"], on: archive, output: verbose, scratch: scratch)
        let text = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        guard let entries = Self.entries(short: text(short), verbose: text(verbose)) else {
            throw GraderError.setup(SubmissionWords.unpack(archive: archive, .listingUnreadable))
        }
        self.entries = entries
    }

    init(entries: [Entry]) { self.entries = entries }

    /// The entries of a `unzip -Z` listing with the CRC-32s of the `unzip -v` listing of the same
    /// archive; nil when the two do not name the same entries in the same order.
    static func entries(short: String, verbose: String) -> [Entry]? {
        let lines = short.split(separator: "\n", omittingEmptySubsequences: false)
        // `Zip file size: 4495 bytes, number of entries: 9`, then one line per entry.
        guard lines.count >= 2, let count = lines[1].split(separator: " ").last.flatMap({ Int($0) }),
              lines.count >= 2 + count else { return nil }
        guard count > 0 else { return [] }
        // The archive's comment comes first in `unzip -v`, so its entries are read back from its totals.
        let crcLines = verbose.split(separator: "\n", omittingEmptySubsequences: false)
        guard let totals = crcLines.lastIndex(where: { $0.hasPrefix("--------") }), totals >= count else { return nil }
        var entries: [Entry] = []
        for (line, crcLine) in zip(lines[2..<(2 + count)], crcLines[(totals - count)..<totals]) {
            // `-rw-r--r--  3.0 unx  10 tx stor 26-Dec-02 09:26 ws/Lessons/01-A/A.swift`
            // `      10  Stored  10   0% 2026-12-02 09:26 c7ef955e  ws/Lessons/01-A/A.swift`
            guard let (fields, name) = Self.fields(of: line, count: 8, gap: 1),
                  let (crcFields, crcName) = Self.fields(of: crcLine, count: 7, gap: 2), name == crcName,
                  let size = Int(fields[3]), let crc = UInt32(crcFields[6], radix: 16), !name.isEmpty
            else { return nil }
            let permissions = fields[0], host = fields[2], mode = fields[4]
            // Info-ZIP reads `\` as a folder separator in names from Windows that have no `/`.
            let windows = ["fat", "ntf", "hpf"].contains(host) && !name.contains("/")
            let path = windows ? name.replacingOccurrences(of: "\\", with: "/") : String(name)
            let kind: Entry.Kind = permissions.hasPrefix("d") || path.hasSuffix("/") ? .folder
                : permissions.hasPrefix("l") ? .link : .file
            entries.append(Entry(storedName: String(name), path: path.hasSuffix("/") ? String(path.dropLast()) : path,
                                 kind: kind, size: size, crc: crc,
                                 // zipinfo capitalises `t`/`b` for an encrypted entry.
                                 encrypted: mode.first.map { $0.isUppercase } ?? false))
        }
        return entries
    }

    /// The first `count` fields of `line`, separated by spaces, and the rest after `gap` more spaces: the
    /// name, which may hold spaces itself.
    private static func fields(of line: Substring, count: Int, gap: Int) -> ([Substring], Substring)? {
        var fields: [Substring] = []
        var rest = line.drop { $0 == " " }
        while fields.count < count {
            guard let end = rest.firstIndex(of: " ") else { return nil }
            fields.append(rest[..<end])
            rest = rest[end...]
            if fields.count < count { rest = rest.drop { $0 == " " } }
        }
        guard rest.prefix(gap).allSatisfy({ $0 == " " }), rest.count > gap else { return nil }
        return (fields, rest.dropFirst(gap))
    }
}
