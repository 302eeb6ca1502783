import Foundation

/// The compiler flags of the lesson targets' settings, read from `appTargetSettings` in `Package.swift`,
/// so that `--xcode-check` typechecks with exactly what SwiftPM compiles the lessons with.
///
/// Only the settings a manifest writes as literals are translated, the way SwiftPM passes them to
/// `swiftc`; any other setting is an error rather than a silent difference from the real build.
enum AppTargetSettings {
    /// The flags for the manifest at `root`, the language mode first (from `swift-tools-version`).
    static func flags(root: String) throws -> [String] {
        guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8) else {
            throw GraderError.setup(XcodeCheckWords.manifestUnreadable(root: root))
        }
        return try flags(manifest: manifest)
    }

    static func flags(manifest: String) throws -> [String] {
        guard let block = manifest.firstMatch(of: /let appTargetSettings: \[SwiftSetting\] = \[([^\]]*(?:\[[^\]]*\][^\]]*)*)\]/)?.1
        else { throw GraderError.setup(XcodeCheckWords.noAppTargetSettings) }
        let toolsMajor = manifest.firstMatch(of: /swift-tools-version:\s*([0-9]+)/).flatMap { Int($0.1) } ?? 5
        var languageMode = toolsMajor >= 6 ? "6" : "5"
        var flags: [String] = []
        for entry in entries(of: String(block)) {
            if let feature = entry.wholeMatch(of: /\.enableUpcomingFeature\("([A-Za-z0-9]+)"\)/)?.1 {
                flags += ["-enable-upcoming-feature", String(feature)]
            } else if let feature = entry.wholeMatch(of: /\.enableExperimentalFeature\("([A-Za-z0-9]+)"\)/)?.1 {
                flags += ["-enable-experimental-feature", String(feature)]
            } else if entry == ".defaultIsolation(MainActor.self)" {
                flags += ["-default-isolation", "MainActor"]
            } else if entry == ".defaultIsolation(nil)" {
                flags += ["-default-isolation", "nonisolated"]
            } else if let mode = entry.wholeMatch(of: /\.swiftLanguageMode\(\.v([0-9]+)\)/)?.1 {
                languageMode = String(mode)
            } else if let name = entry.wholeMatch(of: /\.define\("([A-Za-z0-9_]+)"\)/)?.1 {
                flags.append("-D" + name)
            } else {
                throw GraderError.setup(XcodeCheckWords.cannotTranslate(setting: entry))
            }
        }
        return ["-swift-version", languageMode] + flags
    }

    /// The entries of an array literal's body: split at top-level commas, comments and blanks left out.
    private static func entries(of body: String) -> [String] {
        let code = body.split(separator: "\n").map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined()
        var entries: [String] = []
        var depth = 0
        var current = ""
        for character in code {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if character == "," && depth == 0 {
                entries.append(current)
                current = ""
            } else if !character.isWhitespace {
                current.append(character)
            }
        }
        entries.append(current)
        return entries.filter { !$0.isEmpty }
    }
}
