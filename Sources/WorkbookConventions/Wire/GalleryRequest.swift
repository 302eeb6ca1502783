import Foundation

/// What the grader asks a lesson's preview gallery (`LessonNNGallery`) for: where the pictures go, how wide the
/// terminal picture may be, the web page's heading and the learner's language.
///
/// It travels as the gallery's only two arguments, ``flag`` and the request as JSON; both sides read and write
/// it with this type alone.
public struct GalleryRequest: Codable, Equatable, Sendable {
    /// Where the terminal picture goes.
    public var textFile: String?
    /// Where the web page goes.
    public var htmlFile: String?
    /// The columns the terminal picture may use.
    public var width: Int
    /// The heading of the web page, in the learner's language.
    public var title: String
    /// Whether the learner reads German; the gallery's own words are English otherwise.
    public var german: Bool

    public init(textFile: String?, htmlFile: String?, width: Int = 80, title: String = "Previews", german: Bool = false) {
        self.textFile = textFile
        self.htmlFile = htmlFile
        self.width = width
        self.title = title
        self.german = german
    }

    /// The argument before the request.
    public static let flag = "--request"

    /// The gallery's command line, without the program.
    public var arguments: [String] {
        let json = (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return [Self.flag, json]
    }

    /// Reads a command line written by ``arguments``; nil for any other, or for a width that is not positive.
    public init?(arguments: [String]) {
        guard arguments.count == 2, arguments[0] == Self.flag,
              let request = try? JSONDecoder().decode(Self.self, from: Data(arguments[1].utf8)),
              request.width > 0 else { return nil }
        self = request
    }
}
