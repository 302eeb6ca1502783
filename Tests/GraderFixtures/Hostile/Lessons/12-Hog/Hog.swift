import Foundation
import HostileSupport

/// The right answer only if it could take more of the machine than a check may: 200 MB in /dev/shm
/// (armed "shm"), or 1.5 GB held by a child (armed "child"). Wrong otherwise.
func answer() -> Int {
    if armed("shm") { return fillSharedMemory(megabytes: 200) ? 42 : 41 }
    if armed("child") { return holdMemoryInAChild(megabytes: 1536, seconds: 3) ? 42 : 41 }
    return 41
}
