/// The rules of ``CodeReview`` applied to one file's tokens.
///
/// The rules name constructs, not intentions: none of them is needed to solve a lesson, and together
/// they are every way known for lesson code to reach the test process, its files or the checks'
/// comparisons. A rule that fires on correct lesson code would cost a student their feedback, so the
/// self-test runs the review on every reference solution, starter and recorded correct variant.
struct ReviewRules {
    struct Finding: Equatable {
        let line: Int
        let column: Int
        let construct: String
        let reason: ReviewReason
    }

    typealias Token = SwiftTokens.Token

    let tokens: [Token]
    /// Types declared in the lesson's own files: the lesson may add operators to them.
    let ownTypes: Set<String>
    /// Free functions of the checks' support that a lesson must not shadow.
    let checkHelpers: Set<String>
    /// The lesson's type aliases, by name.
    var aliases: [String: String] = [:]
    /// Modules a lesson may import: the toolchain's that apps use, and the workbook's own.
    var allowedImports = Self.toolchainImports
    /// The lesson's learner writes tests (lesson 06): `import Testing` is allowed, but a test takes
    /// nothing but its display name, because traits are built in every lesson's test process.
    var writesTests = false

    /// Names flagged wherever they occur: none has a use in a lesson.
    static let forbiddenNames: [String: ReviewReason] = {
        var names: [String: ReviewReason] = [:]
        for name in ["atexit", "at_quick_exit", "quick_exit", "_exit", "_Exit", "abort", "exit"] { names[name] = .endsProcess }
        for name in ["CommandLine", "ProcessInfo", "Process", "NSTask", "posix_spawn", "posix_spawnp", "fork", "vfork",
                     "execv", "execve", "execvp", "execl", "execlp", "execle", "popen", "system", "environ", "getenv",
                     "setenv", "unsetenv", "putenv", "kill", "raise", "signal", "sigaction", "ptrace", "getpid"] {
            names[name] = .processState
        }
        for name in ["FileManager", "FileHandle", "NSFileManager", "NSFileHandle", "FileWrapper", "OutputStream",
                     "FileDescriptor", "fopen", "fdopen", "freopen", "fwrite", "fputs", "fputc", "fprintf", "vfprintf",
                     "dprintf", "creat", "openat", "pwrite", "dup", "dup2", "dup3", "mmap", "mprotect", "unlink",
                     "truncate", "ftruncate"] {
            names[name] = .files
        }
        for name in ["dlopen", "dlsym", "dlclose", "unsafeBitCast", "NSClassFromString", "NSSelectorFromString",
                     "Bundle", "objc_msgSend", "class_getInstanceMethod", "method_setImplementation"] {
            names[name] = .dynamic
        }
        names["LiveServiceLog"] = .liveServiceLog
        return names
    }()

    /// Names flagged only as a free call, `open(…)` or `write(…)`: as members they are everyday words.
    static let freeCalls: [String: ReviewReason] = ["open": .files, "write": .files, "close": .files]

    /// Argument labels of `.write(…)` that write a file: `data.write(to:)`, `text.write(toFile:…)`.
    static let fileWriteLabels: Set<String> = ["to", "toFile", "toURL", "contentsOf"]

