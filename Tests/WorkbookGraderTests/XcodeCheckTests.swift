import Foundation
import Testing
@testable import GraderKit

/// `--xcode-check` as far as it runs without a Mac: what it typechecks, the copies it makes, the compiler
/// command with the lesson targets' settings, the report, and the plain refusal on Linux. The
/// typechecking itself runs in the macOS CI job.
@Suite("Xcode check")
struct XcodeCheckTests {
    private static let root = FixtureWorkbook.packageRoot

    @Test("each lesson whose code imports HeadlessUI is a unit; the corpus joins only under --solutions")
    func plan() throws {
        let lessons = try LessonCatalog(root: Self.root).lessons()
        let solutions = XcodeCheckPlan(root: Self.root, solutions: true, lessons: lessons)
        #expect(solutions.units.map(\.module) == ["Lesson01", "Lesson02", "Lesson03", "Lesson04", "Lesson05", "SwiftUICorpus"])
        #expect(solutions.withoutUI.map(\.number) == ["06"])
        let corpus = try #require(solutions.units.last)
        #expect(corpus.files.contains { $0.hasPrefix("Tests/SwiftUICorpusTests/Views/") })
        #expect(corpus.files.contains("Tests/SwiftUICorpusTests/SourceDocuments/GermanLesson.swift"))
        #expect(corpus.files.allSatisfy { $0.hasPrefix("Tests/SwiftUICorpusTests/") && !$0.hasSuffix("Tests.swift") })
        #expect(corpus.lessonNumber == nil)
        for unit in solutions.units.dropLast() {
            #expect(unit.files.allSatisfy { $0.hasPrefix("Solutions/") && $0.hasSuffix(".swift") })
        }
        // NB: in the self-test's copy, Lessons/ holds whatever its current phase placed there.
        let learner = XcodeCheckPlan(root: Self.root, solutions: false, lessons: lessons)
        #expect(!learner.units.isEmpty && learner.units.allSatisfy { $0.lessonNumber != nil })
        #expect(learner.units.allSatisfy { unit in unit.files.allSatisfy { $0.hasPrefix("Lessons/") } })
        #expect(learner.units.first?.name.hasPrefix("01 ") == true)
    }

