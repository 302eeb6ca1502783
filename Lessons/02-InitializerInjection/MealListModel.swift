import AppDomain
import Observation

/// The meals of one category, with the state a screen needs while it loads them.
///
/// Die Gerichte einer Kategorie, mit dem Zustand, den ein Bildschirm beim Laden braucht.
@Observable
final class MealListModel {
    var meals: [Meal] = []
    var isLoading = false

    // TODO: Step 1 — Do not create the service here: let the caller hand it in through an initializer
    // labelled `service:`. The app still calls `MealListModel()` with no argument, so decide what it
    // should get by default — the live API — and keep that call working.
    // Schritt 1 — Erzeuge den Dienst nicht hier: Lass ihn den Aufrufer über einen Initializer mit dem Label
    // `service:` hineinreichen. Die App ruft weiter `MealListModel()` ohne Argument auf; entscheide also, was
    // sie als Standard bekommt — die echte API —, und halte diesen Aufruf am Laufen.
    private let api = MealAPI()

    // TODO: Step 1 — Load from the stored `service`. Add an optional text, `errorMessage`, that the screen
    // shows: replace `try?` with do/catch, set a readable message when the service throws, and clear it
    // when a load succeeds. `isLoading` must be false again after every load, also a failed one.
    // Schritt 1 — Lade über den gespeicherten `service`. Ergänze einen optionalen Text, `errorMessage`, den
    // der Bildschirm zeigt: Ersetze `try?` durch do/catch, setze eine lesbare Meldung, wenn der Dienst wirft,
    // und lösche sie, wenn ein Laden gelingt. `isLoading` muss nach jedem Laden wieder false sein, auch nach
    // einem gescheiterten.
    func load(category: String) async {
        isLoading = true
        meals = (try? await api.meals(in: category)) ?? []
        isLoading = false
    }
}
