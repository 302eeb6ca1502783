import AppDomain
import Foundation
import HeadlessUI
import WorkbookTesting
@testable import Lesson04

// The checks' doubles that stand in for what step 1 declares: left out of the build with step 1's
// checks while the lesson does not have that step's declarations yet, so the earlier steps still run.

/// Shows which MealService its environment holds, as `name: TypeName`.
struct MealServiceProbe: View {
    let name: String
    @Environment(\.mealService) private var service

    var body: some View {
        Text("\(name): \(type(of: service))")
    }
}
