// swift-tools-version: 6.2
// A miniature workbook for the grader's own tests of its sandbox: each lesson gives a wrong answer and,
// when a test arms it (WORKBOOK_HOSTILE), attacks the grade from code the review cannot see — the
// attacks an attacker's review found, each of which worked before the sandbox.
import PackageDescription

let excluded = Set((Context.environment["WORKBOOK_EXCLUDE"] ?? "").split(separator: ",").map(String.init))
let lessons = ["01-Neighbour", "02-Victim", "03-Rewriter", "04-Appender", "05-Escaper", "06-Overwriter",
               "07-Stopper", "08-Announcer", "09-Silencer", "10-Quitter", "11-Blinder", "12-Hog", "13-Reader",
               "14-Painter"]

// The attacks live in a support module: the code review reads lessons only, so they get past it, as code
// that hides from the review would.
var targets: [Target] = [.target(name: "HostileSupport")]
for folder in lessons where !excluded.contains(String(folder.prefix(2))) {
    let module = "Lesson" + folder.prefix(2)
    targets.append(.target(name: module, dependencies: ["HostileSupport"], path: "Lessons/\(folder)",
                           exclude: ["README.md"]))
    targets.append(.testTarget(name: module + "Tests", dependencies: [.target(name: module)]))
}

let package = Package(name: "HostileWorkbook", targets: targets)
