import Foundation

/// One line of Swift Testing's JSON event stream (`--event-stream-version 0`, the ABI's records), as far
/// as the grader reads it: the listing of a test or suite, or an event of the run.
///
/// The test runner writes these into the results channel of a check process; the grader reads them back
/// with this type alone. A field of the wrong type reads as absent, as a missing one does: a record is
/// judged by what it says, and a record the runner would never write is the reader's to flag.
public struct TestStreamRecord: Sendable {
    /// What a record is about.
    public enum Kind: Sendable, Equatable {
        /// A test function or suite, listed before the run's first event.
        case test
        /// Something that happened in the run.
        case event
        /// A kind the runner does not write.
        case other
    }

    public let kind: Kind
    /// The payload of a `test` record.
    public let listing: Listing?
    /// The payload of any other record, read as an event.
    public let event: Event?

    /// Reads one line of the stream; nil when it is not a JSON object with an object as its payload.
    public init?(line: some DataProtocol) {
        guard let raw = try? JSONDecoder().decode(Raw.self, from: Data(line)) else { return nil }
        kind = raw.kind
        listing = raw.listing
        event = raw.event
    }

    /// A test function or a suite.
    public struct Listing: Decodable, Sendable {
        public let id: String?
        /// `function` or `suite`.
        public let kind: String?
        public let name: String?
        public let displayName: String?

        public var isSuite: Bool { kind == "suite" }
        public var isFunction: Bool { kind == "function" }

        public init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: Key.self)
            id = fields.lenient(String.self, .id)
            kind = fields.lenient(String.self, .kind)
            name = fields.lenient(String.self, .name)
            displayName = fields.lenient(String.self, .displayName)
        }

        private enum Key: String, CodingKey { case id, kind, name, displayName }
    }

    /// An event of the run.
    public struct Event: Decodable, Sendable {
        /// The events the grader reads; any other is nil.
        public enum Kind: String, Sendable { case testStarted, testEnded, issueRecorded, runEnded }

        public let kind: Kind?
        /// The event's kind as written, for a report of one the runner would not write.
        public let kindName: String?
        public let testID: String?
        /// Seconds on the runner's monotonic clock.
        public let instant: Double?
        public let messages: [Message]
        /// Where a recorded issue is.
        public let location: SourceLocation?
        /// The comments of a recorded issue: a check's `StepHint` rides here.
        /// NB: the ABI names the field `_comments`, with the underscore of a field still experimental.
        public let comments: [String]

        /// Whether the event's first message says it failed; the records have no status field.
        public var saysFailed: Bool { messages.first?.symbol == "fail" }

        public init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: Key.self)
            kindName = fields.lenient(String.self, .kind)
            kind = kindName.flatMap(Kind.init(rawValue:))
            testID = fields.lenient(String.self, .testID)
            instant = fields.lenient(Instant.self, .instant)?.absolute
            messages = fields.lenient([Message].self, .messages) ?? []
            location = fields.lenient(IssueRecord.self, .issue)?.sourceLocation
            comments = fields.lenient([String].self, .comments) ?? []
        }

        private enum Key: String, CodingKey {
            case kind, testID, instant, messages, issue
            case comments = "_comments"
        }
        private struct Instant: Decodable { let absolute: Double }
        private struct IssueRecord: Decodable {
            let sourceLocation: SourceLocation?
            init(from decoder: any Decoder) throws {
                sourceLocation = try decoder.container(keyedBy: Key.self).lenient(SourceLocation.self, .sourceLocation)
            }
            private enum Key: String, CodingKey { case sourceLocation }
        }
    }

    /// A line of the runner's own report of an event.
    public struct Message: Decodable, Sendable {
        /// `pass`, `fail`, `details`, …
        public let symbol: String?
        public let text: String?

        public init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: Key.self)
            symbol = fields.lenient(String.self, .symbol)
            text = fields.lenient(String.self, .text)
        }

        private enum Key: String, CodingKey { case symbol, text }
    }

    /// A place in a source file.
    public struct SourceLocation: Decodable, Sendable {
        /// An absolute path.
        public let path: String
        public let line: Int
        public let column: Int

        public init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: Key.self)
            path = try fields.decode(String.self, forKey: .path)
            line = fields.lenient(Int.self, .line) ?? 0
            column = fields.lenient(Int.self, .column) ?? 0
        }

        private enum Key: String, CodingKey {
            case line, column
            case path = "_filePath"
        }
    }

    /// The record's frame: `kind` says how its payload is read, a listing for `test` and an event otherwise.
    private struct Raw: Decodable {
        let kind: Kind
        var listing: Listing?
        var event: Event?

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: Key.self)
            switch fields.lenient(String.self, .kind) {
            case "test": kind = .test
            case "event": kind = .event
            default: kind = .other
            }
            if kind == .test {
                listing = try fields.decode(Listing.self, forKey: .payload)
            } else {
                event = try fields.decode(Event.self, forKey: .payload)
            }
        }

        private enum Key: String, CodingKey { case kind, payload }
    }
}

private extension KeyedDecodingContainer {
    /// The value at `key`, or nil when it is missing or of another type.
    func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        try? decodeIfPresent(type, forKey: key)
    }
}
