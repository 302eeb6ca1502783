/// A quotation and who said it.
public struct Quote: Hashable, Sendable, Codable {
    public let text: String
    public let author: String

    public init(text: String, author: String) {
        self.text = text
        self.author = author
    }
}
