import Foundation
import WorkbookConventions

/// Builds the executable that pictures a lesson's previews (`LessonNNGallery`, which `Package.swift` adds
/// with `WORKBOOK_GALLERY=1`), and says in the learner's words why it does not build: errors in the
/// lesson's own code, or a preview that its contract asks for and the lesson does not have yet.
///
/// For a student it builds in a folder of its own (``Workspace/gallery(root:solutions:)``), so the grading
/// build is never touched; like the grading build, it never builds stale code (``FreshnessGuard``).
struct GalleryBuild {
    let workspace: Workspace
    var language = Language.en
    var style = Style(enabled: false)
    var progress: @Sendable (String) -> Void = { _ in }

    /// What came of a build.
    enum Outcome {
        /// The gallery at this path.
        case built(String)
        /// What the learner reads instead of the pictures.
        case broken([String])
    }

    func build(_ lesson: Lesson) throws -> Outcome {
        let freshness = FreshnessGuard(workspace: workspace)
        freshness.invalidateStaleModules()
        let snapshot = freshness.snapshot()
        var environment = workspace.buildEnvironment
        environment[WorkbookVariable.gallery.name] = "1"
        let message = PreviewWords.building(lesson: lesson.number).text(in: language)
        let progress = self.progress
        progress(message)
        let watch = BuildWatch(limits: workspace.buildLimits)
        let result = try ProcessRunner.run(
            "swift", ["build", "--product", lesson.layout.galleryModule] + workspace.buildOptions
                + ["--package-path", workspace.root, "--scratch-path", workspace.scratchPath],
            environment: environment, outputDirectory: workspace.logDirectory, label: "gallery-build",
            watchdog: watch.inspect,
            onOutput: { line in
                if let step = line.firstMatch(of: /^\[(\d+)\/(\d+)\]/) { progress("\(message) [\(step.1)/\(step.2)]") }
            })
        // The lesson's code is the only code of a student's in this build; nothing is saved as compiled.
        if let stopped = watch.stopped { return .broken(doesNotCompile([stopped.problem(of: lesson, in: workspace)], lesson)) }
        // What this build compiled matches the snapshot now; the files it did not compile keep their record.
        let compiled = [FreshnessGuard.manifest, "Sources/HeadlessUI/", "Sources/AppDomain/", "Sources/PreviewGallery/",
                        workspace.folder(of: lesson) + "/", lesson.layout.galleryFolder + "/"]
        freshness.save(snapshot, exceptIn: snapshot.keys.filter { path in !compiled.contains(where: path.hasPrefix) })
        if result.succeeded { return .built(workspace.scratchPath + "/debug/" + lesson.layout.galleryModule) }
        return .broken(try explain(result.stdout + "\n" + result.stderr, of: lesson))
    }

    /// Why the gallery of `lesson` did not build, from the compiler's output.
    func explain(_ output: String, of lesson: Lesson) throws -> [String] {
        let errors = CompilerOutput.errors(in: output, root: workspace.root)
        let inLesson = errors.filter { LessonLayout.lessonNumber(ofPath: $0.place.path) == lesson.number
            && !$0.place.path.hasPrefix("Tests/") }
        if !inLesson.isEmpty {
            return doesNotCompile(inLesson.map { CompileProblem(place: $0.place, message: $0.message, notes: $0.notes) },
                                  lesson)
        }
        let inGallery = errors.filter { $0.place.path.hasPrefix(lesson.layout.galleryFolder + "/") }
        let wanted = expectations(at: inGallery.map(\.place), of: lesson)
        if !wanted.isEmpty {
            let folder = workspace.folder(of: lesson)
            let readme = HumanReport(report: GradingReport(results: [], graded: workspace.sources), style: style,
                                     language: language).readme(of: lesson)
            var lines = [PreviewWords.notYet(lesson: lesson.number).text(in: language)]
            for line in wanted {
                let expectation = language == .de ? line.german ?? line.expectation : line.expectation
                lines.append("    " + DetailWords.expectation(step: line.step, wanted: expectation).text(in: language))
                lines.append("            → " + style.bold("\(folder)/\(line.file)"))
            }
            lines.append("    " + PreviewWords.startWithStep(wanted[0].step, readme: readme, lesson: lesson.number)
                .text(in: language))
            return lines
        }
        if let first = inGallery.first {
            return [PreviewWords.galleryDoesNotCompile(lesson: lesson.number).text(in: language),
                    "    \(first.place): error: \(first.message)"]
        }
        let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
        throw GraderError.setup(PreviewWords.didNotBuild(lesson: lesson.number, tail: tail))
    }

    /// The report's own words for a lesson that does not compile, with the problems at their places.
    private func doesNotCompile(_ problems: [CompileProblem], _ lesson: Lesson) -> [String] {
        var result = LessonResult(lesson: lesson, status: .doesNotCompile)
        result.compileProblems = problems
        let report = HumanReport(report: GradingReport(results: [result], graded: workspace.sources), style: style,
                                 language: language)
        return [PreviewWords.lessonDoesNotCompile(lesson: lesson.number).text(in: language)]
            + report.details(for: result).map { "    " + $0 }
    }

    /// The contract lines of the preview providers that the gallery's failing lines name: the gallery names
    /// one provider per line, and the contract says which step asks for it.
    private func expectations(at places: [SourcePlace], of lesson: Lesson) -> [ContractLine] {
        let gallery = lines(of: lesson.layout.galleryFolder + "/main.swift")
        let providers = places.compactMap { place -> String? in
            guard let line = place.line, line >= 1, line <= gallery.count else { return nil }
            return gallery[line - 1].firstMatch(of: /(\w+_Previews)/).map { String($0.1) }
        }
        var seen = Set<ContractLine>()
        return providers.compactMap { provider in
            lines(of: lesson.layout.contractFile).lazy
                .filter { $0.contains("\(provider).") }
                .compactMap(ContractLine.init(parsing:)).first
        }.filter { seen.insert($0).inserted }.sorted { $0.step < $1.step }
    }

    private func lines(of path: String) -> [String] {
        let text = (try? String(contentsOfFile: workspace.root + "/" + path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

extension Workspace {
    /// Where `./grade.sh --preview` builds a student's (or the reference solutions') galleries: a folder of
    /// its own below `.build/gallery`, so that the grading build's cache stays as the last grading left it.
    static func gallery(root: String, solutions: Bool) -> Workspace {
        var workspace = Workspace(root: root, solutions: solutions)
        workspace.customScratchPath = root + "/.build/gallery/" + (solutions ? "solutions" : "lessons")
        workspace.leanBuild = true
        return workspace
    }
}
