import AppDomain
import Foundation

// TODO: Step 3 — Write three stand-in services, each a `struct …: MealService`:
//   - `PreviewMealService`: answers at once with Pfannkuchen, Apfelstrudel and Kaiserschmarrn (ids "1", "2", "3");
//   - `FailingMealService`: throws `URLError(.notConnectedToInternet)`;
//   - `SlowMealService`: `var delay: Duration = .seconds(2)` and `var meals: [Meal] = […]`; it waits with
//     `try await Task.sleep(for: delay)`, then returns `meals`.
