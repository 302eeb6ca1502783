import Foundation

/// Grades a folder of submissions — each subfolder or `.zip` one student's, named by the student's id —
/// side by side, and writes a gradebook: a CSV row per student and lesson, and each student's JSON
/// results next to it. A submission whose lesson files did not change since the last run keeps its
/// rows; one that cannot be graded gets error rows, and the others are graded all the same.
struct BatchGrader {
    /// The instructor's workbook.
    let root: String
    /// Its lessons.
    let catalog: LessonCatalog
    /// The folder of submissions.
    let folder: String
    /// The CSV file to write.
    let gradebook: String
    /// How many submissions are graded at once.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var timeLimit = GradingLimits.defaultTimeLimit
    /// How long and with how much memory each build of a submission's lessons may run.
    var buildLimits = BuildLimits.current
    var progress: @Sendable (String) -> Void = { _ in }
    /// The language of the progress lines.
    var language = Language.en
    /// Whether a lesson graded before, in this class or another, keeps its stored verdict (``VerdictCache``).
    var usesVerdicts = true

    /// One student's outcome.
    struct Entry: Sendable {
        let student: String
        var rows: [Gradebook.Row]
        /// Why the submission could not be graded, if it could not.
        var error: (any Error)?
        /// Whether its rows were kept from the last run.
        var unchanged = false
    }

