import Foundation

/// `./grade.sh --xcode-check`: typechecks each lesson's views against the real SwiftUI in the iOS simulator's
/// SDK (the Mac's where Xcode has no iOS platform, saying so), with the lesson targets' settings, and names
/// every line that compiles with HeadlessUI but not there.
///
/// The workbook promises that code written against HeadlessUI compiles in an Xcode app after changing
/// only the import; a Mac is the one place that promise can be checked. Each unit of ``XcodeCheckPlan``
/// is typechecked twice with the same command: as written (against HeadlessUI built for the same target), and
/// as a copy below `.build/xcode-check/swiftui/` that imports SwiftUI. An error only the copy has is a line
/// where HeadlessUI differs from SwiftUI. The domain module (and HeadlessUI) are built for the SDK's target
/// by SwiftPM in a scratch folder of their own, apart from the grading builds.
struct XcodeCheck {
    let root: String
    var solutions = false
    /// The lessons to check: every lesson, or the one `--lesson` names.
    var lessons: [Lesson] = []
    var language = Language.en
    var style = Style(enabled: false)
    var platform: any TestPlatform = Platforms.current
    /// How long and with how much memory each typecheck of a lesson's code may run.
    var buildLimits = BuildLimits.current
    var progress: @Sendable (String) -> Void = { _ in }

    private var scratch: String { root + "/.build/xcode-check" }

    /// Runs the check; the report and the exit status (0 when every unit compiles against SwiftUI).
    func run() throws -> (report: String, status: Int32) {
        guard let sdk = platform.appleSDK() else { throw Self.needsAMac(platform: platform.name) }
        // The domain's modules for the SDK's target, apart from those of the other SDK.
        let modulesScratch = scratch + "/" + (sdk.isMacFallback ? "macos" : "ios-simulator")
        let plan = XcodeCheckPlan(root: root, solutions: solutions, lessons: lessons)
        let settings = try AppTargetSettings.flags(root: root)
        try FileManager.default.createDirectory(atPath: scratch + "/logs", withIntermediateDirectories: true)
        for module in ["AppDomain", "HeadlessUI"] { try build(module, for: sdk, in: modulesScratch) }
        let copies = scratch + "/swiftui"
        try? FileManager.default.removeItem(atPath: copies)
        for unit in plan.units {
            for file in unit.files {
                let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                let copy = copies + "/" + file
                try FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try XcodeCheckPlan.swiftUIVersion(of: source).write(toFile: copy, atomically: true, encoding: .utf8)
            }
        }
        progress(XcodeCheckWords.typechecking.text(in: language))
        let modules = modulesScratch + "/debug/Modules"
        let root = self.root, logs = scratch + "/logs", limits = buildLimits
        let outcomes = try ParallelMap.run(plan.units) { unit in
            let here = try Self.typecheck(XcodeCheckPlan.typecheckCommand(unit, sdk: sdk, settings: settings,
                                                                           modules: modules, sourceRoot: root),
                                          root: root, logs: logs, label: "\(unit.module)-headlessui", limits: limits)
            let swiftUI = try Self.typecheck(XcodeCheckPlan.typecheckCommand(unit, sdk: sdk, settings: settings,
                                                                              modules: modules, sourceRoot: copies),
                                             root: copies, logs: logs, label: "\(unit.module)-swiftui", limits: limits)
            return XcodeCheckReport.Outcome(unit: unit, errorsHere: here, errorsAgainstSwiftUI: swiftUI)
        }
        let report = XcodeCheckReport(target: sdk.target, macFallback: sdk.isMacFallback, outcomes: outcomes, withoutUI: plan.withoutUI,
                                      solutions: solutions, language: language, style: style)
        return (report.render(), report.status)
    }

    /// What a system without Apple's SDK says: the check needs a Mac; everything else works here.
    static func needsAMac(platform: String) -> GraderError {
        .setup(XcodeCheckWords.needsAMac(platform: platform))
    }

    /// Builds `module` for the SDK's target in `folder`, a scratch folder of the check's own.
    private func build(_ module: String, for sdk: AppleSDK, in folder: String) throws {
        progress(XcodeCheckWords.building(module: module).text(in: language))
        let workspace = Workspace(root: root, solutions: solutions, customScratchPath: folder)
        let command = sdk.swiftPM + Self.buildArguments(module, for: sdk, root: root, scratch: folder)
        let outcome = try ProcessRunner.run(command[0], Array(command.dropFirst()),
                                            environment: workspace.buildEnvironment, outputDirectory: scratch + "/logs",
                                            label: "build-\(module)")
        guard outcome.succeeded else {
            let tail = (outcome.stdout + outcome.stderr).split(separator: "\n").suffix(15).joined(separator: "\n")
            throw GraderError.setup(XcodeCheckWords.didNotBuild(module: module, tail: tail))
        }
    }

    /// `swift build`'s arguments for `module`: for the Mac as SwiftPM builds on it, or with the iOS simulator's
    /// SDK and target given to every compiler, after SwiftPM's own — SwiftPM builds for the host otherwise.
    static func buildArguments(_ module: String, for sdk: AppleSDK, root: String, scratch: String) -> [String] {
        var arguments = ["build", "--target", module] + Workspace.buildSystem + ["--package-path", root, "--scratch-path", scratch]
        if !sdk.isMacFallback, let path = sdk.path {
            arguments += ["-Xswiftc", "-sdk", "-Xswiftc", path, "-Xswiftc", "-target", "-Xswiftc", sdk.target]
        }
        return arguments
    }

    /// Runs one typecheck; its errors, with paths relative to `root`. One stopped at the limits has no
    /// errors to show, and must not pass for a unit that compiles: it is an error of the whole check.
    private static func typecheck(_ command: [String], root: String, logs: String, label: String,
                                  limits: BuildLimits) throws -> [CompilerOutput.Error] {
        let watch = BuildWatch(limits: limits)
        let outcome = try ProcessRunner.run(command[0], Array(command.dropFirst()),
                                            environment: ProcessInfo.processInfo.environment,
                                            outputDirectory: logs, label: "typecheck-\(label)", watchdog: watch.inspect)
        if let stopped = watch.stopped {
            throw GraderError.setup(XcodeCheckWords.stopped(label: label, stopped))
        }
        return CompilerOutput.errors(in: outcome.stdout + "\n" + outcome.stderr, root: root)
    }
}
