// `import SwiftUI` also makes Foundation and Observation available (`URL`, `Date`, `URLSession`,
// `@Observable`), so a lesson file that imports only the UI framework compiles in both worlds.
@_exported import Foundation
@_exported import Observation
// NB: on Linux `URLSession` lives in FoundationNetworking; Apple's Foundation has it built in.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
