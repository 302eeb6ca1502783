import Foundation
import Testing

/// `.github/workflows/ci.yml` is a workflow GitHub accepts, and it runs the README's test command on
/// Linux and on a Mac (there under `/bin/bash`, 3.2), plus the orphan suite and `--xcode-check --solutions`
/// on the Mac. It cannot run on these machines, so
/// this is the check that it would.
@Suite("CI workflow")
struct CIWorkflowTests {
    private static let root = FixtureWorkbook.packageRoot

    /// The keys GitHub Actions knows at each level that this workflow may use.
    private static let workflowKeys: Set = ["name", "on", "permissions", "concurrency", "env", "defaults", "jobs"]
    private static let jobKeys: Set = ["name", "runs-on", "container", "timeout-minutes", "steps", "env", "needs", "if",
                                       "strategy", "permissions", "defaults", "continue-on-error"]
    private static let stepKeys: Set = ["name", "id", "if", "uses", "run", "with", "env", "shell", "working-directory",
                                        "timeout-minutes", "continue-on-error"]

    /// The command the README gives for testing the workbook.
    private static func readmeTestCommand() throws -> String {
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("./grade.sh --self-test") })
        return String(line.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces)
    }

    @Test("ci.yml is the YAML subset the strict reader accepts, with only keys GitHub Actions knows")
    func validWorkflow() throws {
        let text = try String(contentsOfFile: Self.root + "/.github/workflows/ci.yml", encoding: .utf8)
        let workflow = try WorkflowYAML.parse(text)
        #expect(Set(workflow.keys).isSubset(of: Self.workflowKeys), "\(workflow.keys)")
        #expect(workflow["on"] != nil && workflow["name"]?.string == "CI")
        let jobs = try #require(workflow["jobs"])
        #expect(jobs.keys == ["linux", "macos"])
        for job in jobs.keys {
            let body = try #require(jobs[job])
            #expect(Set(body.keys).isSubset(of: Self.jobKeys), "\(job): \(body.keys)")
            #expect(body["runs-on"]?.string?.isEmpty == false, "\(job) names no runner")
            #expect(Int(body["timeout-minutes"]?.string ?? "") != nil, "\(job) has no time limit")
            let steps = body["steps"]?.items ?? []
            #expect(!steps.isEmpty)
            #expect(steps.first?["uses"]?.string?.hasPrefix("actions/checkout@") == true)
            for step in steps {
                #expect(Set(step.keys).isSubset(of: Self.stepKeys), "\(job): \(step.keys)")
                // A step either uses an action or runs a command, never both.
                #expect((step["uses"] == nil) != (step["run"] == nil), "\(job): \(step.keys)")
            }
        }
    }

    @Test("Linux runs in the official Swift container, macOS on macos-15 with Xcode 26; both the README's test command")
    func platformsAndCommands() throws {
        let text = try String(contentsOfFile: Self.root + "/.github/workflows/ci.yml", encoding: .utf8)
        let jobs = try #require(try WorkflowYAML.parse(text)["jobs"])
        let command = try Self.readmeTestCommand()
        #expect(command == "./grade.sh --self-test")
        let runs = { (job: String) in (jobs[job]?["steps"]?.items ?? []).compactMap { $0["run"]?.string } }
        let linux = try #require(jobs["linux"])
        #expect(linux["runs-on"]?.string?.hasPrefix("ubuntu-") == true)
        #expect(linux["container"]?.string?.firstMatch(of: /^swift:6\.[2-9]/) != nil)
        #expect(runs("linux").contains(command))
        let mac = try #require(jobs["macos"])
        #expect(mac["runs-on"]?.string == "macos-15")
        #expect(runs("macos").contains { $0.contains("/Applications/Xcode_26") && $0.contains("DEVELOPER_DIR") })
        // On the Mac through its own bash 3.2, as a learner's Terminal runs it; and the orphan suite on its own.
        #expect(runs("macos").contains("/bin/bash " + command))
        #expect(runs("macos").contains { $0.contains("swift test") && $0.contains("--filter OrphanTests") })
        #expect(runs("macos").last == "./grade.sh --xcode-check --solutions")
        // A shallow checkout has no commit that wrote the seal, so no starter to hand out.
        for job in ["linux", "macos"] {
            #expect(jobs[job]?["steps"]?.items.first?["with"]?["fetch-depth"]?.string == "0", "\(job) checks out shallow")
        }
        #expect(!runs("linux").contains { $0.contains("--xcode-check") })
    }

    @Test("the reader refuses what it does not understand, with the line")
    func strictReader() throws {
        #expect(try WorkflowYAML.parse("a: 1\nb:\n  - x\n  - y: 2\n    z: '3 # not a comment'\n")
                == .mapping([.init(key: "a", value: .scalar("1")),
                             .init(key: "b", value: .sequence([.scalar("x"), .mapping([
                                 .init(key: "y", value: .scalar("2")), .init(key: "z", value: .scalar("3 # not a comment"))])]))]))
        let refused: [(String, Int)] = [
            ("a: 1\na: 2\n", 2),                 // a repeated key
            ("a:\n\t- x\n", 2),                  // a tab
            ("a: [1, 2]\n", 1),                  // a flow sequence
            ("a: |\n  text\n", 1),               // a block scalar
            ("a: b: c\n", 1),                    // `: ` in a plain value
            ("a:\n  b: 1\n   c: 2\n", 3),        // indentation that fits no parent
            ("a: \"open\n", 1),                  // an unclosed quote
            ("a: &anchor x\n", 1),               // an anchor
            ("  a: 1\n", 1),                     // a document that does not start at column 1
        ]
        for (text, line) in refused {
            #expect(throws: WorkflowYAML.ParseError.self, "\(text)") { try WorkflowYAML.parse(text) }
            do { _ = try WorkflowYAML.parse(text) } catch let error as WorkflowYAML.ParseError { #expect(error.line == line, "\(text)") }
        }
    }
}
