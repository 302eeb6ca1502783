import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the watch screen's commands from standard input: single keys on a terminal (no Enter needed),
/// whole lines otherwise, and nothing once input has ended.
///
/// On a terminal it turns off line buffering and echo — but not signals, so Ctrl-C still stops the
/// grader — and puts the terminal back as it was when the grader exits, however it exits.
final class Keyboard: @unchecked Sendable {
    private let isTerminal = isatty(STDIN_FILENO) == 1
    private var original = termios()
    private var ended = false
    private var buffer = ""

    init() {
        guard isTerminal else { return }
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        let saved = original
        ChildProcesses.onTermination {
            var terminal = saved
            tcsetattr(STDIN_FILENO, TCSANOW, &terminal)
        }
    }

    /// Puts the terminal back.
    func restore() {
        guard isTerminal else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }

    /// Whether keys arrive one by one: standard input is a terminal; otherwise commands come as lines.
    static var isTerminalInput: Bool { isatty(STDIN_FILENO) == 1 }

    /// Waits up to `milliseconds` for a command and returns its first character, lower-cased; nil when
    /// none came in that time.
    func next(waitingAtMost milliseconds: Int32) -> Character? {
        if let command = takeCommand() { return command }
        guard !ended else {
            usleep(useconds_t(milliseconds) * 1000)
            return nil
        }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count <= 0 {
            // Input ended (a closed pipe, /dev/null): keep watching, just stop listening.
            ended = true
            return nil
        }
        buffer += String(decoding: bytes[0..<count], as: UTF8.self)
        return takeCommand()
    }

    /// A key from the buffer on a terminal; the first letter of a whole line otherwise.
    private func takeCommand() -> Character? {
        if isTerminal {
            guard let first = buffer.first else { return nil }
            buffer.removeFirst()
            return Character(first.lowercased())
        }
        guard let newline = buffer.firstIndex(of: "\n") else { return nil }
        let line = buffer[..<newline].trimmingCharacters(in: .whitespaces)
        buffer.removeSubrange(...newline)
        return line.first.map { Character($0.lowercased()) } ?? "\n"
    }
}
