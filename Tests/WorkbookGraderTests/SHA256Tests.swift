import Foundation
import Testing
@testable import GraderKit

@Suite("SHA-256")
struct SHA256Tests {
    @Test("gives the FIPS 180 example digests", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        // 56 letters, so the padding needs a second block.
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func fipsExamples(message: String, digest: String) {
        #expect(SHA256.hex(Data(message.utf8)) == digest)
    }

    @Test("gives the FIPS 180 digest of a million 'a's")
    func millionAs() {
        let message = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("agrees with the system's tool on a file of a few hundred kilobytes and at every padding boundary")
    func agreesWithSystemTool() throws {
        guard ChecksumTool.command != nil else { return }  // neither sha256sum nor shasum on this system
        let folder = NSTemporaryDirectory() + "sha256-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // One message ends just before, at and after each length where the padding needs a second block.
        let lengths = [1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 300_001]
        let source = pseudoRandomBytes(count: lengths.max()!)
        var paths: [String] = []
        var expected: [String] = []
        for length in lengths {
            let data = Data(source.prefix(length))
            let path = folder + "/\(length).bin"
            try data.write(to: URL(fileURLWithPath: path))
            paths.append(path)
            expected.append(SHA256.hex(data))
        }
        #expect(ChecksumTool.digests(ofFiles: paths) == expected)
    }

    /// Bytes that use every value and have no period a block could hide a bug in (xorshift32).
    private func pseudoRandomBytes(count: Int) -> [UInt8] {
        var state: UInt32 = 2_463_534_242
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }
}
