import Foundation
import Testing
@testable import GraderKit

/// The attacks on the grade that worked before student code ran in a sandbox, each from code the review
/// cannot see (`Tests/GraderFixtures/Hostile`): none changes a verdict, touches a file or a process of the
/// grader's, or outlives the run. Each lesson answers wrong, so "done" or a point would be a forgery.
///
/// On Linux these need bubblewrap's namespaces, which CI installs; elsewhere they are not run.
@Suite("The sandbox", .serialized, .enabled(if: Platforms.current.name == "Linux"))
struct SandboxTests {
    let workbook = FixtureWorkbook.hostile

    init() throws {
        try #require(Sandbox.forStudentCode.level == .namespaces,
                     "the sandbox needs bubblewrap here: \(Sandbox.forStudentCode.report.line(in: .en))")
    }

    /// Each lesson's score and status in a JSON results document.
    private func lessons(inJSON text: String) throws -> [String: (score: Int, status: String)] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(document["lessons"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: entries.map { entry in
            (entry["number"] as? String ?? "", (entry["score"] as? Int ?? -1, entry["status"] as? String ?? ""))
        })
    }

    @Test("results rewritten through the path in the arguments, or passes added to the channel before a quiet exit, earn nothing")
    func forgedOwnResults() throws {
        let armed = ["WORKBOOK_HOSTILE": "rewriter,appender"]
        for lesson in ["03", "04"] {
            let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", lesson, "--json"],
                                               environment: armed)
            let graded = try lessons(inJSON: result.output)
            #expect(graded[lesson]?.score == 0 && graded[lesson]?.status != "done", "\(result.output)\n\(result.errors)")
        }
        // The same as a graded submission, and on Gradescope.
        let (parent, folder) = try workbook.handedIn(as: "mallory")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let submitted = try GraderProcess.run(in: workbook.root, arguments: ["--submission", folder, "--json"],
                                              environment: armed)
        let graded = try lessons(inJSON: submitted.output)
        #expect(graded["03"]?.score == 0 && graded["04"]?.score == 0, "\(submitted.output)")
        let autograder = parent + "/autograder"
        try FileManager.default.createDirectory(atPath: autograder, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder, toPath: autograder + "/submission")
        _ = try GraderProcess.run(in: workbook.root, arguments: ["--gradescope"],
                                  environment: armed.merging([GradescopeRun.rootVariable: autograder]) { $1 })
        let results = try #require(FileManager.default.contents(atPath: autograder + "/results/results.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: results) as? [String: Any])
        #expect(document["score"] as? Int == 0, "\(String(decoding: results, as: UTF8.self))")
    }

    @Test("a submission's code cannot write the instructor's grade.sh, nor any other file of the workbook")
    func instructorFilesStayUntouched() throws {
        let before = try workbook.read("grade.sh")
        let (parent, folder) = try workbook.handedIn(as: "mallory")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--submission", folder],
                                           environment: ["WORKBOOK_HOSTILE": "overwriter"])
        #expect(result.output.contains("✘ 06 Overwriter"), "\(result.output)\n\(result.errors)")
        #expect(try workbook.read("grade.sh") == before)
        // Nor the private copy's, which the next submission is graded in.
        let copies = FileManager.default.enumerator(atPath: workbook.root + "/.build/submission")?
            .compactMap { $0 as? String }.filter { $0.hasSuffix("/grade.sh") } ?? []
        for copy in copies {
            let text = try String(contentsOfFile: workbook.root + "/.build/submission/" + copy, encoding: .utf8)
            #expect(!text.contains("forged-by-a-submission"), "\(copy) was changed")
        }
        #expect(result.output.contains("Sandbox: sandboxed (bubblewrap)"), "\(result.output)")
    }

    @Test("nothing a check starts outlives the run: no helper rewrites the gradebook once the batch has ended")
    func nothingOutlivesTheRun() throws {
        let (parent, folder) = try workbook.handedIn(as: "mallory")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let submissions = parent + "/week3"
        try FileManager.default.createDirectory(atPath: submissions, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder, toPath: submissions + "/mallory")
        let gradebook = parent + "/grades.csv"
        try? FileManager.default.removeItem(atPath: "/tmp/hostile-escaper-helper")
        let result = try GraderProcess.run(in: workbook.root,
                                           arguments: ["--submissions", submissions, "--gradebook", gradebook],
                                           environment: ["WORKBOOK_HOSTILE": "escaper"])
        #expect(result.status != nil, "the batch never ended")
        let written = try String(contentsOfFile: gradebook, encoding: .utf8)
        #expect(written.contains("mallory,05-Escaper,0,"), "\(written)")
        // The helper waits four seconds before it writes.
        Thread.sleep(forTimeInterval: 6)
        #expect(try String(contentsOfFile: gradebook, encoding: .utf8) == written)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/hostile-escaper-helper"))
        #expect(FixtureWorkbook.processes(matching: "hostile-escaper-helper") == "")
        #expect(FixtureWorkbook.processes(matching: workbook.root + "/.build/.*PackageTests") == "")
    }

    @Test("one lesson's code cannot find another lesson's test process and forge its results")
    func lessonsCannotSeeEachOther() throws {
        // Lessons 01 and 02 start side by side; 01 looks for 02's process while 02 takes three seconds.
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--time-limit", "8"],
                                           environment: ["WORKBOOK_HOSTILE": "neighbour"])
        #expect(result.output.contains("✘ 02 Victim — 0 of 1 checks pass"), "\(result.output)\n\(result.errors)")
        #expect(result.output.contains("✘ 01 Neighbour — 0 of 1 checks pass"), "\(result.output)")
    }

    @Test("a check cannot stop the grader: the time limit ends the check, and the grader reports")
    func graderCannotBeStopped() throws {
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", "07", "--time-limit", "3"],
                                           environment: ["WORKBOOK_HOSTILE": "stopper"], seconds: 300)
        #expect(result.status == 1, "the grader did not end by itself: \(result.output)\n\(result.errors)")
        #expect(result.output.contains("07 Stopper"), "\(result.output)")
    }

    @Test("a check cannot write GitHub commands to the grader's output, nor a result to GITHUB_OUTPUT")
    func gitHubCommandsStayTheGrader() throws {
        let folder = NSTemporaryDirectory() + "hostile-github-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--github", "--lesson", "08"], environment: [
            "WORKBOOK_HOSTILE": "announcer", "GITHUB_OUTPUT": folder + "/output", "GITHUB_STEP_SUMMARY": folder + "/summary",
        ])
        #expect(!result.output.contains("forged-by-a-check"), "\(result.output)")
        // Nothing before the fence: the grader speaks first, before any student code runs.
        #expect(result.output.hasPrefix("::stop-commands::"), "\(result.output)")
        let output = try String(contentsOfFile: folder + "/output", encoding: .utf8)
        #expect(!output.contains("forged-by-a-check") && output.hasPrefix("result="), "\(output)")
    }
}

