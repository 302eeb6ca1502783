import Foundation

/// The CRC-32 of zip archives (IEEE 802.3, reflected, polynomial `0xEDB88320`).
///
/// A zip's listing gives each file's CRC-32, so a submission's files outside its lessons can be compared
/// with the instructor's without unpacking them.
enum CRC32 {
    /// The checksum of `data`; `CRC32.of(Data("123456789".utf8)) == 0xCBF43926`.
    static func of(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// The remainder of each byte value, computed once.
    private static let table: [UInt32] = (0..<256).map { value in
        var entry = UInt32(value)
        for _ in 0..<8 { entry = entry & 1 == 1 ? 0xEDB8_8320 ^ (entry >> 1) : entry >> 1 }
        return entry
    }
}
