import Foundation

/// A runtime warning or error with SwiftUI's own words, recorded instead of printed or crashed on.
public struct RuntimeDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable {
        /// An `@Environment` property was read before its view was installed.
        case environmentOutsideView
        /// A `@State` property was read before its view was installed.
        case stateOutsideView
        /// A required `@Environment(T.self)` object was not provided by any ancestor.
        case missingObservableObject
        /// A `NavigationLink(value:)` was tapped, but no `.navigationDestination(for:)` in its stack declares
        /// a view for the value's type.
        case missingNavigationDestination
        /// A `@StateObject` property was read before its view was installed.
        case stateObjectOutsideView
        /// An `@EnvironmentObject` was not provided by any ancestor with `.environmentObject(_:)`.
        case missingEnvironmentObject
    }

    public let kind: Kind
    /// The message, word for word as SwiftUI prints it.
    public let message: String

    public var description: String { message }

    static func environmentOutsideView(valueType: String) -> RuntimeDiagnostic {
        RuntimeDiagnostic(kind: .environmentOutsideView, message:
            "Accessing Environment<\(valueType)>'s value outside of being installed on a View. "
            + "This will always read the default value and will not update.")
    }

    static let stateOutsideView = RuntimeDiagnostic(kind: .stateOutsideView, message:
        "Accessing State's value outside of being installed on a View. "
        + "This will result in a constant Binding of the initial value and will not update.")

    static func missingObject(_ typeName: String) -> RuntimeDiagnostic {
        RuntimeDiagnostic(kind: .missingObservableObject, message:
            "No Observable object of type \(typeName) found. "
            + "A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view.")
    }

    static func missingNavigationDestination(valueType: String) -> RuntimeDiagnostic {
        RuntimeDiagnostic(kind: .missingNavigationDestination, message:
            "A NavigationLink is presenting a value of type \u{201C}\(valueType)\u{201D} but there is no matching "
            + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }

    static func stateObjectOutsideView(objectType: String) -> RuntimeDiagnostic {
        RuntimeDiagnostic(kind: .stateObjectOutsideView, message:
            "Accessing StateObject<\(objectType)>'s object without being installed on a View. "
            + "This will create a new instance each time.")
    }

    static func missingEnvironmentObject(_ typeName: String) -> RuntimeDiagnostic {
        RuntimeDiagnostic(kind: .missingEnvironmentObject, message:
            "No ObservableObject of type \(typeName) found. "
            + "A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view.")
    }

    /// Adds the diagnostic to the log of the current host or test; prints it when there is none.
    func record() {
        if let log = DiagnosticLog.current {
            log.append(self)
        } else {
            FileHandle.standardError.write(Data("[HeadlessUI] \(message)\n".utf8))
        }
    }
}

/// Collects the runtime diagnostics of one host (and of the code that created its views).
public final class DiagnosticLog: @unchecked Sendable {
    /// The log that diagnostics go to in the current task.
    @TaskLocal public static var current: DiagnosticLog?

    private let lock = NSLock()
    private var storage: [RuntimeDiagnostic] = []

    public init() {}

    /// Everything recorded so far, oldest first.
    public var entries: [RuntimeDiagnostic] { lock.withLock { storage } }

    func append(_ diagnostic: RuntimeDiagnostic) {
        lock.withLock {
            // NB: SwiftUI reports each warning once per occurrence site; repeats add nothing for a reader.
            if !storage.contains(diagnostic) { storage.append(diagnostic) }
        }
    }
}
