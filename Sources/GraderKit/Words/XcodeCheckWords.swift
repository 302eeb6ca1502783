/// What `./grade.sh --xcode-check` says (``XcodeCheck``, ``XcodeCheckReport``, ``XcodeCheckPlan``): the
/// typechecks of the lessons' views against the real SwiftUI of Apple's SDKs.
enum XcodeCheckWords: Words {
    case needsAMac(platform: String)
    // MARK: Reading the lesson targets' settings from Package.swift (``AppTargetSettings``)
    case manifestUnreadable(root: String)
    case noAppTargetSettings
    case cannotTranslate(setting: String)

    case building(module: String)
    case didNotBuild(module: String, tail: String)
    case typechecking
    case stopped(label: String, StoppedBuild)
    /// The unit of the everyday SwiftUI views, beside the lessons.
    case corpus

    // MARK: The report, after `✔ 01 Title — `
    case title(target: String)
    /// No iOS simulator SDK: the Mac's was used, where iOS-only API fails.
    case macFallback
    case failsWithHeadlessUI(next: String)
    case compiles(files: Int)
    case gaps(Int)
    case importsNoHeadlessUI
    case summary(passed: Int, of: Int)
    case reportGaps

    var both: (en: String, de: String) {
        switch self {
        case .needsAMac(let platform):
            ("--xcode-check typechecks your views against the real SwiftUI in Apple's SDKs, so it needs a Mac with "
                + "Xcode 26 (this is \(platform)). Grading works here as everywhere: ./grade.sh",
             "--xcode-check prüft deine Views gegen das echte SwiftUI aus Apples SDKs und braucht daher einen Mac mit "
                + "Xcode 26 (das hier ist \(platform)). Bewerten klappt hier wie überall: ./grade.sh")
        case .manifestUnreadable(let root):
            ("Package.swift cannot be read in \(root).", "Package.swift in \(root) ist nicht lesbar.")
        case .noAppTargetSettings:
            ("Package.swift has no `let appTargetSettings: [SwiftSetting] = [ … ]`.",
             "Package.swift hat kein `let appTargetSettings: [SwiftSetting] = [ … ]`.")
        case .cannotTranslate(let setting):
            ("--xcode-check cannot translate the setting `\(setting)` in appTargetSettings; add it to AppTargetSettings "
                + "in the grader.",
             "--xcode-check kann die Einstellung `\(setting)` in appTargetSettings nicht übersetzen; ergänze sie in "
                + "AppTargetSettings im Grader.")
        case .building(let module):
            ("Building \(module) for macOS…", "Baue \(module) für macOS…")
        case .didNotBuild(let module, let tail):
            ("\(module) did not build for macOS, so nothing can be typechecked:\n\(tail)",
             "\(module) ließ sich für macOS nicht bauen, daher kann nichts geprüft werden:\n\(tail)")
        case .typechecking:
            ("Typechecking against SwiftUI…", "Prüfe gegen SwiftUI…")
        case .stopped(let label, let stopped):
            ("Typechecking \(label) was stopped. " + stopped.message(in: .en),
             "Die Prüfung von \(label) wurde gestoppt. " + stopped.message(in: .de))
        case .corpus:
            ("SwiftUI corpus (Tests/SwiftUICorpusTests)", "SwiftUI-Korpus (Tests/SwiftUICorpusTests)")
        case .title(let target):
            ("Typechecking against SwiftUI in Apple's SDK (\(target)), with the lesson targets' settings:",
             "Prüfe gegen SwiftUI aus Apples SDK (\(target)) mit den Einstellungen der Lektions-Targets:")
        case .macFallback:
            ("No iOS simulator SDK is installed, so this is the Mac's: API that only iPhones have (EditButton, "
                + ".pickerStyle(.wheel), the bottom toolbar) fails here although an iPhone app compiles it. Add the "
                + "iOS platform in Xcode (Settings › Components) for the check that matches what learners build.",
             "Es ist kein SDK für den iOS-Simulator installiert, daher gilt das des Macs: API, die nur iPhones haben "
                + "(EditButton, .pickerStyle(.wheel), die untere Werkzeugleiste), scheitert hier, obwohl eine iPhone-App "
                + "sie kompiliert. Füge in Xcode die iOS-Plattform hinzu (Einstellungen › Komponenten), damit die Prüfung "
                + "dem entspricht, was Lernende bauen.")
        case .failsWithHeadlessUI(let next):
            ("does not compile with HeadlessUI either; fix that first: \(next)",
             "kompiliert auch mit HeadlessUI nicht; behebe das zuerst: \(next)")
        case .compiles(let files):
            ("compiles against SwiftUI (\(files) files)", "kompiliert gegen SwiftUI (\(files) Dateien)")
        case .gaps(let count):
            ("\(count) \(count == 1 ? "line compiles" : "lines compile") with HeadlessUI but not against SwiftUI:",
             "\(count) \(count == 1 ? "Zeile kompiliert" : "Zeilen kompilieren") mit HeadlessUI, aber nicht gegen SwiftUI:")
        case .importsNoHeadlessUI:
            ("imports no HeadlessUI: nothing to compare", "importiert HeadlessUI nicht: nichts zu vergleichen")
        case .summary(let passed, let count):
            ("\(passed) of \(count) compile against SwiftUI.", "\(passed) von \(count) kompilieren gegen SwiftUI.")
        case .reportGaps:
            ("Each ✘ line is a place where HeadlessUI accepts what SwiftUI does not: the grader is fine with it, an "
                + "Xcode app is not. Please report it to the workbook's authors with the line above.",
             "Jede ✘-Zeile ist eine Stelle, an der HeadlessUI annimmt, was SwiftUI ablehnt: Der Grader ist damit "
                + "zufrieden, eine Xcode-App nicht. Bitte melde sie mit der Zeile oben den Autoren des Workbooks.")
        }
    }
}
