// swift-tools-version: 6.2
// A miniature workbook for the grader's own tests: one lesson per outcome the grader must report.
// It mirrors the real workbook's manifest conventions (WORKBOOK_EXCLUDE, WORKBOOK_SOLUTIONS, WORKBOOK_PENDING_CHECKS).
import PackageDescription

let root = Context.environment["WORKBOOK_SOLUTIONS"] == "1" ? "Solutions" : "Lessons"
let excluded = Set((Context.environment["WORKBOOK_EXCLUDE"] ?? "").split(separator: ",").map(String.init))
let pendingChecks = (Context.environment["WORKBOOK_PENDING_CHECKS"] ?? "").split(separator: ",").map(String.init)
let lessons = ["01-Done", "02-Failing", "03-Broken", "04-Crash", "05-Hang", "06-FakePass", "07-MissingAPI"]

var targets: [Target] = []
for folder in lessons where !excluded.contains(String(folder.prefix(2))) {
    let module = "Lesson" + folder.prefix(2)
    let texts = ["README.md"] + (folder == "02-Failing" ? ["EXPLANATION.md"] : [])
    targets.append(.target(name: module, path: "\(root)/\(folder)", exclude: root == "Lessons" ? texts : []))
    let hasContract = folder == "07-MissingAPI"
    let pending = pendingChecks.filter { $0.hasPrefix(module + "Tests/") }.map { String($0.dropFirst(module.count + 6)) }
    targets.append(.testTarget(name: module + "Tests", dependencies: [.target(name: module)],
                               exclude: (hasContract ? ["Contract"] : []) + pending))
    if hasContract && pending.isEmpty {
        targets.append(.testTarget(name: module + "Contract", dependencies: [.target(name: module)],
                                   path: "Tests/\(module)Tests/Contract"))
    }
}

let package = Package(name: "FixtureWorkbook", targets: targets)
