/// What the grader says when the machine refuses it something it needs for any mode: starting a process,
/// a pipe, the folder's lock, writing a file. `reason` is the system's own wording and stays as it is.
enum SystemWords: Words {
    case couldNotStart(executable: String, reason: String)
    case couldNotCreatePipe(reason: String)
    case couldNotCreateLock(path: String, reason: String)
    /// A results document or a package could not be written where the instructor asked.
    case couldNotWrite(path: String, reason: String)

    var both: (en: String, de: String) {
        switch self {
        case .couldNotStart(let executable, let reason):
            ("Could not start \(executable): \(reason).", "\(executable) ließ sich nicht starten: \(reason).")
        case .couldNotCreatePipe(let reason):
            ("Could not create a pipe: \(reason).", "Eine Pipe ließ sich nicht anlegen: \(reason).")
        case .couldNotCreateLock(let path, let reason):
            ("Could not create the lock file \(path): \(reason).",
             "Die Sperrdatei \(path) ließ sich nicht anlegen: \(reason).")
        case .couldNotWrite(let path, let reason):
            ("Could not write \(path): \(reason)", "\(path) ließ sich nicht schreiben: \(reason)")
        }
    }
}