/// Where the system refuses namespaces but the grader runs as root, the code runs as a throwaway user:
/// what it leaves behind ends with it, and the report says which protection held. Only where a throwaway user
/// can reach the workbook: in a clone under a folder closed to other users (`mktemp -d`), the grader runs the
/// code as its own user instead and says why, which `SandboxPlanTests` proves.
@Suite("The sandbox without namespaces", .serialized,
       .enabled(if: Platforms.current.name == "Linux" && geteuid() == 0 && Sandbox.forStudentCode.tools.setpriv != nil
                && SandboxUser.firstClosed(among: [FixtureWorkbook.packageRoot]) == nil))
struct SeparateUserTests {
    let workbook = FixtureWorkbook.hostile

    @Test("a throwaway user's helpers end with its run, and the report names the weaker sandbox")
    func throwawayUser() throws {
        try? FileManager.default.removeItem(atPath: "/tmp/hostile-escaper-helper")
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", "05", "--json"], environment: [
            "WORKBOOK_HOSTILE": "escaper", Sandbox.levelVariable: SandboxLevel.separateUser.rawValue,
        ])
        #expect(result.output.contains(#""level" : "separate-user""#), "\(result.output)\n\(result.errors)")
        Thread.sleep(forTimeInterval: 6)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/hostile-escaper-helper"))
        #expect(FixtureWorkbook.processes(matching: "hostile-escaper-helper") == "")
    }
}

/// What a red team found next, against the sandbox itself: a whole run forged in the checked code's own
/// stream, records that keep the watchdog busy, memory outside the test process, the reference solutions
/// in reach, and escape sequences in a message.
extension SandboxTests {
    @Test("a whole run forged into the stream, with the runner silenced or the process ended at once, earns nothing")
    func forgedWholeRuns() throws {
        for (lesson, attack) in [("09", "silencer"), ("10", "quitter")] {
            let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", lesson, "--json"],
                                               environment: ["WORKBOOK_HOSTILE": attack])
            let graded = try lessons(inJSON: result.output)
            #expect(graded[lesson]?.score == 0 && graded[lesson]?.status == "needs review", "\(result.output)\n\(result.errors)")
        }
    }

    @Test("records made up to look busy keep no check running: a process gets its checks' time and no more")
    func busyRecordsDoNotHang() throws {
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", "11", "--time-limit", "2"],
                                           environment: ["WORKBOOK_HOSTILE": "blinder"], seconds: 300)
        #expect(result.status == 1, "the grader did not end by itself: \(result.output)\n\(result.errors)")
        #expect(result.output.contains("11 Blinder"), "\(result.output)")
        #expect(!result.output.contains("✔ 11"), "\(result.output)")
    }

    @Test("a check gets no more memory in /dev/shm or in a child than it may")
    func memoryOutsideTheProcess() throws {
        for attack in ["shm", "child"] {
            let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", "12", "--json"],
                                               environment: ["WORKBOOK_HOSTILE": attack])
            let graded = try lessons(inJSON: result.output)
            #expect(graded["12"]?.score == 0, "\(attack): \(result.output)\n\(result.errors)")
        }
    }

    @Test("a lesson's code finds no reference solution to read, in a submission or in the workbook")
    func noSolutionsInReach() throws {
        let armed = ["WORKBOOK_HOSTILE": "reader"]
        let own = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", "13"], environment: armed)
        #expect(own.output.contains("✘ 13 Reader — 0 of 1 checks pass"), "\(own.output)\n\(own.errors)")
        let (parent, folder) = try workbook.handedIn(as: "mallory")
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let submitted = try GraderProcess.run(in: workbook.root, arguments: ["--submission", folder, "--json"],
                                              environment: armed)
        #expect(try lessons(inJSON: submitted.output)["13"]?.score == 0, "\(submitted.output)")
        #expect(!FileManager.default.fileExists(atPath: workbook.root + "/.build/submission/workbook/Solutions"))
    }

    @Test("escape sequences in a message are shown, never obeyed by the terminal")
    func escapeSequencesAreShown() throws {
        let result = try GraderProcess.run(in: workbook.root, arguments: ["--lesson", "14"])
        #expect(result.output.contains("✘ 14 Painter — 0 of 1 checks pass"), "\(result.output)")
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(result.output)")
        #expect(result.output.contains("␛[1A␛[2K␍"), "\(result.output)")
    }
}
