import Foundation

/// The text of a checksum file in `sha256sum`'s format: one `<64 hex digits><two spaces><path>` line per
/// file, so `sha256sum -c` and `shasum -a 256 -c` can check the same file the grader checks.
struct ChecksumList: Equatable {
    /// Lowercase hex digests by package-relative path.
    var digests: [String: String]

    init(digests: [String: String]) {
        self.digests = digests
    }

    /// Reads `text`, skipping lines that are not checksum lines (blank lines, comments).
    ///
    /// NB: a skipped or deleted line cannot hide a file: a file on disk that the list does not name counts
    /// as added.
    init(parsing text: String) {
        var digests: [String: String] = [:]
        // NB: "\r\n" is one Character in Swift, so a file saved with Windows line ends needs its own case.
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            if let (path, digest) = Self.entry(in: line) { digests[path] = digest }
        }
        self.digests = digests
    }

    /// The list as `sha256sum` writes it: sorted by path, with no comment line (`sha256sum -c` warns
    /// about those), ending in a newline.
    var text: String {
        digests.keys.sorted(by: Self.precedes).map { path in
            // Like GNU sha256sum: a name with a backslash or a newline is escaped, and its line starts with `\`.
            let escaped = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            return (escaped == path ? "" : "\\") + digests[path]! + "  " + escaped + "\n"
        }.joined()
    }

    /// Orders paths by their bytes, as `LC_ALL=C sort` does, so the file reads the same on every system.
    static func precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    /// The path and digest of one line, or nil when it is not a checksum line. Accepts `*` (binary mode)
    /// in place of the second space, as `sha256sum -b` writes it.
    private static func entry(in line: Substring) -> (path: String, digest: String)? {
        var line = line
        let escaped = line.first == "\\"
        if escaped { line = line.dropFirst() }
        let digest = line.prefix(64).lowercased()
        let isHexDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte) }
        guard digest.utf8.count == 64, digest.utf8.allSatisfy(isHexDigit) else { return nil }
        let separator = line.dropFirst(64).prefix(2)
        guard separator == "  " || separator == " *" else { return nil }
        let name = String(line.dropFirst(66))
        guard !name.isEmpty else { return nil }
        return (escaped ? unescape(name) : name, digest)
    }

    /// Undoes `sha256sum`'s escaping of a name: `\\` is a backslash, `\n` a newline.
    private static func unescape(_ name: String) -> String {
        var result = ""
        var pendingBackslash = false
        for character in name {
            if pendingBackslash {
                result.append(character == "n" ? "\n" : character)
                pendingBackslash = false
            } else if character == "\\" {
                pendingBackslash = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
