import Foundation

/// Starts a helper that ignores SIGTERM in a group of its own, then spins until it is stopped.
func spin(marker: String) -> Int {
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: "/bin/sh")
    helper.arguments = ["-c", "trap '' TERM HUP INT; sleep 300", marker]
    try? helper.run()
    var value = 1
    while value != 0 { value &+= 2 }
    return value
}
