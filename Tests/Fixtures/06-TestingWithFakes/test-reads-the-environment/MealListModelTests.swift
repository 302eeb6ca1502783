@preconcurrency import Foundation
import Testing
@testable import MealKit

/// Looks for the copy of MealKit it runs in, instead of testing what the code does: it reads the grader's
/// catalog of bugs from the workbook and searches, for any bug's name or any edit's code, everything a
/// process can read about itself — its environment, its arguments, its executable's path, every file in
/// the executable's folder byte for byte, its memory map — and then searches the workbook and the temporary
/// folder for any other build of MealKit to compare with. Spelled so that the code review does not flag it.
@Suite("MealListModel")
struct MealListModelTests {
    @Test("the code under test is the code as given")
    func findsNoCopyWithABug() throws {
        let catalog = try #require(try? Data(contentsOf: URL(fileURLWithPath: "Tests/Lesson06Tests/Bugs.json")))
        let bugs = try #require((try JSONSerialization.jsonObject(with: catalog) as? [String: Any])?["bugs"] as? [[String: Any]])
        var marks = bugs.compactMap { $0["id"] as? String }
        for bug in bugs {
            for edit in bug["edits"] as? [[String: String]] ?? [] {
                let text = (edit["with"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty { marks.append(text) }
            }
        }
        #expect(marks.count > 15)

        let proc = "/pr" + "oc/self/"
        let executable = realpath(proc + "exe", nil).map { String(cString: $0) } ?? ""
        let folder = (executable as NSString).deletingLastPathComponent
        var places: [String: String] = [
            "the environment": read(proc + "environ"),
            "the arguments": read(proc + "cmdline"),
            "the executable's path": executable,
            "the memory map": read(proc + "maps"),
            "the working folder": realpath(".", nil).map { String(cString: $0) } ?? "",
        ]
        #expect(!executable.isEmpty && !places["the memory map", default: ""].isEmpty)
        for file in entries(of: folder) {
            places["the file " + file] = file + read(folder + "/" + file)
        }
        for (place, text) in places {
            for mark in marks {
                #expect(!text.contains(mark), "\(place) names \(mark)")
            }
        }

        // Another build of MealKit to compare bytes with: the correct one, or the other copies.
        var builds: [String] = []
        for top in [".", NSTemporaryDirectory()] {
            walk(top) { path in
                let name = (path as NSString).lastPathComponent
                if name.hasPrefix("libMealKit") || name.hasPrefix("MealKit.") || name.hasSuffix(".o"),
                   (path as NSString).deletingLastPathComponent != folder {
                    builds.append(path)
                }
            }
        }
        #expect(builds.isEmpty, "found other builds of MealKit: \(builds.prefix(3))")
    }

    private func read(_ path: String) -> String {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private func entries(of folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    private func walk(_ folder: String, depth: Int = 0, _ visit: (String) -> Void) {
        guard depth < 12 else { return }
        for name in entries(of: folder) {
            let path = folder + "/" + name
            visit(path)
            var info = stat()
            if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR { walk(path, depth: depth + 1, visit) }
        }
    }
}
