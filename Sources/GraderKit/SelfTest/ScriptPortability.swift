import Foundation

/// Finds what the workbook's shell scripts use that macOS does not have: its `/bin/bash` is 3.2 and its
/// tools are BSD's, and most learners run `./grade.sh` there.
///
/// It reads `grade.sh`, `.ci/run`, `bench/*.sh` and the CI workflow (whose macOS job runs its commands on
/// a Mac) line by line, leaving out comments, and names each bash-4 construct and GNU-only option it can
/// recognise with the portable way to say the same.
struct ScriptPortability {
    let root: String

    /// A construct to avoid (a regular expression), and what to write instead.
    struct Rule: Sendable {
        let pattern: String
        let advice: String
    }

    static let rules: [Rule] = [
        (#"\b(mapfile|readarray)\b"#, "mapfile/readarray need bash 4: read lines in a `while read -r` loop"),
        (#"\b(declare|local|typeset)\s+-[a-zA-Z]*A"#, "associative arrays need bash 4: use a list or separate variables"),
        (#"\$\{[A-Za-z_][A-Za-z0-9_]*(,,?|\^\^?)\}"#, "${x,,} and ${x^^} need bash 4: use `tr '[:upper:]' '[:lower:]'`"),
        (#"\|&"#, "`|&` needs bash 4: write `2>&1 |`"),
        (#"&>>"#, "`&>>` needs bash 4: write `>>file 2>&1`"),
        (#"\bcoproc\b"#, "coproc needs bash 4"),
        (#"\bwait\s+-n\b"#, "`wait -n` needs bash 4.3: wait for each process by its pid"),
        (#"\bEPOCH(REAL)?(TIME|SECONDS)\b"#, "$EPOCHREALTIME needs bash 5: time with bash's `time` and TIMEFORMAT"),
        (#"\breadlink\s+-f\b"#, "`readlink -f` is GNU: use `cd \"$(dirname …)\" && pwd`"),
        (#"\bsed\s+(-[a-zA-Z]+\s+)*-i(\s+-e|\s+['"]?s|$)"#, "`sed -i` without a suffix is GNU: write to a temporary file and `mv` it"),
        (#"\bdate\b[^|;]*%N"#, "`date +%N` is GNU: BSD date has no nanoseconds"),
        (#"\bstat\s+(-c|--format)"#, "`stat -c` is GNU: BSD stat takes -f"),
        (#"(^|[;&|(`]\s*|\$\(\s*|\s)timeout\s"#, "`timeout` is GNU coreutils, not on macOS: end the process with kill from a background subshell"),
        (#"\bfind\b.*\s-printf\b"#, "`find -printf` is GNU: use -exec or a loop"),
        (#"\bgrep\s+(-[a-zA-Z]*P|--perl-regexp)"#, "`grep -P` is GNU: use -E"),
        (#"\bxargs\s+(-[a-zA-Z]*r|--no-run-if-empty)"#, "`xargs -r` is GNU: BSD xargs runs nothing for empty input already, so leave it out"),
        (#"\bsort\s+(-[a-zA-Z]*V|--version-sort)"#, "`sort -V` is GNU"),
    ].map { Rule(pattern: $0.0, advice: $0.1) }

    /// The scripts it reads, relative to the package.
    func scripts() -> [String] {
        let bench = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/bench")) ?? [])
            .filter { $0.hasSuffix(".sh") }.sorted().map { "bench/" + $0 }
        return (["grade.sh", ".ci/run"] + bench + [".github/workflows/ci.yml"]).filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
    }

    /// `path:line: construct — advice` for each construct found.
    func problems() -> [String] {
        var problems: [String] = []
        for script in scripts() {
            let text = (try? String(contentsOfFile: root + "/" + script, encoding: .utf8)) ?? ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                problems += Self.findings(in: Self.withoutComment(String(line))).map { "\(script):\(index + 1): \($0)" }
            }
        }
        return problems
    }

    /// `construct — advice` for each construct in one line of code — or in one command as a script ran
    /// it (`readlink -f .`), which is how the tests of `grade.sh` catch an option built at run time.
    static func findings(in code: String) -> [String] {
        rules.compactMap { rule in
            guard let pattern = try? Regex(rule.pattern), let match = code.firstMatch(of: pattern) else { return nil }
            return "`\(code[match.range].trimmingCharacters(in: .whitespaces))` — \(rule.advice)"
        }
    }

    /// The line without a comment that starts it or follows whitespace (a `#` inside `${#x}` stays).
    private static func withoutComment(_ line: String) -> String {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { return "" }
        guard let range = line.range(of: #"\s#\s"#, options: .regularExpression) else { return line }
        return String(line[..<range.lowerBound])
    }
}
