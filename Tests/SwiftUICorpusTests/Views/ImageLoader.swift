import HeadlessUI

/// The singleton kept as a default value only: `URLSession.shared` unless a caller passes another.
struct ImageLoader {
    let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }
}
