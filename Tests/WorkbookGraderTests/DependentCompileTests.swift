import Foundation
import Testing
@testable import GraderKit

/// How the direct rebuild runs a module it compiles again because an interface it reads changed.
@Suite("A dependent's compile in the direct rebuild")
struct DependentCompileTests {
    let planned = ["/usr/bin/swiftc", "-module-name", "Lesson04Tests", "-index-store-path", "/w/.build/index/store", "-j2",
                   "-index-ignore-system-modules", "-index-ignore-clang-modules", "-g"]

    private func workspace(lean: Bool, sharesCores: Bool) -> Workspace {
        var workspace = Workspace(root: "/w", solutions: false)
        workspace.leanBuild = lean
        workspace.sharesCores = sharesCores
        return workspace
    }

    @Test("a learner's own build folder compiles it as planned, whole")
    func asPlanned() {
        #expect(DirectRebuild.dependentCompile(planned, in: workspace(lean: false, sharesCores: true))
            == planned + DirectRebuild.wholeDependentCompile)
    }

    @Test("a folder the grader alone builds in leaves out the index; one core where other builds share them")
    func lean() {
        let alone = DirectRebuild.dependentCompile(planned, in: workspace(lean: true, sharesCores: false))
        #expect(alone == ["/usr/bin/swiftc", "-module-name", "Lesson04Tests", "-j2", "-g"] + DirectRebuild.wholeDependentCompile)
        let beside = DirectRebuild.dependentCompile(planned, in: workspace(lean: true, sharesCores: true))
        #expect(beside == ["/usr/bin/swiftc", "-module-name", "Lesson04Tests", "-j1", "-g"] + DirectRebuild.wholeDependentCompile)
        // A job count as a separate argument is left as it is: its number is no option.
        let separate = DirectRebuild.dependentCompile(["/usr/bin/swiftc", "-j", "2"], in: workspace(lean: true, sharesCores: true))
        #expect(separate == ["/usr/bin/swiftc", "-j", "2"] + DirectRebuild.wholeDependentCompile)
    }
}