    /// The toolchain's modules an app's code imports.
    static let toolchainImports: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "Observation", "SwiftUI", "Combine",
        "Dispatch", "Synchronization", "os", "OSLog",
    ]

    /// Types whose meaning the checks rely on: the standard library's values and protocols, Foundation's
    /// values, and the inspection types of HeadlessUI and AppDomain.
    static let judgingTypes: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "String", "Substring", "StringProtocol",
        "Character", "Optional", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "RangeReplaceableCollection", "MutableCollection", "Equatable", "Hashable", "Comparable", "Int", "Int8",
        "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "Numeric", "SignedNumeric",
        "FloatingPoint", "BinaryFloatingPoint", "Result", "Range", "ClosedRange", "Data", "Date", "URL", "UUID",
        "Error", "Never", "AnyHashable", "CustomStringConvertible", "Task",
        "RenderedView", "ViewHost", "Inspectable", "ViewType", "ViewKind", "LiveServiceLog", "LiveUse",
    ]

    /// The operators the standard library declares; a lesson may implement them only for its own types.
    static func isStandardOperator(_ text: String) -> Bool {
        ["==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "+", "-", "*", "/", "%", "!", "&&", "||", "??",
         "&", "|", "^", "~", "<<", ">>", "+=", "-=", "*=", "/=", "..<", "...", "&+", "&-", "&*"].contains(text)
    }

    // MARK: - Applying the rules

    func findings() -> [Finding] {
        var found: [Finding] = []
        func flag(_ token: Token, _ construct: String, _ reason: ReviewReason) {
            found.append(Finding(line: token.line, column: token.column, construct: construct, reason: reason))
        }
        var scopes = ScopeTracker()
        scopes.aliases = aliases
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            scopes.read(token, at: index, in: tokens)
            switch token.kind {
            case .attribute:
                switch token.text {
                case "@section", "@used", "@_section", "@_used": flag(token, token.text, .loadTime)
                case "@c", "@_cdecl", "@_silgen_name", "@_extern": flag(token, token.text, .cSymbol)
                case let text where text.hasPrefix("@_"): flag(token, text, .underscored)
                case let text where ["@Test", "@Suite"].contains(text) && next?.text == "("
                        && !isDisplayNameOnly(argumentsAt: index + 1):
                    flag(token, token.text + "(…)", .testTraits)
                default: break
                }
            case .pound where token.text == "#externalMacro":
                flag(token, token.text, .macro)
            case .string:
                for path in ["/proc", "/dev/fd", "/dev/std", ".build", ".jsonl"] where token.text.contains(path) {
                    flag(token, "\"\(path)\"", .paths)
                }
            case .name:
                // A private declaration is seen by its own file only, never by the checks.
                let isPrivate = scopes.isInPrivateScope || ScopeTracker.isPrivate(at: index, in: tokens)
                if ["struct", "class", "enum", "actor", "protocol", "typealias"].contains(token.text),
                   previous?.text != ".", let name = next, Self.judgingTypes.contains(name.text) {
                    flag(name, "\(token.text) \(name.text)", .shadowedType)
                }
                if writesTests && Self.traitProtocols.contains(token.text) {
                    flag(token, token.text, .testTraits)
                }
                if token.text == "import", let module = importedModule(after: index),
                   !allowedImports.contains(module.text) && !(writesTests && module.text == "Testing") {
                    let testing = ["Testing", "XCTest"].contains(module.text)
                    flag(token, "import \(module.text)", testing ? .testing : .otherModule)
                }
                if let reason = Self.forbiddenNames[token.text], !isDeclaredName(at: index), !isOwnMember(at: index) {
                    flag(token, token.text, reason)
                }
                if let reason = Self.freeCalls[token.text], next?.text == "(", previous?.text != ".",
                   !isDeclaredName(at: index) {
                    flag(token, token.text + "(…)", reason)
                }
                if token.text == "write", previous?.text == ".", next?.text == "(",
                   index + 3 < tokens.count, tokens[index + 3].text == ":",
                   Self.fileWriteLabels.contains(tokens[index + 2].text) {
                    flag(token, ".write(\(tokens[index + 2].text):)", .files)
                }
                if token.text == "func", let name = next, scopes.isAtFileScope, name.kind == .name,
                   checkHelpers.contains(name.text), !isPrivate {
                    flag(name, "func \(name.text)", .shadowsCheckHelper(name.text))
                }
                if token.text == "func", let name = next, name.kind == .op, Self.isStandardOperator(name.text),
                   !(scopes.typeName.map(ownTypes.contains) ?? false), !isPrivate {
                    flag(name, "func \(name.text)", .foreignOperator)
                }
                if token.text == "extension", let extended = scopes.extendedType(at: index, in: tokens),
                   Self.judgingTypes.contains(extended), !isPrivate {
                    flag(token, "extension \(extended)", .foreignExtension)
                }
            default:
                break
            }
        }
        return found
    }

    /// Whether the parenthesis at `index` holds one plain string literal and nothing else.
    private func isDisplayNameOnly(argumentsAt index: Int) -> Bool {
        index + 2 < tokens.count && tokens[index + 1].kind == .string && tokens[index + 2].text == ")"
    }

    /// Swift Testing's protocols for traits: a lesson that declares its own trait runs code in every
    /// lesson's test process.
    static let traitProtocols: Set<String> = ["Trait", "TestTrait", "SuiteTrait", "TestScoping", "ConditionTrait"]

    /// `import Testing`, `import struct Testing.Test`, `@testable import X`: the module's token.
    private func importedModule(after index: Int) -> Token? {
        var cursor = index + 1
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
        if cursor < tokens.count, kinds.contains(tokens[cursor].text) { cursor += 1 }
        return cursor < tokens.count && tokens[cursor].kind == .name ? tokens[cursor] : nil
    }

    /// A name being declared (`func exit`, `case exit`) or used as an argument label (`exit: true`)
    /// is the lesson's own word, not a call of the system's function.
    private func isDeclaredName(at index: Int) -> Bool {
        let previous = index > 0 ? tokens[index - 1].text : ""
        let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
        let before = index > 1 ? tokens[index - 2].text : ""
        if ["func", "case", "var", "let"].contains(previous) { return true }
        // `case a, exit` and a label before its argument; `.exit` after `case` would still be a use.
        if previous == "," && before != "." && tokens[..<index].last(where: { $0.text == "case" || $0.text == "{" || $0.text == "}" })?.text == "case" {
            return true
        }
        return next == ":" && previous != "?"
    }

    /// Words that are everyday member names too: `Screen.exit` or `.exit` is the lesson's own member,
    /// `Foundation.exit` or `Thread.exit` the system's.
    static let memberWords: Set<String> = ["exit", "abort", "system", "kill", "raise", "signal", "environ", "fork"]
    static let systemQualifiers: Set<String> = ["Foundation", "Glibc", "Darwin", "Musl", "Android", "Bionic", "WASILibc",
                                                "ucrt", "WinSDK", "Thread", "Swift", "CRT", "SwiftGlibc"]

    private func isOwnMember(at index: Int) -> Bool {
        guard Self.memberWords.contains(tokens[index].text), index > 0, tokens[index - 1].text == "." else { return false }
        return !(index > 1 && Self.systemQualifiers.contains(tokens[index - 2].text))
    }

    // MARK: - Declarations

    /// The names of the types a file declares.
    static func declaredTypes(in tokens: [Token]) -> [String] {
        tokens.indices.compactMap { index in
            guard ["struct", "class", "enum", "actor", "protocol"].contains(tokens[index].text),
                  index + 1 < tokens.count, tokens[index + 1].kind == .name,
                  index == 0 || tokens[index - 1].text != "." else { return nil }
            return tokens[index + 1].text
        }
    }

    /// The names of the functions declared at the top level of a file.
    static func topLevelFunctions(in tokens: [Token], publicOnly: Bool) -> Set<String> {
        var depth = 0
        var names = Set<String>()
        for (index, token) in tokens.enumerated() {
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth -= 1 }
            guard depth == 0, token.text == "func", index + 1 < tokens.count, tokens[index + 1].kind == .name else { continue }
            if publicOnly && !(index > 0 && tokens[index - 1].text == "public") { continue }
            names.insert(tokens[index + 1].text)
        }
        return names
    }
}
