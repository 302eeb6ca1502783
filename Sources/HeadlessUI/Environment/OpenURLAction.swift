import Foundation

/// Opens a URL: what `@Environment(\.openURL)` gives a view, and what a `Link` calls when tapped.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Quelle öffnen") { openURL(meal.source) }
/// ```
///
/// Replace it for a subtree to handle URLs yourself, e.g. in a test:
/// `.environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })`.
/// The system action opens nothing headless; the host records the URL in `ViewHost.openedURLs`.
// NB: not isolated as a whole like SwiftUI's, so that the environment's default can be made anywhere; opening
// a URL is isolated to the main actor as there.
public struct OpenURLAction {
    let handler: (URL) -> Result

    /// An action that hands each URL to `handler`, which says what became of it.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`: hands it to the handler and, when that asks for it, to the system.
    @MainActor public func callAsFunction(_ url: URL) {
        switch handler(url).outcome {
        case .handled, .discarded: break
        case .systemAction(let target): OpenedURLs.record(target ?? url)
        }
    }

    /// Opens `url` and reports whether it was accepted: handled, or passed to the system.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler(url).outcome
        switch result {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let target):
            OpenedURLs.record(target ?? url)
            completion(true)
        }
    }

    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }

        let outcome: Outcome

        /// The handler opened the URL itself.
        public static let handled = Result(outcome: .handled)
        /// The handler could not open the URL and dropped it.
        public static let discarded = Result(outcome: .discarded)
        /// The handler passes the URL on to the system.
        public static let systemAction = Result(outcome: .systemAction(nil))

        /// The handler passes another URL on to the system.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .systemAction(url)) }
    }
}

extension EnvironmentValues {
    /// Opens a URL; by default through the system, which the host records in `ViewHost.openedURLs`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] ?? OpenURLAction { _ in .systemAction } }
        set { self[OpenURLKey.self] = newValue }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction? { nil }
}

/// The URLs the system action "opened", per host. The host is found through the diagnostic log of the view
/// code that opened them: the host runs all view code with its log current.
@MainActor
@_spi(Rendering) public enum OpenedURLs {
    private static var entries: [(log: WeakLog, urls: [URL])] = []

    private struct WeakLog {
        weak var log: DiagnosticLog?
    }

    static func record(_ url: URL) {
        guard let log = DiagnosticLog.current else { return }
        entries.removeAll { $0.log.log == nil }
        if let index = entries.firstIndex(where: { $0.log.log === log }) {
            entries[index].urls.append(url)
        } else {
            entries.append((WeakLog(log: log), [url]))
        }
    }

    @_spi(Rendering) public static func urls(for log: DiagnosticLog) -> [URL] {
        entries.first { $0.log.log === log }?.urls ?? []
    }
}
