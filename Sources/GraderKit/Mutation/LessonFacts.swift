import Foundation

/// What the mutation operators need to know about a whole lesson: which value is the live one for an
/// injected dependency, which cases an answer can take, and made-up values of the domain's types.
struct LessonFacts {
    /// The live value behind an initializer's label, from its default: `service` → `MealAPI.shared`.
    var liveByLabel: [String: String] = [:]
    /// The live value of an environment value, from its key's default: `mealService` → `MealAPI()`.
    var liveByEnvironmentName: [String: String] = [:]
    /// The cases of the lesson's enums without associated values, by enum.
    var enumCases: [String: [String]] = [:]
    /// True where the lesson declares both `static func live()` and `static func preview()`.
    var hasLiveAndPreviewFactories = false
    /// The live value of a dependency's type, from an initializer's default or an environment key's:
    /// `any MealService` → `MealAPI.shared`.
    var liveByType: [String: String] = [:]
    /// A stand-in of the lesson for a dependency's type: `any MealService` → `PreviewMealService()`.
    var fakeByType: [String: String] = [:]
    /// The type of an environment value by its name: `mealService` → `any MealService`.
    var environmentTypes: [String: String] = [:]
    /// The declared type of each stored property of the lesson's types, by name.
    var propertyTypes: [String: String] = [:]
    /// The arguments of `live()` and of `preview()`, by label.
    var factoryArguments: [String: (live: String, preview: String)] = [:]

    init(files: [String: SwiftSourceLines]) {
        var keyDefaults: [String: String] = [:]
        var keyOfName: [String: String] = [:]
        var factories: Set<String> = []
        var factoryValues: [String: [String: String]] = [:]
        for source in files.values {
            var currentKey: String?
            var currentEnum: String?
            var lastComputedName: String?
            var currentFactory: String?
            for line in source.lines {
                let code = line.code
                if line.blocks.last?.kind == .type, !code.hasPrefix("@"),
                   let name = Self.capture(#"^(?:\w+ )*(?:let|var) (\w+): [^={]+$"#, in: code), propertyTypes[name] == nil {
                    propertyTypes[name] = Self.capture(#": ([^={]+?)\s*$"#, in: code)
                }
                if let signature = FunctionSignature(header: code.hasSuffix("{") ? String(code.dropLast()) : code),
                   signature.isInitializer {
                    for parameter in signature.parameters {
                        if let value = parameter.defaultValue {
                            liveByLabel[parameter.label] = Self.typed(value, as: parameter.type)
                            liveByType[parameter.type] = liveByType[parameter.type] ?? Self.typed(value, as: parameter.type)
                        }
                    }
                }
                if let key = Self.capture(#"struct (\w+)\s*:\s*EnvironmentKey"#, in: code) { currentKey = key }
                if let key = currentKey, let value = Self.capture(#"static var defaultValue:[^{]*\{\s*(.+?)\s*\}$"#, in: code) {
                    keyDefaults[key] = value
                    currentKey = nil
                }
                if let name = Self.capture(#"^var (\w+)\s*:[^=]*\{$"#, in: code) {
                    lastComputedName = name
                    environmentTypes[name] = Self.capture(#":\s*(.+?)\s*\{$"#, in: code)
                }
                if let fake = Self.capture(#"^struct ((?:Preview|Fake|Stub|Failing|Slow)\w+)\s*:"#, in: code),
                   let type = Self.capture(#":\s*(\w+)\s*\{$"#, in: code), fakeByType["any " + type] == nil {
                    fakeByType["any " + type] = fake + "()"
                }
                if let name = lastComputedName, let key = Self.capture(#"get \{ self\[(\w+)\.self\] \}"#, in: code) {
                    keyOfName[name] = key
                    lastComputedName = nil
                }
                if let name = Self.capture(#"^(?:\w+ )*enum (\w+)\s*\{$"#, in: code) { currentEnum = name }
                if let name = currentEnum, let list = Self.capture(#"^case ([\w, ]+)$"#, in: code) {
                    enumCases[name, default: []] += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                }
                if code == "}" { currentEnum = nil }
                if let factory = Self.capture(#"static func (live|preview)\(\)"#, in: code) {
                    factories.insert(factory)
                    currentFactory = factory
                }
                if let factory = currentFactory, let label = Self.capture(#"^(\w+): "#, in: code),
                   let value = Self.capture(#"^\w+: (.+?),?$"#, in: code) {
                    factoryValues[factory, default: [:]][label] = value
                }
                if code == "}" { currentFactory = nil }
            }
        }
        for (name, key) in keyOfName {
            liveByEnvironmentName[name] = keyDefaults[key]
            if let type = environmentTypes[name], let live = keyDefaults[key], liveByType[type] == nil { liveByType[type] = live }
        }
        for (label, live) in factoryValues["live"] ?? [:] {
            if let preview = factoryValues["preview"]?[label], preview != live { factoryArguments[label] = (live, preview) }
        }
        hasLiveAndPreviewFactories = factories.count == 2
    }

    /// `value` where a type cannot be inferred from it alone: `.shared` of `FavoritesStore` is `FavoritesStore.shared`.
    static func typed(_ value: String, as type: String) -> String {
        guard value.hasPrefix(".") else { return value }
        let bare = type.replacingOccurrences(of: "any ", with: "").replacingOccurrences(of: "some ", with: "")
        return bare + value
    }

    /// A new instance of `type` instead of its shared one.
    static func freshInstance(of type: String) -> String {
        switch type {
        case "FavoritesStore": "FavoritesStore(defaults: .standard)"
        case "URLSession": "URLSession(configuration: .default)"
        default: type + "()"
        }
    }

    /// A plausible value of `type` that the code made up instead of the real one; nil where none can be written.
    static func madeUpValue(of type: String) -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasPrefix("[") && type.hasSuffix("]") { return "[]" }
        if type.hasSuffix("?") { return "nil" }
        switch type {
        case "String": return "\"\""
        case "Int", "Double": return "0"
        case "Bool": return "false"
        case "Data": return "Data()"
        case "Quote": return #"Quote(text: "", author: "")"#
        case "Meal": return #"Meal(id: "", name: "", thumbnail: nil)"#
        default: return nil
        }
    }

    /// What a call returns where its failure is swallowed: by the called method's name.
    static func madeUpResult(ofCall name: String) -> String? {
        switch name {
        case "meals": "[]"
        case "fetchQuote": madeUpValue(of: "Quote")
        default: nil
        }
    }

    /// The first capture group of `pattern` in `text`.
    static func capture(_ pattern: String, in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }
}
