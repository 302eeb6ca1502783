import AppDomain
import Foundation

// TODO: Step 3 — Write three stand-in services, each a struct that conforms to MealService:
//   - `PreviewMealService`: answers at once with Pfannkuchen, Apfelstrudel and Kaiserschmarrn;
//   - `FailingMealService`: fails like the live API without a connection;
//   - `SlowMealService(delay:meals:)`: waits the delay it is given (two seconds by default), then answers
//     with its meals.
// Schritt 3 — Schreib drei Ersatzdienste, jeder ein Struct, das MealService erfüllt:
//   - `PreviewMealService`: antwortet sofort mit Pfannkuchen, Apfelstrudel und Kaiserschmarrn;
//   - `FailingMealService`: scheitert wie die echte API ohne Verbindung;
//   - `SlowMealService(delay:meals:)`: wartet die übergebene Verzögerung ab (standardmäßig zwei
//     Sekunden) und antwortet dann mit seinen Gerichten.
