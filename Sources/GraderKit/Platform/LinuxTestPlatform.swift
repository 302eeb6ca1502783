import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Linux: the checks are an executable that runs Swift Testing itself (~10 ms a start), and `/proc`
/// tells every process's parent, environment and memory.
struct LinuxTestPlatform: TestPlatform {
    var name: String { "Linux" }
    var runsCopies: Bool { true }
    var replaysBuildPlan: Bool { true }

    func testProduct(in scratchPath: String) -> TestProduct? {
        let folder = scratchPath + "/debug"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(TestProducts.suffix) {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: path) {
                return .executable(path)
            }
        }
        return nil
    }

    func launch(_ product: TestProduct, arguments: [String], environment: [String: String],
                workspace: Workspace) throws -> TestLaunch {
        TestLaunch(executable: product.binaryPath, arguments: ["--testing-library", "swift-testing"] + arguments,
                   environment: environment, isDirect: true)
    }

    func parentTable() -> [pid_t: pid_t] {
        var table: [pid_t: pid_t] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in names {
            guard let pid = pid_t(name),
                  let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let parent = Self.parent(inStat: stat) else { continue }
            table[pid] = parent
        }
        return table
    }

    /// The parent's pid in a `/proc/<pid>/stat` line: after "pid (comm)", the state, then the parent.
    /// NB: from the last `)`, since the command's name may itself hold parentheses and spaces.
    static func parent(inStat stat: String) -> pid_t? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// Nothing to remember: the grader adopts what escapes (``adoptOrphans()``) and reads its environment.
    func track(_ pid: pid_t) {}

    /// The grader's children that it did not start itself are orphans it adopted (see ``adoptOrphans()``).
    func escapedProcesses(tagged tag: String) -> [pid_t] {
        // The grader's own children: from its threads' lists, not from every process of the system.
        ProcessTree.children(of: getpid()).filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == tag }
        }
    }

    func adoptOrphans() {
        // NB: `prctl` is variadic in C, so Swift cannot import it; called through a plain signature, which
        // passes integer arguments the same way on Linux.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        _ = prctl(36 /* PR_SET_CHILD_SUBREAPER */, 1, 0, 0, 0)
    }

    func residentMegabytes(of pid: pid_t) -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8),
              let pages = Int(statm.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024)
    }

    func commandLine(of pid: pid_t) -> [String]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    func appleSDK() -> AppleSDK? { nil }
}

/// Names shared by the platforms' test products.
enum TestProducts {
    /// SwiftPM names the product of all test targets `<Package>PackageTests.xctest` on every system.
    static let suffix = productSuffix + ".xctest"
    /// What SwiftPM appends to the package's name for that product, which `swift build --product` builds.
    static let productSuffix = "PackageTests"
}
