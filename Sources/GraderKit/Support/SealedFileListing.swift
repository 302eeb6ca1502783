import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is on disk where the seal looks: `Package.swift`, `grade.sh`, and everything below `Sources/` and
/// `Tests/` — read from the folders themselves, never from git, so a file git ignores or was told to
/// overlook is listed like any other.
enum SealedFileListing {
    /// The files sealed by name, next to `Package.swift`.
    static let topLevelFiles = ["Package.swift", "grade.sh"]
    /// The folders whose every file is sealed.
    static let folders = ["Sources", "Tests"]

    /// What a listed path is: only a regular file can match a seal.
    enum Kind: Equatable {
        case regularFile
        /// A symbolic link (never followed: it could point at any file, e.g. a solution), a pipe, a socket
        /// or a device. It never matches a sealed digest.
        case other
    }

    /// Every entry the seal covers, by package-relative `/`-separated path, except `excluded` and the
    /// litter macOS leaves behind (`.DS_Store`, `._*`), which must not count as an edit.
    static func entries(root: String, excluding excluded: String) -> [String: Kind] {
        var entries: [String: Kind] = [:]
        for name in topLevelFiles + folders {
            collect(name, root: root, into: &entries)
        }
        entries[excluded] = nil
        return entries
    }

    /// Whether `name` is a file the Finder writes on its own.
    static func isFinderLitter(_ name: Substring) -> Bool {
        name == ".DS_Store" || name.hasPrefix("._")
    }

    private static func collect(_ path: String, root: String, into entries: inout [String: Kind]) {
        var info = stat()
        // lstat, not stat: a link is reported as what it is, never as the file it points at.
        guard lstat(root + "/" + path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: root + "/" + path) else { return }
            for name in names {
                collect(path + "/" + name, root: root, into: &entries)
            }
        case S_IFREG:
            if !isFinderLitter(path.split(separator: "/").last ?? "") { entries[path] = .regularFile }
        default:
            if !isFinderLitter(path.split(separator: "/").last ?? "") { entries[path] = .other }
        }
    }
}
