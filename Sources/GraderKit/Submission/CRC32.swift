import Foundation

/// The CRC-32 of zip archives (IEEE 802.3, reflected, polynomial `0xEDB88320`).
///
/// A zip's listing gives each file's CRC-32, so a submission's files outside its lessons can be compared
/// with the instructor's without unpacking them.
enum CRC32 {
    /// The checksum of `data`; `CRC32.of(Data("123456789".utf8)) == 0xCBF43926`.
    static func of(_ data: Data) -> UInt32 {
        finish(update(start, with: data))
    }

    /// The checksum of the file at `path`, read in pieces (``FileChunks``) so that no file is in memory
    /// whole; nil when it cannot be read.
    static func of(file path: String) -> UInt32? {
        var crc = start
        guard FileChunks.read(path, { piece in crc = update(crc, with: piece); return true }) else { return nil }
        return finish(crc)
    }

    /// The running value before the first byte.
    static let start: UInt32 = 0xFFFF_FFFF

    /// The running value `crc` after the bytes of `data`.
    ///
    /// NB: over the raw bytes, not `Data`'s iterator, which is many times slower in the grader's debug build.
    static func update(_ crc: UInt32, with data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            var crc = crc
            for byte in bytes.bindMemory(to: UInt8.self) {
                crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
            return crc
        }
    }

    /// The checksum from the running value after the last byte.
    static func finish(_ crc: UInt32) -> UInt32 { crc ^ 0xFFFF_FFFF }

    /// The remainder of each byte value, computed once.
    private static let table: [UInt32] = (0..<256).map { value in
        var entry = UInt32(value)
        for _ in 0..<8 { entry = entry & 1 == 1 ? 0xEDB8_8320 ^ (entry >> 1) : entry >> 1 }
        return entry
    }
}
