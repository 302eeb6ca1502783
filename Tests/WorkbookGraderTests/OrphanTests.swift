import Foundation
import Testing
@testable import GraderKit

/// What a check leaves running ends with the run on every system — on Linux through the sandbox's process
/// namespace or, without it, the grader's subreaper; on macOS, which has neither, through the kernel's
/// record of who started whom and the check's process group (``DarwinProcesses``). The macOS CI job runs
/// this suite, so there it proves the Mac's path on a real Mac.
@Suite("Nothing a check leaves running outlives the run", .serialized)
struct OrphanTests {
    let workbook = FixtureWorkbook.hostile
    static let marker = "hostile-escaper-loop"

    /// Without a sandbox, as on a Mac: on Linux the sandbox's process namespace would end the loop by
    /// itself (``SandboxTests`` shows that), so only the grader's own sweep is tested here.
    @Test("a shell that starts a loop in the background and ends at once: the loop ends with the run")
    func backgroundLoop() throws {
        let environment = ["WORKBOOK_HOSTILE": "loop", Sandbox.levelVariable: SandboxLevel.none.rawValue]
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", "05"], environment: environment)
        #expect(result.output.contains("05 Escaper"), "\(result.output)\n\(result.errors)")
        // The loop would still be there: it never ends by itself.
        Thread.sleep(forTimeInterval: 1)
        let left = FixtureWorkbook.processes(matching: Self.marker)
        #expect(left == "", "left running after the run: \(left)")
        if !left.isEmpty { Self.endLeftovers() }
    }

    /// Ends what a failed run left, so that the next test starts clean.
    private static func endLeftovers() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkill", "-f", marker]
        try? process.run()
        process.waitUntilExit()
    }
}
