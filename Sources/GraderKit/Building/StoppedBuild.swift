import Foundation
import WorkbookConventions

/// A build the grader stopped at its ``BuildLimits`` (see ``BuildWatch``): why, and what its compilers
/// were working on then, so that it becomes the problem of the lesson that was too much for them.
///
/// A stopped build is no error in the code, and a busy machine may share the blame, so its problems are
/// never remembered (``CompileProblem/buildStopped``): the next run builds the lesson again.
struct StoppedBuild: Sendable {
    /// A compiler at work when the build was stopped.
    struct Job: Sendable, Equatable {
        /// The module it compiled, e.g. `Lesson03` or `Lesson03Tests`.
        var module: String
        /// The files it compiled (`-primary-file`); none while it wrote the module's interface.
        var files: [String]

        /// Reads a command line; nil for a process that compiles no module (SwiftPM itself, a linker).
        init?(commandLine arguments: [String]) {
            guard let index = arguments.firstIndex(of: "-module-name"), index + 1 < arguments.count else { return nil }
            module = arguments[index + 1]
            files = zip(arguments, arguments.dropFirst()).filter { $0.0 == "-primary-file" }.map(\.1)
        }

        init(module: String, files: [String] = []) {
            self.module = module
            self.files = files
        }

        /// The lesson the module belongs to: the lesson's own code, its checks, contract or gallery.
        var lessonNumber: String? {
            module.firstMatch(of: /^Lesson([0-9]{2})(?:Tests|Contract|Gallery)?$/).map { String($0.1) }
        }
    }

    let reason: StopReason
    let limits: BuildLimits
    let jobs: [Job]

    /// The lessons whose modules were being compiled when the build was stopped.
    var lessonNumbers: Set<String> { Set(jobs.compactMap(\.lessonNumber)) }

    /// What the report says of `lesson`: at the one file of its folder the compiler was stuck on, when the
    /// compilers name one, else at the lesson's folder.
    func problem(of lesson: Lesson, in workspace: Workspace) -> CompileProblem {
        let folder = workspace.folder(of: lesson)
        let files = Set(jobs.filter { $0.lessonNumber == lesson.number }.flatMap(\.files)
            .map { CompilerOutput.relative($0, to: workspace.root) }.filter { $0.hasPrefix(folder + "/") })
        var problem = CompileProblem(place: SourcePlace(path: files.count == 1 ? files.first! : folder),
                                     BuildWords.compilerStopped(reason, limits: limits))
        problem.buildStopped = true
        return problem
    }

    /// Why the compiler was stopped, and what in a student's code makes it work without end.
    func message(in language: Language) -> String {
        BuildWords.compilerStopped(reason, limits: limits).text(in: language)
    }

    /// The error when no lesson's code was being compiled at the stop (SwiftPM, the support code or the
    /// link took that long): no lesson is to blame, so none is graded rather than each marked broken.
    var unattributed: GraderError { .setup(BuildWords.stoppedOutsideLessons(reason, limits: limits)) }
}
