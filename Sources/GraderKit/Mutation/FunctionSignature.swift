/// A function's, initializer's or computed property's header: what the mutation operators need to know
/// about the code inside it.
struct FunctionSignature: Equatable {
    struct Parameter: Equatable {
        /// The label callers write (`wrapping`), or the name where there is no other label.
        let label: String
        /// The name inside the body.
        let name: String
        let type: String
        /// The default value's expression, if any.
        let defaultValue: String?
    }

    let name: String
    let isInitializer: Bool
    let parameters: [Parameter]
    /// The declared result type, nil for none.
    let returnType: String?

    /// A getter or setter: no parameters, the type of its property unknown.
    static let accessor = FunctionSignature(name: "accessor", isInitializer: false, parameters: [], returnType: nil)

    var returnsView: Bool { returnType.map { $0.contains("some View") || $0.contains("some Scene") } ?? false }

    init(name: String, isInitializer: Bool, parameters: [Parameter], returnType: String?) {
        self.name = name
        self.isInitializer = isInitializer
        self.parameters = parameters
        self.returnType = returnType
    }

    /// Reads `func load(category: String) async`, `init(service: any MealService = MealAPI())` or
    /// `static var defaultValue: any MealService`; nil for any other header.
    init?(header: String) {
        let words = header.split(separator: " ").map(String.init)
        if let funcIndex = words.firstIndex(of: "func"), funcIndex + 1 < words.count {
            name = String(words[funcIndex + 1].prefix { $0 != "(" && $0 != "<" })
            isInitializer = false
        } else if words.contains(where: { $0.hasPrefix("init(") || $0.hasPrefix("init<") || $0 == "init" }) {
            name = "init"
            isInitializer = true
        } else if let varIndex = words.firstIndex(of: "var"), varIndex + 1 < words.count, header.contains(":"),
                  !header.contains("="), !header.contains("@") {
            // A computed property: `var body: some View`, `static var defaultValue: any MealService`.
            name = String(words[varIndex + 1].prefix { $0 != ":" })
            isInitializer = false
            parameters = []
            returnType = header.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
            return
        } else {
            return nil
        }
        let characters = Array(header)
        let anchor = isInitializer ? header.range(of: "init").map { header.distance(from: header.startIndex, to: $0.lowerBound) } ?? 0
                                   : header.range(of: "func ").map { header.distance(from: header.startIndex, to: $0.upperBound) } ?? 0
        guard let open = characters[anchor...].firstIndex(of: "("), let close = Self.matching(characters, open) else { return nil }
        parameters = Self.split(String(characters[(open + 1)..<close])).compactMap(Self.parameter)
        let rest = String(characters[(close + 1)...])
        if let arrow = rest.range(of: "->") {
            var type = String(rest[arrow.upperBound...])
            if let whereClause = type.range(of: " where ") { type = String(type[..<whereClause.lowerBound]) }
            returnType = type.trimmingCharacters(in: .whitespaces)
        } else {
            returnType = nil
        }
    }

    private static func parameter(_ text: String) -> Parameter? {
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let declaration = parts[0].split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard declaration.count == 2 else { return nil }
        let names = declaration[0].split(separator: " ").map(String.init)
        guard let name = names.last else { return nil }
        return Parameter(label: names.first ?? name, name: name, type: declaration[1],
                         defaultValue: parts.count == 2 ? parts[1] : nil)
    }

    /// The index of the bracket that closes the one at `open`.
    static func matching(_ characters: [Character], _ open: Int) -> Int? {
        let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard let closer = pairs[characters[open]] else { return nil }
        var depth = 0
        for index in open..<characters.count {
            if characters[index] == characters[open] { depth += 1 }
            if characters[index] == closer { depth -= 1; if depth == 0 { return index } }
        }
        return nil
    }

    /// `text` split at the commas that stand outside brackets.
    static func split(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = ""; continue }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