    @Test("the SwiftUI copy changes only the imported module, on the same line")
    func rewrite() {
        let source = """
            import Foundation
            import HeadlessUI
              import HeadlessUI // the UI
            @_exported import HeadlessUI
            import struct HeadlessUI.Text
            // import HeadlessUI in a comment stays
            import HeadlessUIExtras
            let name = "import HeadlessUI"
            """
        let copy = XcodeCheckPlan.swiftUIVersion(of: source)
        #expect(copy == """
            import Foundation
            import SwiftUI
              import SwiftUI // the UI
            @_exported import SwiftUI
            import struct SwiftUI.Text
            // import HeadlessUI in a comment stays
            import HeadlessUIExtras
            let name = "import HeadlessUI"
            """)
        #expect(copy.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(XcodeCheckPlan.importsHeadlessUI(source))
        #expect(!XcodeCheckPlan.importsHeadlessUI("import AppDomain\n// import HeadlessUI\n"))
    }

    @Test("the lesson targets' settings come from Package.swift, as SwiftPM passes them to swiftc")
    func settings() throws {
        let flags = try AppTargetSettings.flags(root: Self.root)
        #expect(flags == ["-swift-version", "6", "-default-isolation", "MainActor",
                          "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                          "-enable-upcoming-feature", "InferIsolatedConformances"])
        // Where a build plan of this package is at hand, SwiftPM's own command for a lesson has each of them.
        let plans = [Self.root + "/.build/dev/debug.yaml", Self.root + "/.build/debug.yaml"]
        if let arguments = plans.lazy.compactMap({ BuildPlan(path: $0)?.compile("Lesson01")?.arguments }).first {
            let pairs = Set(zip(arguments, arguments.dropFirst()).map { "\($0) \($1)" })
            for index in stride(from: 0, to: flags.count, by: 2) {
                #expect(pairs.contains("\(flags[index]) \(flags[index + 1])"), "SwiftPM does not pass \(flags[index]) \(flags[index + 1])")
            }
        }
        let manifest = """
            // swift-tools-version: 6.2
            let appTargetSettings: [SwiftSetting] = [
                .swiftLanguageMode(.v5),  // older code
                .define("PREVIEWS"),
                .enableExperimentalFeature("StrictMemorySafety"),
                .defaultIsolation(nil),
            ]
            """
        #expect(try AppTargetSettings.flags(manifest: manifest)
                == ["-swift-version", "5", "-DPREVIEWS", "-enable-experimental-feature", "StrictMemorySafety",
                    "-default-isolation", "nonisolated"])
        // A setting it cannot translate is an error, never a silent difference from the real build.
        #expect(throws: GraderError.self) {
            try AppTargetSettings.flags(manifest: "let appTargetSettings: [SwiftSetting] = [.unsafeFlags([\"-Ounchecked\"])]")
        }
    }

    @Test("the typecheck command: xcrun's swiftc, the Mac's target, the module's name, the settings, the domain's modules")
    func command() {
        let unit = XcodeCheckPlan.Unit(name: "01 X", germanName: "01 X", module: "Lesson01",
                                       files: ["Lessons/01-X/A.swift", "Lessons/01-X/B.swift"], lessonNumber: "01")
        let sdk = AppleSDK(compiler: ["/usr/bin/xcrun", "--sdk", "macosx", "swiftc"], target: "arm64-apple-macos14.0")
        #expect(XcodeCheckPlan.typecheckCommand(unit, sdk: sdk, settings: ["-swift-version", "6"],
                                                modules: "/p/.build/xcode-check/debug/Modules", sourceRoot: "/copies")
                == ["/usr/bin/xcrun", "--sdk", "macosx", "swiftc", "-typecheck", "-target", "arm64-apple-macos14.0",
                    "-module-name", "Lesson01", "-parse-as-library", "-swift-version", "6",
                    "-I", "/p/.build/xcode-check/debug/Modules", "/copies/Lessons/01-X/A.swift", "/copies/Lessons/01-X/B.swift"])
    }

    @Test("the domain's modules are built for the iOS simulator's SDK and target when the check uses it, for the Mac's otherwise")
    func domainBuild() {
        let simulator = AppleSDK(compiler: ["/usr/bin/xcrun", "--sdk", "iphonesimulator", "swiftc"],
                                 target: "arm64-apple-ios17.0-simulator", path: "/SDKs/iPhoneSimulator.sdk")
        #expect(XcodeCheck.buildArguments("AppDomain", for: simulator, root: "/p", scratch: "/p/.build/xcode-check/ios-simulator")
                == ["build", "--target", "AppDomain", "--build-system", "native", "--package-path", "/p",
                    "--scratch-path", "/p/.build/xcode-check/ios-simulator",
                    "-Xswiftc", "-sdk", "-Xswiftc", "/SDKs/iPhoneSimulator.sdk", "-Xswiftc", "-target", "-Xswiftc",
                    "arm64-apple-ios17.0-simulator"])
        let mac = AppleSDK(compiler: ["/usr/bin/xcrun", "--sdk", "macosx", "swiftc"], target: "arm64-apple-macos14.0",
                           path: "/SDKs/MacOSX.sdk", isMacFallback: true)
        #expect(XcodeCheck.buildArguments("HeadlessUI", for: mac, root: "/p", scratch: "/p/.build/xcode-check/macos")
                == ["build", "--target", "HeadlessUI", "--build-system", "native", "--package-path", "/p",
                    "--scratch-path", "/p/.build/xcode-check/macos"])
        // SwiftPM of the compiler's own toolchain, not the swift on the PATH: one toolchain's modules for the other.
        #expect(simulator.swiftPM == ["/usr/bin/xcrun", "swift"] && mac.swiftPM == simulator.swiftPM)
    }

    @Test("a check against the Mac's SDK says why, and what to install for the iPhone's, in both languages")
    func macFallbackIsNamed() {
        for (language, words) in [(Language.en, "No iOS simulator SDK is installed"), (.de, "kein SDK für den iOS-Simulator")] {
            let fallback = XcodeCheckReport(target: "arm64-apple-macos14.0", macFallback: true, outcomes: [], withoutUI: [],
                                            solutions: true, language: language, style: Style(enabled: false)).render()
            #expect(fallback.contains(words))
            let simulator = XcodeCheckReport(target: "arm64-apple-ios17.0-simulator", outcomes: [], withoutUI: [],
                                             solutions: true, language: language, style: Style(enabled: false)).render()
            #expect(!simulator.contains(words))
        }
    }

    private static func error(_ path: String, _ line: Int, _ message: String) -> CompilerOutput.Error {
        CompilerOutput.Error(place: SourcePlace(path: path, line: line, column: 5), message: message)
    }

    @Test("the report names each line that fails only against SwiftUI, in English and German")
    func report() throws {
        let unit = { (number: String) in
            XcodeCheckPlan.Unit(name: "\(number) Lesson", germanName: "\(number) Lektion", module: "Lesson\(number)",
                                files: ["Lessons/\(number)-X/A.swift"], lessonNumber: number)
        }
        let outcomes = [
            XcodeCheckReport.Outcome(unit: unit("01"), errorsHere: [], errorsAgainstSwiftUI: []),
            XcodeCheckReport.Outcome(unit: unit("02"), errorsHere: [],
                                     errorsAgainstSwiftUI: [Self.error("Lessons/02-X/A.swift", 7, "cannot find 'inspect' in scope")]),
            XcodeCheckReport.Outcome(unit: unit("03"), errorsHere: [Self.error("Lessons/03-X/A.swift", 3, "x")],
                                     errorsAgainstSwiftUI: [Self.error("Lessons/03-X/A.swift", 3, "x")]),
        ]
        let english = XcodeCheckReport(target: "arm64-apple-macos14.0", outcomes: outcomes, withoutUI: [],
                                       solutions: false, language: .en, style: Style(enabled: false))
        #expect(english.status == 1)
        let text = english.render()
        #expect(text.contains("✔ 01 Lesson — compiles against SwiftUI (1 files)"))
        #expect(text.contains("✘ 02 Lesson — 1 line compiles with HeadlessUI but not against SwiftUI:\n"
                              + "    Lessons/02-X/A.swift:7:5: error: cannot find 'inspect' in scope"))
        #expect(text.contains("⚠ 03 Lesson — does not compile with HeadlessUI either; fix that first: ./grade.sh --lesson 03"))
        #expect(text.contains("1 of 3 compile against SwiftUI."))
        let german = XcodeCheckReport(target: "arm64-apple-macos14.0", outcomes: outcomes, withoutUI: [],
                                      solutions: false, language: .de, style: Style(enabled: false)).render()
        #expect(german.contains("✘ 02 Lektion — 1 Zeile kompiliert mit HeadlessUI, aber nicht gegen SwiftUI:"))
        #expect(german.contains("1 von 3 kompilieren gegen SwiftUI."))
        #expect(EnglishInGerman.englishLines(in: german).filter { !$0.contains("error:") }.isEmpty)
        let clean = XcodeCheckReport(target: "t", outcomes: [outcomes[0]], withoutUI: [], solutions: true,
                                     language: .en, style: Style(enabled: false))
        #expect(clean.status == 0)
    }

    @Test("on Linux --xcode-check says plainly that it needs a Mac, in the learner's language, and exits 2")
    func needsAMac() throws {
        #expect(try Options(parsing: ["--xcode-check", "--solutions"]).xcodeCheck)
        #if !os(macOS)
        for (language, words) in [("en", "needs a Mac with Xcode 26 (this is Linux)"),
                                  ("de", "braucht daher einen Mac mit Xcode 26 (das hier ist Linux)")] {
            var errors = ""
            let status = GraderCommand.main(arguments: ["--xcode-check", "--lang", language], root: Self.root,
                                            standardOutput: { _ in }, standardError: { errors += $0 + "\n" })
            #expect(status == 2)
            #expect(errors.contains(words), "\(errors)")
        }
        #endif
    }
}
