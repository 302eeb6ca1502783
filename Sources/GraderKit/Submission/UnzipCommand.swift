import Foundation

/// Runs Info-ZIP's `unzip` on a submitted archive with its standard output in a file, so that a listing
/// of any length, or a stream of file contents, is kept whole and byte for byte.
enum UnzipCommand {
    /// Longest `unzip` may take: it reads a listing or writes at most a submission's capped lessons.
    static let timeLimit = 120.0

    /// Runs `unzip options archive patterns…`, its output written to `output`, and returns how it ended.
    ///
    /// With `limit`, the process may write files of at most `limit` bytes, rounded up to 512: a larger
    /// output ends it (`SIGXFSZ`), whatever sizes the archive declares. Exit codes 0 and 1 (a warning, such
    /// as an empty archive) are returned; every other failure is thrown, naming `archive`.
    static func run(_ options: [String], on archive: String, patterns: [String] = [], output: String,
                    limit: Int? = nil, scratch: String) throws -> ProcessOutcome {
        // `ulimit -f` counts 512-byte blocks in every POSIX shell, and `exec` makes the limit unzip's own.
        // Exit code 125 says the limit could not be set.
        let blocks = limit.map { String(($0 + 511) / 512) } ?? ""
        let script = #"limit=$1 out=$2; shift 2; if [ -n "$limit" ]; then ulimit -f "$limit" || exit 125; fi; "#
            + #"exec unzip "$@" > "$out""#
        // NB: unzip takes a name that starts with `-` for an option.
        let name = archive.hasPrefix("-") ? "./" + archive : archive
        let outcome: ProcessOutcome
        do {
            outcome = try ProcessRunner.run("sh", ["-c", script, "sh", blocks, output] + options + [name] + patterns,
                                            environment: ProcessInfo.processInfo.environment,
                                            outputDirectory: scratch, label: "unzip", timeout: timeLimit)
        } catch {
            throw notFound(archive)
        }
        if outcome.exitCode == 127 { throw notFound(archive) }
        if outcome.timedOut {
            throw GraderError.setup(SubmissionWords.unpack(archive: archive, .timedOut(seconds: Int(timeLimit))))
        }
        if let code = outcome.exitCode, code > 1 {
            let reason = outcome.stderr.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) }
                ?? "exit code \(code)"
            throw GraderError.setup(SubmissionWords.unpack(archive: archive, .failed(reason: reason)))
        }
        return outcome
    }

    private static func notFound(_ archive: String) -> GraderError {
        .setup(SubmissionWords.unpack(archive: archive, .unzipMissing))
    }
}
