@preconcurrency import Foundation

/// Writes `megabytes` into `/dev/shm`; true when all of it went in.
public func fillSharedMemory(megabytes: Int) -> Bool {
    let block = [UInt8](repeating: 1, count: 1 << 20)
    guard let file = fopen("/dev/shm/hostile-\(getpid())", "w") else { return false }
    defer { fclose(file) }
    for _ in 0..<megabytes where fwrite(block, 1, block.count, file) != block.count { return false }
    return fflush(file) == 0
}

/// Starts a child that holds `megabytes` of memory for `seconds`; true when it did and ended well.
public func holdMemoryInAChild(megabytes: Int, seconds: Int) -> Bool {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
    child.arguments = ["-e", "my $x = 'a' x (\(megabytes) * 1024 * 1024); sleep \(seconds); exit 0"]
    guard (try? child.run()) != nil else { return false }
    child.waitUntilExit()
    return child.terminationStatus == 0
}

/// Whether a reference solution can be read from the working folder or the folders above it.
public func readsAReferenceSolution(_ relative: String) -> Bool {
    var folder = FileManager.default.currentDirectoryPath
    while !folder.isEmpty && folder != "/" {
        if (try? String(contentsOfFile: folder + "/" + relative, encoding: .utf8)) != nil { return true }
        folder = (folder as NSString).deletingLastPathComponent
    }
    return false
}
