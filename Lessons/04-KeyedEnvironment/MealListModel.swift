import AppDomain
import Observation

// Given: finished in lesson 02.
// Vorgegeben: fertig aus Lektion 02.

/// The meals of one category, with the state a screen needs while it loads them.
///
/// The service comes from outside, so a test or a preview can hand in one that answers instantly,
/// fails on purpose, or waits until it is told to finish.
///
/// Die Gerichte einer Kategorie, mit dem Zustand, den ein Bildschirm beim Laden braucht. Der Dienst kommt
/// von außen, also kann ein Test oder eine Preview einen hineinreichen, der sofort antwortet, absichtlich
/// scheitert oder wartet, bis man ihn fertig werden lässt.
@Observable
final class MealListModel {
    private(set) var meals: [Meal] = []
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let service: any MealService

    // The live API survives only as the default value: `MealListModel()` in the app keeps working.
    // Die echte API überlebt nur als Standardwert: `MealListModel()` funktioniert in der App weiter.
    init(service: any MealService = MealAPI()) {
        self.service = service
    }

    func load(category: String) async {
        isLoading = true
        // `defer` ends the load on every path, also when the service throws.
        // `defer` beendet das Laden auf jedem Weg, auch wenn der Dienst wirft.
        defer { isLoading = false }
        do {
            meals = try await service.meals(in: category)
            errorMessage = nil
        } catch {
            meals = []
            errorMessage = "The \(category.lowercased()) recipes could not be loaded. (\(error.localizedDescription))"
        }
    }
}
