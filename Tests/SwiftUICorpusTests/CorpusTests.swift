import Testing
import HeadlessUI
import HeadlessUITesting

// The corpus's views are written as a learner writes them in an Xcode app; most of their worth is that they
// compile. The behaviour tests beside them check what a learner would see the view do.

@MainActor
@Suite("Everyday SwiftUI compiles and behaves")
struct CorpusTests {
    @Test("URLSession is reachable through the UI import alone, as through SwiftUI")
    func sessionThroughTheUIImport() {
        // `ImageService` is the German lesson's `init(session: URLSession = .shared)`, in a file that
        // imports nothing but the UI library.
        #expect(ImageService().session === URLSession.shared)
    }
}
