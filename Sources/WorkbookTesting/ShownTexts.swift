/// Whether `texts` show each of `expected` in this order, each in a text of its own that contains it.
///
/// What a list shows is judged by its rows, not by the whole screen: a title above the list, an icon
/// beside a name or a row that reads "Pfannkuchen · 20 min" are the student's choice.
///
/// ```swift
/// shows(["Pfannkuchen", "Apfelstrudel"], in: ["Desserts", "Pfannkuchen", "Apfelstrudel"])   // true
/// ```
public func shows(_ expected: [String], in texts: [String]) -> Bool {
    var remaining = texts[...]
    for name in expected {
        guard let index = remaining.firstIndex(where: { $0.contains(name) }) else { return false }
        remaining = remaining[(index + 1)...]
    }
    return true
}

/// How often a text containing `name` is shown: a row shown twice is a list that loaded twice.
public func count(of name: String, in texts: [String]) -> Int {
    texts.filter { $0.contains(name) }.count
}
