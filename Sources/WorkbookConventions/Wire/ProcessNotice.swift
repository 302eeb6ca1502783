import Foundation

/// A line a check process writes on its standard error for the grader, where the event stream has no
/// place for it: the process is about to end, or a learner's test has no log watching it.
///
/// One line each: ``prefix`` followed by the notice as JSON, so neither side spells the other's words
/// and a service or call name cannot be mistaken for the line's structure.
public enum ProcessNotice: Codable, Equatable, Sendable {
    /// Student code called `exit(_:)` while a check was running.
    case endedByExit
    /// A live service was reached: `service` is its type, `call` the member called.
    case liveUse(service: String, call: String)

    /// What the line begins with.
    public static let prefix = "WORKBOOK notice: "

    /// The notice as one line, without the newline.
    public var line: String {
        let json = (try? JSONEncoder.sorted.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Self.prefix + json
    }

    /// Reads a line written by ``line``; nil for any other line.
    public init?(line: Substring) {
        guard line.hasPrefix(Self.prefix),
              let notice = try? JSONDecoder().decode(Self.self, from: Data(line.dropFirst(Self.prefix.count).utf8))
        else { return nil }
        self = notice
    }

    /// Every notice in `output`, in order.
    public static func all(in output: String) -> [ProcessNotice] {
        output.split(separator: "\n").compactMap(ProcessNotice.init(line:))
    }
}

private extension JSONEncoder {
    /// Keys in order, so the same notice is always the same line.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
