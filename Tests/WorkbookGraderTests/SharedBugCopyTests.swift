import Foundation
import Testing
@testable import GraderKit

/// The key under which the copies of a batch share lesson 06's libraries (``BugCopyBuild``): one copy's library
/// serves another only where nothing but the copy's folder differs.
@Suite("Libraries of the code under test shared between a batch's copies")
struct SharedBugCopyTests {
    let seal = Data("Sources/MealKit/Meal.swift 0123\n".utf8)
    let compiler = "/usr/bin/swiftc:1024:1700000000.0"

    /// The planned flags and linked objects of a copy at `root`.
    private func stamp(root: String, seal: Data? = nil, compiler: String? = nil, flag: String = "-Onone") -> String {
        BugCopyBuild.sharedStamp(root: root, seal: seal ?? self.seal, compiler: compiler ?? self.compiler,
                                 flags: [flag, "-I", root + "/.build/debug/Modules", "-module-cache-path", root + "/.build/debug/ModuleCache",
                                         "-package-name", "workbook"],
                                 linked: [root + "/.build/debug/AppDomain.build/Meal.swift.o"])
    }

    @Test("two copies of the batch, in folders of their own, share a library")
    func sameAcrossCopies() {
        #expect(stamp(root: "/w/.build/submission/workbook") == stamp(root: "/w/.build/submission/slot-2/workbook"))
    }

    @Test("a changed seal, compiler or flag is another library")
    func keyedByWhatBuildsIt() {
        let root = "/w/.build/submission/workbook"
        let base = stamp(root: root)
        #expect(stamp(root: root, seal: Data("Sources/MealKit/Meal.swift 4567\n".utf8)) != base)
        #expect(stamp(root: root, compiler: "/usr/bin/swiftc:1024:1800000000.0") != base)
        #expect(stamp(root: root, flag: "-O") != base)
    }
}
