import Foundation

/// A recipe as TheMealDB lists it in a category: an id, a name and a thumbnail.
public struct Meal: Identifiable, Hashable, Sendable, Codable {
    public let id: String
    public let name: String
    public let thumbnail: URL?

    public init(id: String, name: String, thumbnail: URL?) {
        self.id = id
        self.name = name
        self.thumbnail = thumbnail
    }

    enum CodingKeys: String, CodingKey {
        case id = "idMeal"
        case name = "strMeal"
        case thumbnail = "strMealThumb"
    }
}

extension Meal {
    /// A meal for previews and examples.
    public static let sample = Meal(id: "52893", name: "Apfelstrudel", thumbnail: nil)
}
