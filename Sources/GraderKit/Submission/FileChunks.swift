import Foundation

/// Reads files in pieces of at most a megabyte, so that comparing a submission's file with the
/// instructor's never holds either whole in memory, however large it is.
enum FileChunks {
    /// Bytes read at a time.
    static let pieceSize = 1 << 20

    /// Calls `body` with each piece of the file at `path` in order, until it returns false or the file
    /// ends; false when the file cannot be opened or read.
    static func read(_ path: String, _ body: (Data) -> Bool) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        while true {
            guard let piece = next(from: handle) else { return false }
            if piece.isEmpty || !body(piece) { return true }
        }
    }

    /// Whether the files at `first` and `second` hold the same bytes; read side by side, stopping at the
    /// first piece that differs. False when either cannot be read.
    static func sameContents(_ first: String, _ second: String) -> Bool {
        guard let a = FileHandle(forReadingAtPath: first), let b = FileHandle(forReadingAtPath: second) else { return false }
        defer {
            try? a.close()
            try? b.close()
        }
        while true {
            guard let left = next(from: a), let right = next(from: b), left == right else { return false }
            if left.isEmpty { return true }
        }
    }

    /// The next piece: empty at the end of the file, nil when it cannot be read.
    /// NB: Foundation answers nil at the end on some systems and empty data on others.
    private static func next(from handle: FileHandle) -> Data? {
        do { return try handle.read(upToCount: pieceSize) ?? Data() } catch { return nil }
    }
}
