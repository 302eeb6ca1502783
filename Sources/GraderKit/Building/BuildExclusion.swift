import Foundation

/// What a build leaves out, as ``TestBuilder`` names it to the manifest and to ``DirectRebuild``: lessons by
/// number (`03`) and the checks of a lesson's pending steps by marker (`04.2`).
///
/// A plan that left out fewer lessons still holds every command of a build that leaves out more: the lessons
/// left out besides are neither compiled nor linked. So in a batch, where each submission leaves out the lessons
/// whose verdicts are stored, a copy whose last whole build compiled every lesson rebuilds any later submission
/// without SwiftPM, whichever lessons it leaves out.
struct BuildExclusion: Equatable {
    /// The lessons left out, by number.
    let lessons: Set<String>
    /// The pending steps left out, e.g. `04.2`.
    let steps: Set<String>

    init(_ names: [String]) {
        lessons = Set(names.filter { !$0.contains(".") })
        steps = Set(names.filter { $0.contains(".") })
    }

    /// Whether a plan that left out this can build what leaves out `wanted`: every lesson left out then is left
    /// out now, and every lesson compiled now has the same steps left out as then.
    func serves(_ wanted: BuildExclusion) -> Bool {
        lessons.isSubset(of: wanted.lessons) && steps(compiledBy: wanted) == wanted.steps(compiledBy: wanted)
    }

    /// The steps left out of the lessons that `build` compiles.
    private func steps(compiledBy build: BuildExclusion) -> Set<String> {
        steps.filter { !build.lessons.contains(String($0.prefix { $0 != "." })) }
    }

    /// The planned link of the test binary without the objects of `modules`, from a list of objects written to
    /// `listPath`; nil when the link names no list of objects or the list cannot be read or written.
    static func link(_ link: BuildPlan.Command, without modules: [String], listPath: String) -> BuildPlan.Command? {
        guard let index = link.arguments.firstIndex(where: { $0.hasPrefix("@") }),
              let list = try? String(contentsOfFile: String(link.arguments[index].dropFirst()), encoding: .utf8) else { return nil }
        let kept = list.split(separator: "\n").filter { line in !modules.contains { line.contains("/\($0).build/") } }
        guard (try? (kept.joined(separator: "\n") + "\n").write(toFile: listPath, atomically: true, encoding: .utf8)) != nil else { return nil }
        var command = link
        command.arguments[index] = "@" + listPath
        return command
    }
}