    /// Grades every submission and writes the gradebook; returns each student's entry, in name order.
    func run() throws -> [Entry] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasPrefix(".") && (isFolder(folder + "/" + $0) || $0.lowercased().hasSuffix(".zip")) }.sorted()
        guard !names.isEmpty else {
            throw GraderError.usage(SubmissionWords.noSubmissions(folder: folder))
        }
        let output = (gradebook as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: output.isEmpty ? "." : output, withIntermediateDirectories: true)
        let cache = Gradebook.Cache(path: root + "/.build/submission/gradebook-cache.json")
        let previous = cache.load()
        let seal = SHA256.hex(FileManager.default.contents(atPath: root + "/" + SupportFileSeal.file) ?? Data())
        // Read once for the batch, and only when a submission is graded: every submission's left-out lessons
        // are graded as committed, and a lesson seen before keeps its verdict.
        let inputs = SharedInputs { [catalog, root, usesVerdicts, timeLimit, buildLimits] in
            (try? PristineStarters.read(catalog, root: root),
             usesVerdicts ? VerdictCache.current(root: root, timeLimit: timeLimit, buildLimits: buildLimits) : nil)
        }
        let slots = SlotPool(count: max(1, min(jobs, names.count)))
        // Made again by the batch that uses it: nothing of an earlier batch's builds is kept there. The copies of an
        // earlier grader, named `workbook-2` and so on, are no longer used.
        try? FileManager.default.removeItem(atPath: root + "/" + Self.sharedBugCopies)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: root + "/.build/submission")) ?? []
        where name.firstMatch(of: /^workbook-[0-9]+$/) != nil {
            try? FileManager.default.removeItem(atPath: root + "/.build/submission/" + name)
        }
        let claims = VerdictClaims()
        let memo = RoundMemo()
        let clock = BatchClock(total: names.count, language: language, progress: progress)
        // Ctrl-C ends the grader: what is finished by then still makes a gradebook, marked incomplete.
        let finished = FinishedEntries(students: names.map(Self.student(named:)))
        ChildProcesses.onTermination { [gradebook, language, progress] in
            guard let partial = finished.partialGradebook() else { return }
            try? partial.gradebook.write(to: gradebook)
            progress(SubmissionWords.stoppedGradebook(path: gradebook, finished: partial.finished, of: names.count)
                .text(in: language))
        }
        defer { finished.close() }
        // The biggest first, so that no large one starts last and keeps the others' cores idle.
        let sizes = Dictionary(uniqueKeysWithValues: names.map { ($0, size(of: $0)) })
        let order = names.sorted { (sizes[$0] ?? 0, $1) > (sizes[$1] ?? 0, $0) }
        // Counted as finished before its report appears: whoever sees the report and presses Ctrl-C then finds the
        // submission in the gradebook that is left.
        let record = { @Sendable (name: String, outcome: Graded) -> (Entry, String?) in
            defer { clock.finished(name) }
            var (entry, fingerprint) = (outcome.entry, outcome.fingerprint)
            finished.add(entry)
            do {
                try outcome.json?.write(toFile: output + "/" + entry.student + ".json", atomically: true, encoding: .utf8)
            } catch {
                // A report that cannot be written makes the row an error, as any other failure to grade the submission does.
                entry = Entry(student: entry.student, rows: [Gradebook.errorRow(student: entry.student, error: "\(error)")],
                              error: error)
                fingerprint = nil
                finished.add(entry)
            }
            return (entry, fingerprint)
        }
        // First every submission as far as it goes without waiting for verdicts another grader is working out (a
        // grader's copy moves on to the next meanwhile), then those that wait, whose verdicts are mostly stored by then.
        let begun = try ParallelMap.run(order, width: slots.count) { name -> (recorded: (Entry, String?)?, waiting: Waiting?) in
            let slot = slots.take()
            defer { slots.give(back: slot) }
            switch begin(name, slot: slot, previous: previous, seal: seal, inputs: inputs, claims: claims, memo: memo, jsonFolder: output) {
            case .graded(let outcome): return (record(name, outcome), nil)
            case .waiting(let waiting): return (nil, waiting)
            }
        }
        let finishedLater = try ParallelMap.run(begun.compactMap(\.waiting), width: slots.count) { waiting -> (Entry, String?) in
            let slot = slots.take()
            defer { slots.give(back: slot) }
            return record(waiting.name, finish(waiting, slot: slot, inputs: inputs, claims: claims, memo: memo))
        }
        let graded = begun.compactMap(\.recorded) + finishedLater
        // Once Ctrl-C is ending the grader, what its stopped processes left is no result: the gradebook is the
        // one the signal's cleanup writes.
        ChildProcesses.parkWhileEnding()
        let entries = graded.sorted { $0.0.student < $1.0.student }
        var fingerprints = previous
        for (entry, fingerprint) in entries { fingerprints[entry.student] = fingerprint.map { .init(fingerprint: $0, rows: entry.rows) } }
        cache.save(fingerprints)
        try Gradebook(rows: entries.flatMap(\.0.rows)).write(to: gradebook)
        return entries.map(\.0)
    }

    /// Where the batch's copies share lesson 06's libraries of the code under test: each copy would build the same
    /// sixteen (about 21 CPU-s on 2 cores), and a class that hands in the lesson both as given and worked on has
    /// them graded in two copies.
    static let sharedBugCopies = ".build/submission/bug-copies"

    /// The student's id: the submission's name without `.zip`.
    static func student(named name: String) -> String {
        name.lowercased().hasSuffix(".zip") ? String(name.dropLast(4)) : name
    }

    /// The bytes a submission holds: the `.zip`'s size, or every file's in the folder.
    private func size(of name: String) -> Int {
        let path = folder + "/" + name
        guard isFolder(path) else { return (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        var total = 0
        let enumerator = FileManager.default.enumerator(atPath: path)
        while enumerator?.nextObject() != nil { total += (enumerator?.fileAttributes?[.size] as? Int) ?? 0 }
        return total
    }

    /// A submission's entry, the fingerprint of what was graded, and the JSON report for the gradebook's folder
    /// (none when unchanged: the report there is still this one).
    typealias Graded = (entry: Entry, fingerprint: String?, json: String?)

    /// A submission graded but for verdicts other graders were working out.
    struct Waiting: Sendable {
        let name: String
        let started: SubmissionGrader.Started
        let fingerprint: String
    }

    /// How far a submission got without waiting.
    enum Begun {
        case graded(Graded)
        case waiting(Waiting)
    }

    /// Grades one submission in private copy `slot` as far as it goes without waiting, or keeps its last rows
    /// when nothing changed.
    private func begin(_ name: String, slot: Int, previous: [String: Gradebook.Cache.Record], seal: String,
                       inputs: SharedInputs, claims: VerdictClaims, memo: RoundMemo, jsonFolder: String) -> Begun {
        let student = Self.student(named: name)
        do {
            let submission = try SubmissionFolder(path: folder + "/" + name, scratch: root + "/.build/submission/unpacked-\(slot)-check")
            defer { submission.removeUnpacked() }
            let fingerprint = Self.fingerprint(of: submission, lessons: catalog.lessons(), seal: seal)
            if usesVerdicts, let record = previous[student], record.fingerprint == fingerprint,
               FileManager.default.fileExists(atPath: jsonFolder + "/" + student + ".json") {
                return .graded((Entry(student: student, rows: record.rows, unchanged: true), fingerprint, nil))
            }
            let grader = grader(of: name, slot: slot, inputs: inputs, claims: claims, memo: memo)
            let started = try grader.start()
            if !started.unknown.isEmpty { return .waiting(Waiting(name: name, started: started, fingerprint: fingerprint)) }
            return .graded(Self.graded(student, report: try grader.finish(started), fingerprint: fingerprint))
        } catch {
            return .graded(Self.failed(student, error))
        }
    }

    /// Finishes a submission that waited for other graders' verdicts, in private copy `slot`.
    private func finish(_ waiting: Waiting, slot: Int, inputs: SharedInputs, claims: VerdictClaims, memo: RoundMemo) -> Graded {
        let student = Self.student(named: waiting.name)
        do {
            let report = try grader(of: waiting.name, slot: slot, inputs: inputs, claims: claims, memo: memo).finish(waiting.started)
            return Self.graded(student, report: report, fingerprint: waiting.fingerprint)
        } catch {
            return Self.failed(student, error)
        }
    }

    /// The grader of submission `name` in private copy `slot`.
    private func grader(of name: String, slot: Int, inputs: SharedInputs, claims: VerdictClaims, memo: RoundMemo) -> SubmissionGrader {
        var grader = SubmissionGrader(root: root, catalog: catalog, submissionPath: folder + "/" + name)
        grader.timeLimit = timeLimit
        grader.buildLimits = buildLimits
        grader.language = language
        // The first slot shares the single submission's copy, so its build serves both. Every copy's folder is named
        // `workbook`, which SwiftPM makes the package's name: the copies then compile alike, and share what they can.
        grader.copyFolder = ".build/submission/" + (slot == 1 ? "" : "slot-\(slot)/") + "workbook"
        grader.unpackFolder = ".build/submission/unpacked-\(slot)"
        grader.sharedBugCopies = root + "/" + Self.sharedBugCopies
        grader.sharesCores = jobs > 1
        (grader.starters, grader.verdicts) = inputs.value
        grader.claims = claims
        grader.memo = memo
        return grader
    }

    private static func graded(_ student: String, report: GradingReport, fingerprint: String) -> Graded {
        let json = JSONReport.render(report, settings: ReportSettings())
        // A build stopped at its limits is no verdict on the submission (a busy machine may share the
        // blame), so its rows are not kept: the next run grades it again.
        let stopped = report.results.contains { $0.compileProblems.contains { $0.buildStopped == true } }
        return (Entry(student: student, rows: Gradebook.rows(student: student, report: report)), stopped ? nil : fingerprint, json)
    }

    private static func failed(_ student: String, _ error: any Error) -> Graded {
        (Entry(student: student, rows: [Gradebook.errorRow(student: student, error: "\(error)")], error: error), nil,
         JSONReport(error: "\(error)", graded: .lessons).encoded())
    }

    /// What decides a submission's grade: its lesson files, the links that keep lessons from being read,
    /// and the checks' seal.
    static func fingerprint(of submission: SubmissionFolder, lessons: [Lesson], seal: String) -> String {
        var data = Data(seal.utf8)
        for lesson in lessons {
            switch submission.lesson(lesson) {
            case .files(let files):
                for (name, content) in files.sorted(by: { $0.key < $1.key }) {
                    data.append(Data("\u{0}\(lesson.folder)/\(name)\u{0}".utf8))
                    data.append(content)
                }
            case .refused(let links):
                for link in links { data.append(Data("\u{0}\(lesson.folder)\u{0}link\u{0}\(link.path)".utf8)) }
            case .missing:
                break
            }
        }
        return SHA256.hex(data)
    }

    private func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

/// The submissions a batch has finished, for the gradebook that Ctrl-C leaves: each student's rows, and a
/// row marked incomplete for each one not finished. Closed once the batch wrote its own gradebook.
final class FinishedEntries: @unchecked Sendable {
    private let lock = NSLock()
    private let students: [String]
    private var entries: [String: BatchGrader.Entry] = [:]
    private var isClosed = false

    init(students: [String]) { self.students = students }

    /// NB: once Ctrl-C is ending the grader, a submission that finishes failed because its processes were
    /// stopped; it stays marked incomplete.
    func add(_ entry: BatchGrader.Entry) {
        guard !ChildProcesses.isEnding else { return }
        lock.withLock { entries[entry.student] = entry }
    }

    func close() { lock.withLock { isClosed = true } }

    /// The gradebook so far and how many submissions it holds; nil once the batch finished by itself.
    func partialGradebook() -> (gradebook: Gradebook, finished: Int)? {
        lock.withLock {
            guard !isClosed else { return nil }
            let rows = students.flatMap { entries[$0]?.rows ?? [Gradebook.incompleteRow(student: $0)] }
            return (Gradebook(rows: rows), entries.count)
        }
    }
}

/// The committed starters and the verdict cache of a batch, made on first use: a batch whose submissions
/// are all unchanged reads neither git nor `swift --version`.
final class SharedInputs: @unchecked Sendable {
    private let lock = NSLock()
    private let make: () -> (PristineStarters?, VerdictCache?)
    private var made: (PristineStarters?, VerdictCache?)?

    init(_ make: @escaping () -> (PristineStarters?, VerdictCache?)) { self.make = make }

    var value: (PristineStarters?, VerdictCache?) {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
