/// A key for a value in `EnvironmentValues`, with the value a view reads when no ancestor set one.
///
/// ```swift
/// struct MealServiceKey: EnvironmentKey {
///     static let defaultValue: any MealService = MealAPI()
/// }
///
/// extension EnvironmentValues {
///     var mealService: any MealService {
///         get { self[MealServiceKey.self] }
///         set { self[MealServiceKey.self] = newValue }
///     }
/// }
/// ```
///
/// On Apple platforms, `@Entry var mealService: any MealService = MealAPI()` expands to the same two
/// declarations; `@Entry` is a macro and is not available here.
public protocol EnvironmentKey {
    /// The type of value the key stores.
    associatedtype Value

    /// The value a view reads when no ancestor has set one. It is evaluated on every such read.
    static var defaultValue: Value { get }
}
