import AppDomain
import Foundation

// TODO: Step 3 — Write three stand-in services, each a struct that conforms to MealService:
//   - `PreviewMealService`: answers at once with Pfannkuchen, Apfelstrudel and Kaiserschmarrn;
//   - `FailingMealService`: fails like the live API without a connection;
//   - `SlowMealService(delay:meals:)`: waits the delay it is given (two seconds by default), then answers
//     with its meals.
