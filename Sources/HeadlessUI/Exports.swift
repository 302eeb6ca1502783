// `import SwiftUI` also makes Foundation and Observation available (`URL`, `Date`, `@Observable`), so a
// lesson file that imports only the UI framework compiles in both worlds.
@_exported import Foundation
@_exported import Observation
