import Foundation

/// SHA-256 (FIPS 180-4) in plain Swift, for the seal over the files that decide a grade.
///
/// CryptoKit exists only on Apple platforms and the workbook may depend on no package, so the digest is
/// computed here. The grader is built in debug, where arrays, generic shifts and checked arithmetic are
/// many times slower than in a release build; the block function therefore works on raw pointers with
/// wrapping arithmetic and masking shifts only, which keeps the whole workbook's hashing well under a
/// tenth of a second.
///
/// ```swift
/// SHA256.hex(Data("abc".utf8))  // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
enum SHA256 {
    /// The digest of `data` as 64 lowercase hex digits, the way `sha256sum` prints it.
    static func hex(_ data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest(data) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The 32-byte digest of `data`.
    static func digest(_ data: Data) -> [UInt8] {
        let state = UnsafeMutablePointer<UInt32>.allocate(capacity: 8)
        let schedule = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer {
            state.deallocate()
            schedule.deallocate()
        }
        state.initialize(from: initialState, count: 8)
        let constants = roundConstants

        let wholeBlocks = data.count / 64
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            for block in 0..<wholeBlocks {
                compress(base + block * 64, into: state, schedule: schedule, constants: constants)
            }
        }

        // The padding: the bytes left over, a single 1 bit, zeros, and the length in bits as a big-endian
        // 64-bit number, filling one block — or two, when fewer than 9 bytes are free after the rest.
        let rest = data.suffix(data.count - wholeBlocks * 64)
        var tail = [UInt8](rest)
        tail.append(0x80)
        let tailLength = tail.count + 8 <= 64 ? 64 : 128
        tail += [UInt8](repeating: 0, count: tailLength - 8 - tail.count)
        let bitCount = UInt64(data.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitCount &>> UInt64(shift)))
        }
        tail.withUnsafeBufferPointer { buffer in
            for offset in stride(from: 0, to: tailLength, by: 64) {
                compress(buffer.baseAddress! + offset, into: state, schedule: schedule, constants: constants)
            }
        }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for index in 0..<8 {
            let word = state[index]
            bytes += [UInt8(word &>> 24), UInt8(word &>> 16 & 0xff), UInt8(word &>> 8 & 0xff), UInt8(word & 0xff)]
        }
        return bytes
    }

    /// Mixes one 64-byte block into `state`; `schedule` is scratch space for 64 words.
    private static func compress(_ block: UnsafePointer<UInt8>, into state: UnsafeMutablePointer<UInt32>,
                                 schedule w: UnsafeMutablePointer<UInt32>, constants k: UnsafePointer<UInt32>) {
        var t = 0
        while t < 16 {
            let p = block + t &* 4
            w[t] = UInt32(p[0]) &<< 24 | UInt32(p[1]) &<< 16 | UInt32(p[2]) &<< 8 | UInt32(p[3])
            t &+= 1
        }
        while t < 64 {
            let x = w[t &- 15], y = w[t &- 2]
            let sigma0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
            let sigma1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
            w[t] = w[t &- 16] &+ sigma0 &+ w[t &- 7] &+ sigma1
            t &+= 1
        }

        var a = state[0], b = state[1], c = state[2], d = state[3]
        var e = state[4], f = state[5], g = state[6], h = state[7]
        t = 0
        while t < 64 {
            let sum1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ k[t] &+ w[t]
            let sum0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
            t &+= 1
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    nonisolated(unsafe) private static let initialState: UnsafePointer<UInt32> = pointer(to: [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ])

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    nonisolated(unsafe) private static let roundConstants: UnsafePointer<UInt32> = pointer(to: [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ])

    /// A copy of `words` that lives as long as the process, so the block function can index it without
    /// the bounds checks and retain/release an array costs in a debug build.
    private static func pointer(to words: [UInt32]) -> UnsafePointer<UInt32> {
        let storage = UnsafeMutablePointer<UInt32>.allocate(capacity: words.count)
        storage.initialize(from: words, count: words.count)
        return UnsafePointer(storage)
    }
}
