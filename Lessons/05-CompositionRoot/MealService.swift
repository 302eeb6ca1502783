import AppDomain
import HeadlessUI

// Given: finished in lesson 01/04.
// Vorgegeben: fertig aus Lektion 01/04.

/// What a view needs from a recipe service — and nothing about where the recipes come from.
///
/// Was eine View von einem Rezeptdienst braucht — und nichts darüber, woher die Rezepte kommen.
protocol MealService {
    func meals(in category: String) async throws -> [Meal]
}

// MealAPI already has this exact method, so conforming needs no code.
// MealAPI hat genau diese Methode schon, die Konformität braucht also keinen Code.
extension MealAPI: MealService {}

/// The environment key under which views find their recipe service; by default the live API.
///
/// On Apple platforms the `@Entry` macro on a `mealService` property whose default is `MealAPI()` writes
/// this key and the property below for you, with the same computed default.
///
/// Der Environment-Key, unter dem Views ihren Rezeptdienst finden; standardmäßig die echte API. Auf
/// Apple-Plattformen schreibt das Makro `@Entry` an einer Property `mealService` mit dem Standard `MealAPI()`
/// diesen Key und die Property unten für dich, mit demselben berechneten Standard.
struct MealServiceKey: EnvironmentKey {
    // NB: computed, so every read that finds no service gets a fresh `MealAPI()`. A stored
    // `static let` of a non-Sendable existential is global state that Swift 6 may reject.
    // NB: berechnet, damit jedes Lesen, das keinen Dienst findet, eine frische `MealAPI()` bekommt. Ein
    // gespeichertes `static let` eines nicht-Sendable-Existentials ist globaler Zustand, den Swift 6
    // ablehnen kann.
    static var defaultValue: any MealService { MealAPI() }
}

extension EnvironmentValues {
    /// The recipe service of this part of the view tree.
    ///
    /// Der Rezeptdienst dieses Teils des View-Baums.
    var mealService: any MealService {
        get { self[MealServiceKey.self] }
        set { self[MealServiceKey.self] = newValue }
    }
}
